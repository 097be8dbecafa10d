// The overlays every page shares (spec §2 common layout).
import { humaniseLabel } from '@savewin/core';
import { useAtom, useAtomValue } from 'jotai';

import { cedis, dateText } from '../format';
import { Button, ModalDialog, Notice, Spinner, pendingStyles } from '../ui-pending';

import { loadingOverlayAtom, notificationsAtom, receiptAtom } from './feedback';

export function GlobalOverlays() {
  const notifications = useAtomValue(notificationsAtom);
  const loading = useAtomValue(loadingOverlayAtom);
  const [receipt, setReceipt] = useAtom(receiptAtom);
  return (
    <>
      <div
        aria-live="polite"
        aria-label="Notifications"
        role="region"
        style={{
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          zIndex: 200,
          padding: 8,
          display: 'grid',
          gap: 8,
        }}
      >
        {notifications.map((n) => (
          <Notice key={n.id} tone={n.tone}>
            {n.text}
          </Notice>
        ))}
      </div>
      {loading > 0 ? (
        <div className={pendingStyles.overlay} data-testid="loading-overlay">
          <Spinner label="Please wait" />
        </div>
      ) : null}
      <ModalDialog
        title="Transaction details"
        isOpen={receipt !== null}
        onOpenChange={(open) => !open && setReceipt(null)}
      >
        {receipt ? (
          <dl>
            <dt>Transaction type</dt>
            <dd>{humaniseLabel(receipt.transactionType)}</dd>
            <dt>Amount</dt>
            <dd>{cedis(receipt.amount)}</dd>
            <dt>Fee</dt>
            <dd>{cedis(receipt.feeAmount)}</dd>
            <dt>Date</dt>
            <dd>{dateText(receipt.transactionDate)}</dd>
            <dt>Transaction ID</dt>
            <dd>{receipt.transactionId ?? '—'}</dd>
            <dt>Status</dt>
            <dd>{humaniseLabel(receipt.status)}</dd>
            <dt>Recipient Details</dt>
            <dd>
              {receipt.narration} {receipt.destinationAccountNumber}
            </dd>
          </dl>
        ) : null}
        <Button onPress={() => setReceipt(null)}>Ok</Button>
      </ModalDialog>
    </>
  );
}
