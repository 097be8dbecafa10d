// The prize checker: the customer's own entries and results in their last draws (newest first),
// what they won and where the prize was paid, as a prize saver expects to check (NS&I's checker).
// It shows what it is given; the portal reads it from the gateway (GET /api/draws/mine).
import { useId } from 'react';

import { cx } from '../../private/cx';
import { prizeText } from '../PrizePanel/PrizePanel';

import * as styles from './PrizeChecker.css';

export interface CheckedDrawPrize {
  /** The prize's name, e.g. '2nd prize'. */
  description: string;
  amount: string;
  paidTo: 'SAVE_AND_WIN' | 'GOAL';
  /** The goal it was saved into; null when paid into SAVE & WIN. */
  goalName: string | null;
  paidAt: string;
  /** The goal the customer had chosen when it had closed by the draw (the prize went to SAVE & WIN). */
  closedGoalName: string | null;
}

export interface CheckedDraw {
  drawId: string;
  name: string;
  drawAt: string;
  status: 'OPEN' | 'CLOSED' | 'DRAWN';
  /** The customer's tickets: counted so far while open, as frozen at the close afterwards. */
  myTickets: number;
  /** What the customer won; null when they did not win (or the draw has not taken place). */
  prize: CheckedDrawPrize | null;
}

export interface PrizeCheckerProps {
  /** The customer's last draws, newest first. */
  draws: readonly CheckedDraw[];
}

const longDay = new Intl.DateTimeFormat('en-GH', { dateStyle: 'long', timeZone: 'UTC' });

/** '24 November 2026' (Ghana keeps UTC); the text as given when it is not a date. */
function dayOf(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : longDay.format(at);
}

function ticketCount(tickets: number): string {
  return tickets === 1 ? '1 ticket' : `${tickets} tickets`;
}

/** Where a prize went, in the customer's words. */
function prizePayment(prize: CheckedDrawPrize): string {
  const paid =
    prize.paidTo === 'GOAL' && prize.goalName
      ? `Saved into your goal ${prize.goalName} on ${dayOf(prize.paidAt)}.`
      : `Paid into your SAVE & WIN account on ${dayOf(prize.paidAt)}.`;
  return prize.closedGoalName
    ? `${paid} Your goal ${prize.closedGoalName} had closed by the draw, so it went to SAVE & WIN.`
    : paid;
}

/** The customer's result in one draw, in their words. */
function drawResult(draw: CheckedDraw): string {
  if (draw.prize) return `You won the ${draw.prize.description}: ${prizeText(draw.prize.amount)}.`;
  const tickets = ticketCount(draw.myTickets);
  switch (draw.status) {
    case 'OPEN':
      return draw.myTickets > 0
        ? `${tickets} so far. Drawn on ${dayOf(draw.drawAt)}.`
        : `No tickets yet. Save before ${dayOf(draw.drawAt)} to enter.`;
    case 'CLOSED':
      return draw.myTickets > 0
        ? `${tickets} entered. Waiting to be drawn on ${dayOf(draw.drawAt)}.`
        : 'You did not enter this draw.';
    case 'DRAWN':
      return draw.myTickets > 0 ? `${tickets}, no prize this time.` : 'You did not enter this draw.';
  }
}

/** The customer's last draws and what each brought them. */
export function PrizeChecker({ draws }: PrizeCheckerProps) {
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Your draws
      </h2>
      {draws.length === 0 ? (
        <p className={styles.text}>You have no draws yet. Save to enter the next one.</p>
      ) : (
        <ol className={styles.list}>
          {draws.map((draw) => (
            <li key={draw.drawId} className={cx(styles.draw, draw.prize ? styles.won : undefined)}>
              <h3 className={styles.drawName}>{draw.name}</h3>
              <p className={styles.result}>{drawResult(draw)}</p>
              {draw.prize ? <p className={styles.text}>{prizePayment(draw.prize)}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
