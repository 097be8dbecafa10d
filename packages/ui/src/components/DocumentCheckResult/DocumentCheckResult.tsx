// The answer of the public document check: that SAVE & WIN issued the receipt or statement whose
// code was entered, and its key figures, as a landlord, an embassy or a lender needs them.
import { formatDate, humaniseLabel } from '@savewin/core';
import { Heading } from 'react-aria-components';

import { Card } from '../../primitives/Card';
import { showCedis, type ApiAmount } from '../../private/componentMoney';
import * as shared from '../../private/componentStyles.css';
import { formatReceiptDate } from '../ReceiptModal';

import * as styles from './DocumentCheckResult.css';

export interface DocumentParty {
  name: string;
  /** Masked by the gateway ('100****567'); '' when none. */
  accountNumber: string;
}

/** What the check shows of a document, as the gateway answers it. */
export interface DocumentCheck {
  kind: 'RECEIPT' | 'STATEMENT';
  code: string;
  issuedAt: string;
  receipt: {
    transactionId: string;
    transactionType: string;
    amount: ApiAmount;
    feeAmount: ApiAmount;
    elevyAmount: ApiAmount;
    status: string;
    transactionDate: string;
    from: DocumentParty;
    to: DocumentParty;
  } | null;
  statement: {
    accountHolder: string;
    accountNumber: string;
    from: string;
    to: string;
    openingBalance: ApiAmount;
    closingBalance: ApiAmount;
    moneyIn: ApiAmount;
    moneyOut: ApiAmount;
    rowCount: number;
  } | null;
}

export interface DocumentCheckResultProps {
  /** The gateway's answer for a code it issued: the document's kind, code and key figures. */
  check: DocumentCheck;
}

const party = (p: DocumentParty) => [p.name, p.accountNumber].filter(Boolean).join(', ') || 'Unavailable';

function Tick() {
  return (
    <svg className={styles.mark} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" fill="none">
      <path
        d="M6 10.5l2.5 2.5L14 7.5M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16z"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A confirmed document: the verdict, then its key figures. */
export function DocumentCheckResult({ check }: DocumentCheckResultProps) {
  const what = check.kind === 'RECEIPT' ? 'receipt' : 'statement';
  return (
    <Card aria-label={`Checked ${what}`}>
      <p className={styles.verdict}>
        <Tick />
        SAVE &amp; WIN issued this {what}.
      </p>
      <Heading level={2} className={shared.dialogTitle}>
        {check.kind === 'RECEIPT' ? 'Transaction receipt' : 'Statement of account'}
      </Heading>
      <dl className={shared.detailList}>
        <dt>Verification code</dt>
        <dd className={styles.code}>{check.code}</dd>
        <dt>First issued</dt>
        <dd>{formatReceiptDate(check.issuedAt) || 'Unavailable'}</dd>
        {check.receipt ? (
          <>
            <dt>Transaction ID</dt>
            <dd className={styles.code}>{check.receipt.transactionId}</dd>
            <dt>Type</dt>
            <dd>{humaniseLabel(check.receipt.transactionType)}</dd>
            <dt>Amount</dt>
            <dd className={styles.money}>{showCedis(check.receipt.amount)}</dd>
            <dt>Fee</dt>
            <dd className={styles.money}>{showCedis(check.receipt.feeAmount)}</dd>
            <dt>E-Levy</dt>
            <dd className={styles.money}>{showCedis(check.receipt.elevyAmount)}</dd>
            <dt>Status now</dt>
            <dd>{humaniseLabel(check.receipt.status)}</dd>
            <dt>Date</dt>
            <dd>{formatReceiptDate(check.receipt.transactionDate) || 'Unavailable'}</dd>
            <dt>From</dt>
            <dd>{party(check.receipt.from)}</dd>
            <dt>To</dt>
            <dd>{party(check.receipt.to)}</dd>
          </>
        ) : null}
        {check.statement ? (
          <>
            <dt>Account holder</dt>
            <dd>{check.statement.accountHolder || 'Unavailable'}</dd>
            <dt>Account</dt>
            <dd className={styles.code}>{check.statement.accountNumber}</dd>
            <dt>Period</dt>
            <dd>
              {formatDate(check.statement.from)} to {formatDate(check.statement.to)}
            </dd>
            <dt>Opening balance</dt>
            <dd className={styles.money}>{showCedis(check.statement.openingBalance)}</dd>
            <dt>Money in</dt>
            <dd className={styles.money}>{showCedis(check.statement.moneyIn)}</dd>
            <dt>Money out</dt>
            <dd className={styles.money}>{showCedis(check.statement.moneyOut)}</dd>
            <dt>Closing balance</dt>
            <dd className={styles.money}>{showCedis(check.statement.closingBalance)}</dd>
            <dt>Entries</dt>
            <dd>{check.statement.rowCount}</dd>
          </>
        ) : null}
      </dl>
      <p className={styles.note}>
        {check.kind === 'RECEIPT'
          ? 'The status is as it stands now; it may have moved on since the receipt was printed. Account and phone numbers are partly hidden.'
          : 'These are the figures printed on the statement when it was issued. The account number is partly hidden.'}
      </p>
    </Card>
  );
}
