// Documents the gateway issues and anyone may check: a receipt of one movement and a statement of
// an account for a period, as PDF files carrying a verification code (codes.ts), and the public
// check of such a code. The figures come from the ledger's reads; this module writes only its own
// table (issued_documents), never the ledger's.
import { formatAmount, maskAccountNumber } from '@savewin/core';

import type { Database, Queryable } from '../../db/database';
import type { Caller } from '../caller';
import { requireCustomer } from '../common';
import { DomainError } from '../errors';
import {
  accountStatement,
  assertOwnAccount,
  findCustomerTransaction,
  findTransaction,
  type TransactionRow,
  visibleId,
} from '../ledger/index';
import { ok, refused, type Outcome } from '../outcome';

import { codeHash, codeMaker, formatCode, normaliseCode } from './codes';
import { receiptPdf, statementPdf, type ReceiptFacts } from './pdf';

export const UNKNOWN_CODE_MESSAGE =
  'We could not find a document with this code. Please check the code and try again.';

export interface DocumentsDeps {
  db: Database;
  now(): Date;
  /** The gateway's secret: receipt codes are derived from it. */
  secret: string;
  /** The portal's origin: the check page's address printed on each document. */
  portalOrigin: string;
}

export interface IssuedFile {
  pdf: Buffer;
  filename: string;
  code: string;
}

interface Party {
  name: string;
  accountNumber: string;
}

/** What the public check shows of a receipt: the figures, the parties' numbers masked. */
export interface ReceiptCheck {
  transactionId: string;
  transactionType: string;
  amount: string;
  feeAmount: string;
  elevyAmount: string;
  status: string;
  transactionDate: string;
  from: Party;
  to: Party;
  /** A merchant payment's till, when the code named one. */
  terminalId?: string;
}

export interface StatementCheck {
  accountHolder: string;
  accountNumber: string;
  from: string;
  to: string;
  openingBalance: string;
  closingBalance: string;
  moneyIn: string;
  moneyOut: string;
  rowCount: number;
}

export interface DocumentCheck {
  kind: 'RECEIPT' | 'STATEMENT';
  code: string;
  issuedAt: string;
  receipt: ReceiptCheck | null;
  statement: StatementCheck | null;
}

/** The name a customer goes by on their documents. */
async function holderName(q: Queryable, customerNumber: string | null): Promise<string> {
  if (!customerNumber) return '';
  const [row] = await q.query<{ name: string | null }>(
    `SELECT coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), ''), profile_name) AS name
       FROM leads WHERE customer_number = $1`,
    [customerNumber],
  );
  return row?.name ?? '';
}

/** Who paid and who was paid, as the receipt reads whichever side downloads it. */
async function partiesOf(q: Queryable, row: TransactionRow): Promise<{ from: Party; to: Party }> {
  const holder = { name: await holderName(q, row.customer_number), accountNumber: row.account_number };
  const other = {
    name: row.destination_name ?? '',
    accountNumber: row.destination_account_number ?? '',
  };
  switch (row.transaction_type) {
    case 'DEPOSIT':
    case 'REQUEST MONEY':
      return { from: other, to: holder };
    case 'INTEREST':
      return { from: { name: 'SAVE & WIN interest', accountNumber: '' }, to: holder };
    case 'PRIZE':
      return { from: { name: 'SAVE & WIN prize draw', accountNumber: '' }, to: holder };
    default:
      return { from: holder, to: other };
  }
}

async function receiptFacts(q: Queryable, row: TransactionRow): Promise<ReceiptFacts> {
  // A merchant payment keeps the merchant's till where a transfer keeps a sort code.
  const terminalId =
    row.transaction_type === 'MERCHANT_PAYMENT' && row.destination_sort_code
      ? row.destination_sort_code
      : null;
  return {
    ...(terminalId ? { terminalId } : {}),
    transactionId: visibleId(row),
    transactionType: row.transaction_type,
    status: row.status,
    date: new Date(row.created_at),
    amount: Number(row.amount),
    fee: Number(row.fee_amount),
    levy: Number(row.elevy_amount),
    ...(await partiesOf(q, row)),
    narration: row.narration,
  };
}

const masked = (party: Party): Party => ({
  name: party.name,
  accountNumber: party.accountNumber ? maskAccountNumber(party.accountNumber) : '',
});

export function createDocuments(deps: DocumentsDeps) {
  const { db } = deps;
  const codes = codeMaker(deps.secret);
  const checkUrl = (code: string) => `${deps.portalOrigin.replace(/\/+$/, '')}/check-document#${code}`;

  async function record(
    q: Queryable,
    code: string,
    entry: { kind: 'RECEIPT' | 'STATEMENT'; customerNumber: string; reference: string; facts: unknown },
  ): Promise<void> {
    await q.query(
      `INSERT INTO issued_documents (code_hash, kind, customer_number, reference, facts, issued_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (code_hash) DO NOTHING`,
      [
        codeHash(code),
        entry.kind,
        entry.customerNumber,
        entry.reference,
        JSON.stringify(entry.facts),
        deps.now(),
      ],
    );
  }

  return {
    /** The receipt of one of the caller's movements (also one sent to them) as a PDF file. */
    async receipt(auth: Caller | null, transactionId: string): Promise<IssuedFile> {
      const caller = requireCustomer(auth);
      const row = await findCustomerTransaction(db, caller.customerNumber, transactionId);
      if (!row) throw new DomainError('NOT_FOUND', 'We could not find that transaction.');
      const code = codes.receipt(row.transaction_id);
      const facts = await receiptFacts(db, row);
      // The first download fixes when the receipt was first issued; the figures are read live.
      await record(db, code, {
        kind: 'RECEIPT',
        customerNumber: caller.customerNumber,
        reference: row.transaction_id,
        facts: {},
      });
      const shown = formatCode(code);
      const pdf = await receiptPdf(facts, { code: shown, url: checkUrl(shown) }, deps.now());
      return { pdf, filename: `receipt-${visibleId(row).replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`, code: shown };
    },

    /** The statement of one of the caller's accounts for a period as a PDF file. */
    async statement(
      auth: Caller | null,
      accountNumber: string,
      query: { from?: string; to?: string },
    ): Promise<IssuedFile> {
      const caller = requireCustomer(auth);
      await assertOwnAccount(db, accountNumber, caller.customerNumber);
      const now = deps.now();
      const statement = await accountStatement(db, accountNumber, query, now);
      const holder = await holderName(db, caller.customerNumber);
      const code = codes.statement();
      const facts: StatementCheck = {
        accountHolder: holder,
        accountNumber: maskAccountNumber(accountNumber),
        from: statement.from,
        to: statement.to,
        openingBalance: formatAmount(statement.opening),
        closingBalance: formatAmount(statement.closing),
        moneyIn: formatAmount(statement.moneyIn),
        moneyOut: formatAmount(statement.moneyOut),
        rowCount: statement.lines.length,
      };
      const shown = formatCode(code);
      const pdf = await statementPdf({ ...statement, holder }, { code: shown, url: checkUrl(shown) }, now);
      await record(db, code, {
        kind: 'STATEMENT',
        customerNumber: caller.customerNumber,
        reference: accountNumber,
        facts,
      });
      return {
        pdf,
        filename: `statement-${accountNumber}-${statement.from}-${statement.to}.pdf`,
        code: shown,
      };
    },

    /** Public: whether the gateway issued the document with this code, and its key figures. */
    async check(text: string): Promise<Outcome<DocumentCheck>> {
      const code = normaliseCode(text);
      if (!code) return refused(UNKNOWN_CODE_MESSAGE);
      const [doc] = await db.query<{
        kind: 'RECEIPT' | 'STATEMENT';
        reference: string;
        facts: StatementCheck | string;
        issued_at: Date | string;
      }>(`SELECT kind, reference, facts, issued_at FROM issued_documents WHERE code_hash = $1`, [
        codeHash(code),
      ]);
      if (!doc) return refused(UNKNOWN_CODE_MESSAGE);
      const base = {
        kind: doc.kind,
        code: formatCode(code),
        issuedAt: new Date(doc.issued_at).toISOString(),
      };
      if (doc.kind === 'STATEMENT') {
        const facts = typeof doc.facts === 'string' ? (JSON.parse(doc.facts) as StatementCheck) : doc.facts;
        return ok({ ...base, receipt: null, statement: facts }, 'SAVE & WIN issued this statement.');
      }
      const row = await findTransaction(db, doc.reference);
      if (!row) return refused(UNKNOWN_CODE_MESSAGE);
      const facts = await receiptFacts(db, row);
      return ok(
        {
          ...base,
          statement: null,
          receipt: {
            transactionId: facts.transactionId,
            transactionType: facts.transactionType,
            amount: formatAmount(facts.amount),
            feeAmount: formatAmount(facts.fee),
            elevyAmount: formatAmount(facts.levy),
            status: facts.status,
            transactionDate: facts.date.toISOString(),
            from: masked(facts.from),
            to: masked(facts.to),
            ...(facts.terminalId ? { terminalId: facts.terminalId } : {}),
          },
        },
        'SAVE & WIN issued this receipt.',
      );
    },
  };
}

export type Documents = ReturnType<typeof createDocuments>;
