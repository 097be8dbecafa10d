// The statement of a period as the gateway's PDF (opening and closing balance, every entry, totals,
// verification code), saved as a download.
import { api } from '../../../shared/api/client';
import { downloadBlob, fileNameOf, pdfFile } from '../../../shared/documents';

export async function downloadStatementPdf(
  accountNumber: string,
  period: { from?: string; to?: string },
): Promise<void> {
  const { data, response } = await api.GET('/api/transaction-service/statement/{accountNumber}/pdf', {
    params: { path: { accountNumber }, query: period },
    parseAs: 'blob',
  });
  const file = await pdfFile(data, fileNameOf(response, `statement-${accountNumber}.pdf`));
  downloadBlob(file.name, file);
}
