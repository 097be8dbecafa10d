// The check before money moves: amount, fee, E-Levy, total, sender and recipient, then Confirm.
// The total is computed in pesewas by @savewin/core; if any figure is not money, nothing can be
// confirmed. While the payment is in flight (isPending) Confirm ignores presses, so one tap can
// never send twice.
import { formatCedis, toPesewas, withdrawalTotal } from '@savewin/core';
import { useEffect, useId, useRef } from 'react';

import { Button } from '../../primitives/Button';
import { showCedis, type ApiAmount } from '../../private/componentMoney';

import * as styles from './FeeConfirmation.css';

export interface FeeParty {
  name: string;
  accountNumber: string;
}

export interface FeeConfirmationProps {
  /** The amount to send, as the API gives it. */
  amount: ApiAmount;
  /** feeAmount of the charge lookup. */
  fee: ApiAmount;
  /** elevyAmount of the charge lookup. */
  levy: ApiAmount;
  /** Who pays: name and account or wallet. */
  sender: FeeParty;
  /** Who receives: name and account or wallet. */
  recipient: FeeParty;
  /** Called once when the customer confirms. */
  onConfirm: () => void;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
  /** The payment is being sent: Confirm shows a spinner and ignores presses until it is false. */
  isPending?: boolean;
  /** Heading of the summary. */
  title?: string;
  /** Text of the confirm button. */
  confirmLabel?: string;
}

/** amount + fee + levy in pesewas, or null when any of them is not money. */
export function confirmationTotal(amount: ApiAmount, fee: ApiAmount, levy: ApiAmount): number | null {
  const values = [toPesewas(amount), toPesewas(fee), toPesewas(levy)];
  if (values.some((value) => value === null || value < 0)) return null;
  const [a = 0, f = 0, l = 0] = values as number[];
  return withdrawalTotal({ amount: a, fee: f, levy: l });
}

/** The summary before money moves: amount, fee, levy, total, sender and recipient; Confirm fires once. */
export function FeeConfirmation({
  amount,
  fee,
  levy,
  sender,
  recipient,
  onConfirm,
  onCancel,
  isPending = false,
  title = 'Confirm Transaction',
  confirmLabel = 'Confirm',
}: FeeConfirmationProps) {
  const headingId = useId();
  const total = confirmationTotal(amount, fee, levy);
  // One press, one payment: a second press before the screen reports isPending is ignored too.
  const fired = useRef(false);
  useEffect(() => {
    if (!isPending) fired.current = false;
  }, [isPending]);

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <dl className={styles.list}>
        <dt>Amount</dt>
        <dd>{showCedis(amount)}</dd>
        <dt>Fee</dt>
        <dd>{showCedis(fee)}</dd>
        <dt>E-Levy</dt>
        <dd>{showCedis(levy)}</dd>
        <dt className={styles.totalTerm}>Total</dt>
        <dd className={styles.total}>{total === null ? 'Unavailable' : formatCedis(total)}</dd>
      </dl>
      <dl className={styles.parties}>
        <div className={styles.party}>
          <dt>Sender</dt>
          <dd>
            <span className={styles.partyName}>{sender.name}</span>
            <span className={styles.account}>{sender.accountNumber}</span>
          </dd>
        </div>
        <div className={styles.party}>
          <dt>Recipient</dt>
          <dd>
            <span className={styles.partyName}>{recipient.name}</span>
            <span className={styles.account}>{recipient.accountNumber}</span>
          </dd>
        </div>
      </dl>
      {total === null ? (
        <p role="alert" className={styles.error}>
          These charges could not be read. Go back and try again.
        </p>
      ) : null}
      <div className={styles.actions}>
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
            Back
          </Button>
        ) : null}
        <Button
          variant="primary"
          isPending={isPending}
          pendingLabel="Sending"
          isDisabled={total === null}
          onPress={() => {
            if (fired.current || isPending) return;
            fired.current = true;
            onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </section>
  );
}
