// The card-shaped picture of the SAVE & WIN account on the account-details page: the customer
// reads or copies the 'Account Number' from it.
import { CardArt } from '../../private/illustrations/CardArt';

import * as styles from './AccountNumberCard.css';

export interface AccountNumberCardProps {
  /** The account number as the API gives it; shown in groups of four. */
  accountNumber: string;
  /** Name of the savings product shown above the number. */
  productName?: string;
  /** Name printed on the card, e.g. 'Ama Mensah'. */
  holderName?: string;
}

/** '1234567890123' → '1234 5678 9012 3': groups of four are easier to read out and copy. */
export function groupAccountNumber(accountNumber: string): string {
  return accountNumber.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** The savings account number in groups of four, with the product and holder names. */
export function AccountNumberCard({
  accountNumber,
  productName = 'SAVE & WIN',
  holderName,
}: AccountNumberCardProps) {
  const plain = accountNumber.replace(/\s+/g, '');
  return (
    <figure className={styles.root} aria-label={`${productName} account card`}>
      <CardArt className={styles.art} />
      <p className={styles.product}>{productName}</p>
      <dl className={styles.details}>
        <dt className={styles.label}>Account Number</dt>
        <dd className={styles.number}>{plain ? groupAccountNumber(plain) : 'Unavailable'}</dd>
        {holderName ? (
          <>
            <dt className={styles.label}>Account Name</dt>
            <dd className={styles.holder}>{holderName}</dd>
          </>
        ) : null}
      </dl>
    </figure>
  );
}
