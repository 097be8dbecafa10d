// The loading overlay and the two receipt modals of the common layout (spec §2). They are closed
// on a page's first paint, so GlobalOverlays loads this module (and react-aria's modal code with
// it) only when one of them is first wanted. Each receipt can be downloaded or shared as the
// gateway's PDF.
import { LoadingOverlay, ReceiptModal } from '@savewin/ui';
import { useAtom, useAtomValue } from 'jotai';

import { loadingOverlayAtom, paymentReceiptAtom, receiptAtom } from './feedback';
import { useReceiptDocument } from './useReceiptDocument';

export default function ModalOverlays() {
  const loading = useAtomValue(loadingOverlayAtom);
  const [receipt, setReceipt] = useAtom(receiptAtom);
  const [paymentReceipt, setPaymentReceipt] = useAtom(paymentReceiptAtom);
  const receiptDocument = useReceiptDocument(receipt?.transactionId ?? null);
  const paymentDocument = useReceiptDocument(paymentReceipt?.transactionId ?? null);
  return (
    <>
      <LoadingOverlay isVisible={loading > 0} label="Please wait" />
      <ReceiptModal
        isOpen={receipt !== null}
        onOpenChange={(open) => !open && setReceipt(null)}
        receipt={receipt}
        {...receiptDocument}
      />
      <ReceiptModal
        isOpen={paymentReceipt !== null}
        onOpenChange={(open) => !open && setPaymentReceipt(null)}
        receipt={paymentReceipt}
        {...paymentDocument}
      />
    </>
  );
}
