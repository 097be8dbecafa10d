// A transaction's receipt as the gateway's PDF (with its verification code): the receipt modal
// downloads or shares it from any screen that shows a receipt.
import { pdfFile, fileNameOf } from '../documents';

import { api } from './client';

export async function readReceiptPdf(transactionId: string): Promise<File> {
  const { data, response } = await api.GET('/api/transaction-service/transaction/{transactionId}/receipt', {
    params: { path: { transactionId } },
    parseAs: 'blob',
  });
  return pdfFile(data, fileNameOf(response, `receipt-${transactionId}.pdf`));
}
