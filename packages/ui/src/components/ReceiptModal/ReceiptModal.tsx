// The transaction summary (receipt) shown after a payment and when a Recent Activity row is opened.
import { formatDate, humaniseLabel, settledSign, toDate, type MoneyDirection } from '@savewin/core';
import { useId } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

import { Button } from '../../primitives/Button';
import { InlineMessage } from '../../primitives/InlineMessage';
import { showCedis, type ApiAmount } from '../../private/componentMoney';
import * as shared from '../../private/componentStyles.css';

import * as styles from './ReceiptModal.css';

/** The transaction summary fields of spec §3, as the API gives them. */
export interface Receipt {
  transactionType: string;
  amount: ApiAmount;
  feeAmount: ApiAmount;
  transactionDate: string;
  transactionId: string;
  status: string;
  destination?: string | null;
  destinationAccountNumber?: string | null;
  /** The merchant's till a QR payment paid, named under the merchant. */
  terminalId?: string | null;
  /**
   * Which way the money went for the customer's account (a statement row has it): the amount
   * then reads '+' or '-' in the money-in or money-out colour, as in the list it was opened from,
   * once money in arrived (settledSign: a deposit not credited reads unsigned).
   */
  direction?: MoneyDirection | null;
}

export interface ReceiptModalProps {
  /** Whether the dialog is shown (controlled). */
  isOpen: boolean;
  /** Called with false when the customer closes it. */
  onOpenChange: (isOpen: boolean) => void;
  /** The transaction to show; null while none is chosen. */
  receipt: Receipt | null;
  /** Heading of the receipt. */
  title?: string;
  /** Saves the receipt as a PDF file; the 'Download PDF' button shows only when given. */
  onDownload?: () => void;
  /** Opens the device's share sheet with the receipt's PDF; the 'Share' button shows only when given. */
  onShare?: () => void;
  /** Which of the two is under way: its button shows a spinner and neither can be pressed again. */
  pendingAction?: 'download' | 'share' | null;
  /** Why the last download or share failed, shown above the buttons. */
  actionError?: string | null;
}

/** '12 Mar 2026, 14:05' in Accra time; '' for a date that is not one. */
export function formatReceiptDate(value: string): string {
  const date = toDate(value);
  if (!date) return '';
  const time = date.toLocaleTimeString('en-GB', {
    timeZone: 'Africa/Accra',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${formatDate(date)}, ${time}`;
}

/** The receipt of one transaction: amount, parties, reference and date. */
export function ReceiptModal({
  isOpen,
  onOpenChange,
  receipt,
  title = 'Transaction Summary',
  onDownload,
  onShare,
  pendingAction = null,
  actionError = null,
}: ReceiptModalProps) {
  const busy = pendingAction !== null;
  const documentActions = [
    ...(onShare ? [{ action: 'share' as const, label: 'Share', onPress: onShare }] : []),
    ...(onDownload ? [{ action: 'download' as const, label: 'Download PDF', onPress: onDownload }] : []),
  ];
  const recipientId = useId();
  const sign = receipt?.direction ? settledSign(receipt.direction, receipt.status) : null;
  return (
    <ModalOverlay
      isOpen={isOpen && receipt !== null}
      onOpenChange={onOpenChange}
      isDismissable
      className={shared.overlay}
    >
      <Modal className={shared.modal}>
        <Dialog className={shared.dialog}>
          {({ close }) =>
            receipt ? (
              <>
                <Heading slot="title" className={shared.dialogTitle}>
                  {title}
                </Heading>
                <p className={styles.type}>{humaniseLabel(receipt.transactionType)}</p>
                <dl className={shared.detailList}>
                  <dt>Amount</dt>
                  {sign ? (
                    <dd className={styles.signedMoney({ sign: sign === '+' ? 'in' : 'out' })}>
                      {showCedis(receipt.amount, { signed: sign })}
                    </dd>
                  ) : (
                    <dd className={styles.money}>{showCedis(receipt.amount)}</dd>
                  )}
                  <dt>Fee</dt>
                  <dd className={styles.money}>{showCedis(receipt.feeAmount)}</dd>
                  <dt>Date</dt>
                  <dd>{formatReceiptDate(receipt.transactionDate) || 'Unavailable'}</dd>
                  <dt>Transaction ID</dt>
                  <dd className={styles.code}>{receipt.transactionId}</dd>
                  <dt>Status</dt>
                  <dd>{humaniseLabel(receipt.status)}</dd>
                </dl>
                <section className={styles.recipient} aria-labelledby={recipientId}>
                  <h3 id={recipientId} className={styles.sectionTitle}>
                    Recipient Details
                  </h3>
                  <p className={styles.line}>{receipt.destination || 'Unavailable'}</p>
                  <p className={styles.code}>{receipt.destinationAccountNumber || 'Unavailable'}</p>
                  {receipt.terminalId ? <p className={styles.line}>Till {receipt.terminalId}</p> : null}
                </section>
                {actionError ? <InlineMessage tone="critical">{actionError}</InlineMessage> : null}
                <div className={shared.actions}>
                  {documentActions.map(({ action, label, onPress }) => (
                    <Button
                      key={action}
                      variant="secondary"
                      onPress={onPress}
                      isPending={pendingAction === action}
                      isDisabled={busy && pendingAction !== action}
                      pendingLabel="Preparing the receipt"
                    >
                      {label}
                    </Button>
                  ))}
                  <Button variant="primary" onPress={close}>
                    Ok
                  </Button>
                </div>
              </>
            ) : null
          }
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
