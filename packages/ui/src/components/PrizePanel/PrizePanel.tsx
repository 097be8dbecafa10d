// The prizes page: the top prize, the 2nd/3rd/4th prize cards, 'Increase your chances' and the
// 'Previous Winners' list (draw winners: shortName, position, prize), grouped by draw with its date.
import { toPesewas, formatCedis } from '@savewin/core';
import { useId, type ReactNode } from 'react';

import { PrizeArt } from '../../private/illustrations/PrizeArt';

import * as styles from './PrizePanel.css';

export interface Prize {
  /** '2nd', '3rd', '4th' ... */
  position: string;
  amount: string | number;
}

export interface DrawWinner {
  shortName: string;
  position: string | number;
  prize: string | number;
  /** The draw the winner won in; winners of one draw are listed together. */
  drawId?: string | undefined;
  /** The draw's date, yyyy-mm-dd. */
  drawDate?: string | undefined;
}

export interface PrizePanelProps {
  /** The biggest prize, as the API gives the amount. */
  topPrize: string | number;
  /** The runner-up prizes, in order (2nd, 3rd, 4th). */
  prizes: readonly Prize[];
  /** Previous draws' winners, newest draw first. */
  winners: readonly DrawWinner[];
  /** Content of the 'Increase your chances' card, e.g. a Deposit button. */
  chancesAction?: ReactNode;
}

/** A prize as money when it is an amount ('3500', 3500.5), otherwise as the text given. */
export function prizeText(prize: string | number): string {
  const pesewas = toPesewas(prize);
  return pesewas === null ? String(prize) : formatCedis(pesewas);
}

/** 1 → '1st', 2 → '2nd', '3' → '3rd'; text positions are kept. */
export function ordinal(position: string | number): string {
  const n = Number(position);
  if (!Number.isInteger(n) || n <= 0) return String(position);
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

const drawDay = new Intl.DateTimeFormat('en-GH', { dateStyle: 'full', timeZone: 'UTC' });

/** 'Draw of Sunday, 22 November 2026' (Ghana keeps UTC), or 'Earlier draws' without a date. */
function drawTitle(drawDate: string | undefined): string {
  const at = drawDate ? new Date(`${drawDate.slice(0, 10)}T00:00:00Z`) : null;
  return at && !Number.isNaN(at.getTime()) ? `Draw of ${drawDay.format(at)}` : 'Earlier draws';
}

/** Winners in runs of one draw each, in the order given. */
function byDraw(winners: readonly DrawWinner[]) {
  const groups: { key: string; title: string; winners: DrawWinner[] }[] = [];
  for (const winner of winners) {
    const key = winner.drawId ?? winner.drawDate ?? '';
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.winners.push(winner);
    else groups.push({ key, title: drawTitle(winner.drawDate), winners: [winner] });
  }
  return groups;
}

/** The prize draw: the top prize, the list of prizes and the previous winners by draw. */
export function PrizePanel({ topPrize, prizes, winners, chancesAction }: PrizePanelProps) {
  const topId = useId();
  const chancesId = useId();
  const winnersId = useId();
  return (
    <div className={styles.root}>
      <section className={styles.top} aria-labelledby={topId}>
        <div className={styles.topHeader}>
          <h2 id={topId} className={styles.topLabel}>
            Top Prize
          </h2>
          <p className={styles.topAmount}>{prizeText(topPrize)}</p>
          <PrizeArt className={styles.topArt} />
        </div>
        <ul className={styles.prizes}>
          {prizes.map((prize) => (
            <li key={prize.position} className={styles.prizeCard}>
              <span className={styles.prizePosition}>{`${prize.position} Prize`}</span>
              <span className={styles.prizeAmount}>{prizeText(prize.amount)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.chances} aria-labelledby={chancesId}>
        <h2 id={chancesId} className={styles.sectionTitle}>
          Increase your chances
        </h2>
        <p className={styles.text}>
          Earn points every time you save. The more you deposit, the greater your chances.
        </p>
        {chancesAction}
      </section>
      <section className={styles.winners} aria-labelledby={winnersId}>
        <h2 id={winnersId} className={styles.sectionTitle}>
          Previous Winners
        </h2>
        {winners.length === 0 ? (
          <p className={styles.text}>No winners yet. The next draw could be yours.</p>
        ) : (
          byDraw(winners).map((group, groupIndex) => (
            <section
              key={`${group.key}-${groupIndex}`}
              className={styles.draw}
              aria-labelledby={`${winnersId}-${groupIndex}`}
            >
              <h3 id={`${winnersId}-${groupIndex}`} className={styles.drawTitle}>
                {group.title}
              </h3>
              <ol className={styles.winnerList}>
                {group.winners.map((winner, index) => (
                  <li key={`${winner.shortName}-${index}`} className={styles.winner}>
                    <span className={styles.winnerPosition}>{ordinal(winner.position)}</span>
                    <span className={styles.winnerName}>{winner.shortName}</span>
                    <span className={styles.winnerPrize}>{prizeText(winner.prize)}</span>
                  </li>
                ))}
              </ol>
            </section>
          ))
        )}
      </section>
    </div>
  );
}
