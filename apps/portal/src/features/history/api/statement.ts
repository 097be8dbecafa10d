// The SAVE & WIN statement as the history screen asks the gateway for it: one filtered page, or a
// period as CSV text or as the gateway's PDF (opening and closing balance, every entry, totals,
// verification code). The screen and its download helper call these, never the gateway client.
import { type OperationParameters, readEnvelope } from '@savewin/api';

import { api } from '../../../shared/api/client';
import { fileNameOf, pdfFile } from '../../../shared/documents';

type StatementQuery = NonNullable<OperationParameters<'getStatement'>['query']>;

/** A statement period; either end may be open. */
export interface StatementPeriod {
  from?: string;
  to?: string;
}

export function readStatementPage(accountNumber: string, query: StatementQuery) {
  return readEnvelope(
    api.GET('/api/transaction-service/statement/{accountNumber}', {
      params: { path: { accountNumber }, query },
    }),
  );
}

/** The period's statement as CSV text ('' when the answer has none). */
export async function readStatementCsv(accountNumber: string, period: StatementPeriod): Promise<string> {
  // The client has already turned any answer but 200 into a GatewayError.
  const { data: csv = '' } = await api.GET('/api/transaction-service/statement/{accountNumber}/export', {
    params: { path: { accountNumber }, query: period },
    parseAs: 'text',
  });
  return csv;
}

/** The period's statement as the gateway's PDF, named as the gateway names it. */
export async function readStatementPdf(accountNumber: string, period: StatementPeriod): Promise<File> {
  const { data, response } = await api.GET('/api/transaction-service/statement/{accountNumber}/pdf', {
    params: { path: { accountNumber }, query: period },
    parseAs: 'blob',
  });
  return pdfFile(data, fileNameOf(response, `statement-${accountNumber}.pdf`));
}
