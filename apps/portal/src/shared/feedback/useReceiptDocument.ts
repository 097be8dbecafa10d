// The receipt modal's document actions: the receipt of the open transaction as the gateway's PDF
// (with its verification code), downloaded, or shared through the device's share sheet where the
// browser can share files.
import { useEffect, useState } from 'react';

import { failureMessage } from '../api/client';
import { readReceiptPdf } from '../api/receipts';
import { canSharePdf, downloadBlob, shareOrDownload } from '../documents';

type Action = 'download' | 'share';

export function useReceiptDocument(transactionId: string | null) {
  const [pendingAction, setPendingAction] = useState<Action | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  // A message about one receipt is not shown on the next one.
  useEffect(() => setActionError(null), [transactionId]);

  async function run(action: Action) {
    if (!transactionId || pendingAction) return;
    setPendingAction(action);
    setActionError(null);
    try {
      const file = await readReceiptPdf(transactionId);
      if (action === 'share') await shareOrDownload(file, 'SAVE & WIN receipt');
      else downloadBlob(file.name, file);
    } catch (error) {
      setActionError(failureMessage(error));
    } finally {
      setPendingAction(null);
    }
  }

  return {
    pendingAction,
    actionError,
    onDownload: () => void run('download'),
    ...(canSharePdf() ? { onShare: () => void run('share') } : {}),
  };
}
