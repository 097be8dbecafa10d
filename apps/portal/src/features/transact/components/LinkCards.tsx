// A grid of cards, each leading somewhere: the Transact hub, the Send Money menu and the biller
// pages are all lists of choices.
import { Card, Link } from '@savewin/ui';

import * as styles from './transact.css';

export interface LinkCard {
  href: string;
  title: string;
  detail?: string;
}

export function LinkCards({ cards, label }: { cards: readonly LinkCard[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {cards.map((card) => (
        <li key={card.href}>
          <Card as="div">
            <div className={styles.item}>
              <Link href={card.href}>{card.title}</Link>
              {card.detail ? <p className={styles.detail}>{card.detail}</p> : null}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
