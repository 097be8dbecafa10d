// The statement of a period as the gateway's PDF (opening and closing balance, every entry, totals,
// verification code), saved as a download.
import { downloadBlob } from '../../../shared/documents';
import { readStatementPdf, type StatementPeriod } from '../api/statement';

export async function downloadStatementPdf(accountNumber: string, period: StatementPeriod): Promise<void> {
  const file = await readStatementPdf(accountNumber, period);
  downloadBlob(file.name, file);
}
