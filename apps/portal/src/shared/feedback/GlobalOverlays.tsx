// The overlays every page shares (spec §2 common layout): the notification area, the loading
// overlay and the receipt (invoice) modal, all from the design system.
import { LoadingOverlay, ReceiptModal } from '@savewin/ui';
import { useAtom, useAtomValue } from 'jotai';

import { Notice } from '../ui-pending';

import { loadingOverlayAtom, notificationsAtom, paymentReceiptAtom, receiptAtom } from './feedback';
import * as styles from './GlobalOverlays.css';

export function GlobalOverlays() {
  const notifications = useAtomValue(notificationsAtom);
  const loading = useAtomValue(loadingOverlayAtom);
  const [receipt, setReceipt] = useAtom(receiptAtom);
  const [paymentReceipt, setPaymentReceipt] = useAtom(paymentReceiptAtom);
  return (
    <>
      <div role="region" aria-label="Notifications" className={styles.notificationArea}>
        {notifications.map((n) => (
          <Notice key={n.id} tone={n.tone}>
            {n.text}
          </Notice>
        ))}
      </div>
      <LoadingOverlay isVisible={loading > 0} label="Please wait" />
      <ReceiptModal
        isOpen={receipt !== null}
        onOpenChange={(open) => !open && setReceipt(null)}
        receipt={receipt ? { ...receipt, destination: receipt.narration } : null}
      />
      <ReceiptModal
        isOpen={paymentReceipt !== null}
        onOpenChange={(open) => !open && setPaymentReceipt(null)}
        receipt={paymentReceipt}
      />
    </>
  );
}
