// The latest draw's published proof (seed fingerprint, revealed seed, frozen entry list and its
// fingerprint, winning tickets), how to recompute it, the customer's own pseudonymous entry, and
// a check that recomputes it all in the browser.
import { type DrawVerification } from '@savewin/api';
import { Button, Card, InlineMessage, Stack, ordinal } from '@savewin/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useState, type ReactNode } from 'react';

import { subscriptionAtom } from '../../../shared/data/selectors';
import { checkDraw, entrantOf, type DrawCheck } from '../state/verifyDraw';

import * as styles from './prizes.css';

function Fact({ term, children, hex = false }: { term: string; children: ReactNode; hex?: boolean }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={hex ? `${styles.detail} ${styles.hex}` : styles.detail}>{children}</dd>
    </div>
  );
}

function CheckResult({ check }: { check: DrawCheck }) {
  const all = check.seedMatches && check.entriesMatch && check.winnersMatch;
  return (
    <InlineMessage tone={all ? 'positive' : 'critical'}>
      <ul>
        <li>
          {check.seedMatches
            ? 'The revealed seed matches the fingerprint published before the draw.'
            : 'The revealed seed does not match the published fingerprint.'}
        </li>
        <li>
          {check.entriesMatch
            ? 'The entry list matches its published fingerprint.'
            : 'The entry list does not match its published fingerprint.'}
        </li>
        <li>
          {check.winnersMatch
            ? 'Recomputing the draw from the seed picks the same winning tickets.'
            : 'Recomputing the draw from the seed picks different winning tickets.'}
        </li>
      </ul>
    </InlineMessage>
  );
}

export function DrawVerificationCard({ verification: v }: { verification: DrawVerification }) {
  const headingId = useId();
  const customerNumber = useAtomValue(subscriptionAtom)?.customerNumber ?? null;
  const [me, setMe] = useState<string | null>(null);
  const [check, setCheck] = useState<DrawCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const drawDate = v.winners[0]?.drawDate;

  useEffect(() => {
    let live = true;
    if (customerNumber) void entrantOf(v.drawId, customerNumber).then((e) => live && setMe(e));
    return () => {
      live = false;
    };
  }, [v.drawId, customerNumber]);

  const myEntry = v.entries?.find((e) => e.entrant === me);
  const winnerName = (position: number) => v.winners.find((w) => w.position === position)?.shortName ?? '';

  async function runCheck() {
    setChecking(true);
    try {
      setCheck(await checkDraw(v));
    } finally {
      setChecking(false);
    }
  }

  return (
    <Card aria-labelledby={headingId}>
      <Stack space="medium">
        <h2 id={headingId}>Draw verification</h2>
        <dl className={styles.facts}>
          <Fact term="Draw">{drawDate ? `${v.drawId} (${drawDate})` : v.drawId}</Fact>
          <Fact term="Seed fingerprint published before the draw (SHA-256)" hex>
            {v.seedCommitment}
          </Fact>
          <Fact term="Revealed seed" hex>
            {v.seed ?? 'Revealed once the draw has taken place.'}
          </Fact>
          <Fact term="Entry list fingerprint (SHA-256)" hex>
            {v.entriesCommitment ?? 'Published when entries close.'}
          </Fact>
          <Fact term="Tickets in the draw">{v.ticketCount}</Fact>
          <Fact term="Your entry">
            {myEntry
              ? `Entrant ${myEntry.entrant} with ${myEntry.tickets} ${myEntry.tickets === 1 ? 'ticket' : 'tickets'}`
              : 'You had no entries in this draw.'}
          </Fact>
        </dl>
        {v.winningEntrants.length > 0 ? (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption>Winning tickets</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.cell}>
                    Position
                  </th>
                  <th scope="col" className={styles.cell}>
                    Winner
                  </th>
                  <th scope="col" className={styles.cell}>
                    Entrant
                  </th>
                  <th scope="col" className={styles.cell}>
                    Ticket
                  </th>
                </tr>
              </thead>
              <tbody>
                {v.winningEntrants.map((w) => (
                  <tr key={w.position}>
                    <td className={styles.cell}>{ordinal(w.position)}</td>
                    <td className={styles.cell}>{winnerName(w.position)}</td>
                    <td className={`${styles.cell} ${styles.hex}`}>{w.entrant}</td>
                    <td className={styles.cell}>{w.ticket}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <Stack space="small">
          <h3>How to recompute</h3>
          <p>{v.algorithm}</p>
        </Stack>
        {v.seed && v.entries ? (
          <div>
            <Button variant="secondary" onPress={() => void runCheck()} isPending={checking}>
              Check this draw
            </Button>
          </div>
        ) : null}
        {check ? <CheckResult check={check} /> : null}
      </Stack>
    </Card>
  );
}
