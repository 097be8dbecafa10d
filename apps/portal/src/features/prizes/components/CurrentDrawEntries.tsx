// The customer's entries in the open draw (tickets earned by saving this week) and the seed
// fingerprint published before the draw, so the draw cannot be changed once entries are in.
import type { PrizeDraw } from '../state/usePrizeDraw';

import * as styles from './prizes.css';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function CurrentDrawEntries({ current }: { current: PrizeDraw['current'] }) {
  if (!('draw' in current)) return <p>{current.closedMessage}</p>;
  const { draw } = current;
  const tickets = draw.myTickets;
  return (
    <div>
      <p>
        <strong>
          You have {tickets} {tickets === 1 ? 'entry' : 'entries'} in the {draw.name}
        </strong>{' '}
        ({draw.totalTickets} in all). Entries close {when.format(new Date(draw.closesAt))}; the draw takes
        place {when.format(new Date(draw.drawAt))}.
      </p>
      <p>
        Published seed fingerprint (SHA-256): <span className={styles.hex}>{draw.seedCommitment}</span>
      </p>
    </div>
  );
}
