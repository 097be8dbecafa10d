// 'How we keep the draw fair', written for a customer: what was
// fixed and published when, which public random number the draw uses, the customer's own entry
// (the gateway tells each customer their private code; nobody else can link it), a check that
// recomputes the latest draw in the browser, and the technical data behind it for anyone who wants
// to recompute it elsewhere.
import { type Draw, type DrawBeacon, type DrawVerification } from '@savewin/api';
import { Button, Card, InlineMessage, Link, Stack, ordinal } from '@savewin/ui';
import { useId, useState, type ReactNode } from 'react';

import { checkDraw, type DrawCheck } from '../state/verifyDraw';

import * as styles from './prizes.css';

const when = new Intl.DateTimeFormat('en-GH', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const at = (iso: string) => when.format(new Date(iso));

function beaconName(beacon: DrawBeacon): string {
  return beacon.source === 'drand'
    ? 'the drand public randomness beacon (run by independent organisations worldwide)'
    : 'the sandbox test beacon (a demonstration service: its numbers can be worked out in advance)';
}

function Fact({ term, children, hex = false }: { term: string; children: ReactNode; hex?: boolean }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={hex ? `${styles.detail} ${styles.hex}` : styles.detail}>{children}</dd>
    </div>
  );
}

/** The open draw: what is already fixed, before anyone knows who will win. */
function OpenDraw({ draw }: { draw: Draw }) {
  const { beacon } = draw;
  return (
    <Stack space="small">
      <h3>{draw.name}</h3>
      <ul className={styles.steps}>
        <li>
          When the draw opened on {at(draw.opensAt)}, we locked in a secret number and published its
          fingerprint (below). After the draw we reveal the number; if it were changed, its fingerprint would
          not match.
        </li>
        {beacon ? (
          <li>
            The winners also depend on public random number {beacon.round} from {beaconName(beacon)}, produced{' '}
            {beacon.roundTime ? at(beacon.roundTime) : 'just'} after entries close on {at(draw.closesAt)}.
            Nobody, not even SAVE &amp; WIN, can know it while entries can still change.
          </li>
        ) : null}
      </ul>
      <dl className={styles.facts}>
        <Fact term="Fingerprint of our secret number" hex>
          {draw.seedCommitment}
        </Fact>
      </dl>
    </Stack>
  );
}

function CheckResult({ check }: { check: DrawCheck }) {
  const all =
    check.seedMatches &&
    check.entriesMatch &&
    check.beaconMatches !== false &&
    check.beaconSigned !== false &&
    check.winnersMatch;
  return (
    <InlineMessage tone={all ? 'positive' : 'critical'}>
      <ul>
        <li>
          {check.seedMatches
            ? 'The revealed secret number matches the fingerprint published when the draw opened.'
            : 'The revealed secret number does not match the fingerprint published when the draw opened.'}
        </li>
        <li>
          {check.entriesMatch
            ? 'The list of entries matches the fingerprint published when entries closed.'
            : 'The list of entries does not match the fingerprint published when entries closed.'}
        </li>
        {check.beaconMatches === null ? (
          <li>
            This draw took place before public random numbers were used: only the secret number picked it.
          </li>
        ) : (
          <li>
            {check.beaconMatches
              ? "The public random number is consistent with the beacon's signature."
              : "The public random number is not consistent with the beacon's signature."}
          </li>
        )}
        {check.beaconSigned === null ? null : (
          <li>
            {check.beaconSigned
              ? "The beacon's signature checks against drand's public key: drand produced this number."
              : "The beacon's signature does not check against drand's public key: drand did not produce this number."}
          </li>
        )}
        <li>
          {check.winnersMatch
            ? 'Your browser worked out the same winning tickets.'
            : 'Your browser worked out different winning tickets.'}
        </li>
      </ul>
    </InlineMessage>
  );
}

/** The latest drawn draw: what happened when, the customer's entry, the check and the data. */
function DrawnDraw({ verification: v }: { verification: DrawVerification }) {
  const [check, setCheck] = useState<DrawCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const { beacon } = v;
  const myEntry = v.entries?.find((e) => e.entrant === v.myEntrant);
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
    <Stack space="small">
      <h3>
        {v.name}, drawn {at(v.drawAt)}
      </h3>
      <ol className={styles.steps}>
        <li>{at(v.opensAt)}: entries opened and we published the fingerprint of our secret number.</li>
        <li>
          {at(v.closesAt)}: entries closed. We froze the list of entries (each saver under a private code and
          their number of tickets) and published its fingerprint.
        </li>
        {beacon ? (
          <li>
            {beacon.roundTime ? `${at(beacon.roundTime)}: ` : ''}public random number {beacon.round} was
            produced by {beaconName(beacon)}. The draw used it together with our secret number.
          </li>
        ) : null}
        <li>After the draw we revealed the secret number, so anyone can work out the winners again.</li>
      </ol>
      <p>
        <strong>Your entry: </strong>
        {myEntry
          ? `your private code ${myEntry.entrant} had ${myEntry.tickets} ${myEntry.tickets === 1 ? 'ticket' : 'tickets'}. Only you are shown which code is yours.`
          : 'you had no entries in this draw.'}
      </p>
      {v.seed && v.entries ? (
        <div>
          <Button variant="secondary" onPress={() => void runCheck()} isPending={checking}>
            Check this draw in my browser
          </Button>
        </div>
      ) : null}
      {check ? <CheckResult check={check} /> : null}
      <details className={styles.details}>
        <summary className={styles.summary}>Technical details for recomputing this draw</summary>
        <Stack space="small">
          <dl className={styles.facts}>
            <Fact term="Draw">{v.drawId}</Fact>
            <Fact term="Fingerprint of the secret number (SHA-256)" hex>
              {v.seedCommitment}
            </Fact>
            <Fact term="Secret number (revealed)" hex>
              {v.seed ?? 'Revealed once the draw has taken place.'}
            </Fact>
            {beacon ? (
              <>
                <Fact term="Public random number">
                  Round {beacon.round} of{' '}
                  {beacon.source === 'drand' ? `drand chain ${beacon.chainHash}` : 'the sandbox beacon'}
                  {beacon.url ? (
                    <>
                      {' '}
                      (
                      <Link href={beacon.url} isExternal>
                        fetch it from the beacon
                      </Link>
                      )
                    </>
                  ) : null}
                </Fact>
                <Fact term="Its randomness" hex>
                  {beacon.randomness ?? 'Published once the draw has taken place.'}
                </Fact>
                <Fact term="The beacon's signature" hex>
                  {beacon.signature ?? 'Published once the draw has taken place.'}
                </Fact>
              </>
            ) : null}
            <Fact term="Fingerprint of the list of entries (SHA-256)" hex>
              {v.entriesCommitment ?? 'Published when entries close.'}
            </Fact>
            <Fact term="Tickets in the draw">{v.ticketCount}</Fact>
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
                      Code
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
          <h4>How to recompute</h4>
          <p className={styles.algorithm}>{v.algorithm}</p>
        </Stack>
      </details>
    </Stack>
  );
}

export function DrawFairness({
  open,
  verification,
}: {
  open: Draw | null;
  verification: DrawVerification | null;
}) {
  const headingId = useId();
  if (!open && !verification) return null;
  return (
    <Card aria-labelledby={headingId}>
      <Stack space="medium">
        <h2 id={headingId}>How we keep the draw fair</h2>
        <p>
          Nobody, not even SAVE &amp; WIN, can choose the winners. The winning tickets come from two numbers
          together: a secret number we lock in before anyone enters, and a public random number that is only
          produced after entries close. We publish everything, so you can check any draw yourself.
        </p>
        {open ? <OpenDraw draw={open} /> : null}
        {verification ? <DrawnDraw verification={verification} /> : null}
      </Stack>
    </Card>
  );
}
