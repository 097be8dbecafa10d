// The balance, accrued interest and loyalty points row at the top of every signed-in page.
import { showCedis, type ApiAmount } from '../../private/componentMoney';
import { CONTENT_PAINT, contentPaint } from '../../private/contentPaint';

import * as styles from './SummaryRow.css';

export interface SummaryRowProps {
  /** currentAvailableBalance of the SAVE & WIN account, e.g. '1234.50'. */
  balance: ApiAmount;
  /** accruedInterest of the SAVE & WIN account. */
  accruedInterest: ApiAmount;
  /** loyaltyPoint of the SAVE & WIN account. */
  loyaltyPoints: string | number | null | undefined;
  /** Shows 'Loading...' instead of figures that could be wrong. */
  isLoading?: boolean;
}

/** Whole points with thousands separators; anything that is not a whole number reads 'Unavailable'. */
export function formatPoints(points: string | number | null | undefined): string {
  const text = typeof points === 'number' ? String(points) : (points ?? '').trim();
  if (!/^\d+$/.test(text)) return 'Unavailable';
  return text.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Balance, accrued interest and loyalty points side by side. */
export function SummaryRow({ balance, accruedInterest, loyaltyPoints, isLoading = false }: SummaryRowProps) {
  const items = [
    { label: 'Balance', value: showCedis(balance), paint: contentPaint(CONTENT_PAINT.balance) },
    { label: 'Accrued Interest', value: showCedis(accruedInterest) },
    { label: 'Loyalty Points', value: formatPoints(loyaltyPoints) },
  ];
  return (
    <dl className={styles.root} aria-busy={isLoading || undefined}>
      {items.map((item) => (
        <div key={item.label} className={styles.tile}>
          <dt className={styles.label}>{item.label}</dt>
          {/* A new element when the figure arrives: its first paint is the figure's (Element Timing). */}
          <dd
            key={isLoading ? 'loading' : 'figure'}
            className={styles.value}
            {...(isLoading ? {} : item.paint)}
          >
            {isLoading ? 'Loading...' : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
