// /prizes (spec §2 Prizes page; the route is ours, ARCHITECTURE difference 8): the top prize with
// the 2nd, 3rd and 4th prize cards, 'Increase your chances' with the customer's tickets in the
// open draw, 'Previous Winners' grouped by draw, and how the draw is kept fair (the open draw's
// commitments, the latest draw's data and a check in the browser) in a section of its own, and the
// prize checker: the customer's last six draws and where their prizes go.
import { ButtonLink, ErrorState, PrizePanel, Spinner, Stack, ordinal } from '@savewin/ui';

import { paths } from '../../../shared/paths';
import { usePrizeDraw, type PrizeDraw } from '../state/usePrizeDraw';

import { CurrentDrawEntries } from './CurrentDrawEntries';
import { DrawFairness } from './DrawFairness';
import { PrizeCheckerSection } from './PrizeCheckerSection';

function Prizes({ data }: { data: PrizeDraw }) {
  const [top, ...others] = data.prizes;
  return (
    <Stack space="xlarge">
      <PrizePanel
        topPrize={top?.prize ?? '0.00'}
        prizes={others.map((p) => ({ position: ordinal(p.position), amount: p.prize }))}
        winners={data.winners}
        chancesAction={
          <Stack space="medium">
            <CurrentDrawEntries current={data.current} />
            <div>
              <ButtonLink href={paths.deposit.getHref()}>Deposit</ButtonLink>
            </div>
          </Stack>
        }
      />
      <PrizeCheckerSection />
      <DrawFairness
        open={'draw' in data.current ? data.current.draw : null}
        verification={data.verification}
      />
    </Stack>
  );
}

export function PrizesScreen() {
  const { state, reload } = usePrizeDraw();
  return (
    <Stack space="large">
      <h1>{paths.prizes.title}</h1>
      {state.status === 'loading' ? <Spinner aria-label="Loading the prizes" /> : null}
      {state.status === 'failed' ? <ErrorState onRetry={() => void reload()} /> : null}
      {state.status === 'loaded' ? <Prizes data={state.data} /> : null}
    </Stack>
  );
}
