// Recent Activity: statement rows signed by the direction of their money for the account shown
// ('+' in, '-' out, in the money-in / money-out colours), labels with spaces for underscores and
// relative times. Money in is signed only once it arrived (settledSign): a deposit still waiting,
// held for a person or failed credited nothing, so it reads unsigned, in no money colour. 5 rows, 20 when expanded; the screen owns the expanded state. Without
// onExpandedChange it lists every row it is given (a page of the full transaction history).
import {
  RECENT_ACTIVITY_ROWS,
  directionSign,
  goalRowAmount,
  humaniseLabel,
  recentActivityRows,
  settledSign,
  timeAgo,
  type MoneyDirection,
} from '@savewin/core';
import { useId } from 'react';
import { Button as RACButton } from 'react-aria-components';

import { Button } from '../../primitives/Button';
import { Icon, type IconGlyph } from '../../primitives/Icon';
import {
  ArrowDownLeft,
  ArrowDownToLine,
  ArrowUpFromLine,
  ArrowUpRight,
  Landmark,
  Percent,
  ReceiptText,
  RotateCcw,
  Smartphone,
  Trophy,
} from '../../primitives/Icon/icons';
import { Spinner } from '../../primitives/Spinner';
import { showCedis, type ApiAmount } from '../../private/componentMoney';
import { CONTENT_PAINT, contentPaint } from '../../private/contentPaint';

import * as styles from './TransactionList.css';

/** A row of the SAVE & WIN statement or transaction history, as the API gives it. */
export interface StatementRow {
  transactionDate: string;
  amount: ApiAmount;
  transactionType: string;
  status?: string | null;
  destinationAccountNumber?: string | null;
  narration?: string | null;
  transactionId?: string | null;
  /** Which way the money went for the account shown: CREDIT in, DEBIT out. */
  direction: MoneyDirection;
}

/** A row of a goal account's full statement. */
export interface GoalStatementRow {
  transactionDate: string;
  debitAmount: ApiAmount;
  creditAmount: ApiAmount;
  direction: MoneyDirection;
  narration?: string | null;
  transactionType?: string | null;
}

/** Either kind of row; a goal row is told apart by its debitAmount. */
export type ActivityRow = StatementRow | GoalStatementRow;

export interface TransactionListProps {
  /** The rows, as the API gives them (statement or goal rows). */
  rows: readonly ActivityRow[];
  /** Opens the row's details (the receipt modal); without it rows are read-only. */
  onSelect?: (row: ActivityRow) => void;
  /** Heading of the list. */
  title?: string;
  /** Show 20 rows instead of 5; toggled by 'See more' / 'See less'. */
  isExpanded?: boolean;
  /** Omitted: no toggle, every row given is listed (the screen pages them). */
  onExpandedChange?: (isExpanded: boolean) => void;
  /** Shows a spinner instead of rows. */
  isLoading?: boolean;
  /** The clock relative times are measured from (stories and tests pin it). */
  now?: Date;
  /** Shown when there are no rows. */
  emptyText?: string;
}

interface ViewRow {
  key: string;
  glyph: IconGlyph;
  label: string;
  detail: string;
  /** null: no money came in (a deposit not credited). */
  sign: '+' | '-' | null;
  amount: string;
  when: string;
}

/** What kind of money movement a row is, at a glance; the label beside it says it in words. */
const KIND_GLYPHS: Readonly<Record<string, IconGlyph>> = {
  DEPOSIT: ArrowDownToLine,
  WITHDRAWAL: ArrowUpFromLine,
  BANK_TRANSFER: Landmark,
  MOMO: Smartphone,
  BILL_PAYMENT: ReceiptText,
  FEE: ReceiptText,
  INTEREST: Percent,
  PRIZE: Trophy,
  REVERSAL: RotateCcw,
};

/** The row's glyph: its kind's, else the way its money went. */
function rowGlyph(type: string | null | undefined, direction: MoneyDirection): IconGlyph {
  return (type ? KIND_GLYPHS[type] : undefined) ?? (direction === 'CREDIT' ? ArrowDownLeft : ArrowUpRight);
}

export function isGoalRow(row: ActivityRow): row is GoalStatementRow {
  return 'debitAmount' in row;
}

function toView(row: ActivityRow, index: number, now: Date): ViewRow {
  const sign = directionSign(row.direction);
  if (isGoalRow(row)) {
    return {
      key: `${row.transactionDate}-${index}`,
      glyph: rowGlyph(row.transactionType, row.direction),
      label: humaniseLabel(row.transactionType ?? row.direction),
      detail: row.narration ?? '',
      sign,
      amount: showCedis(goalRowAmount(row), { signed: sign }),
      when: timeAgo(row.transactionDate, now),
    };
  }
  const moved = settledSign(row.direction, row.status);
  return {
    key: row.transactionId ?? `${row.transactionDate}-${index}`,
    glyph: rowGlyph(row.transactionType, row.direction),
    label: humaniseLabel(row.transactionType),
    detail: [row.status ? humaniseLabel(row.status) : '', row.narration ?? ''].filter(Boolean).join(' · '),
    sign: moved,
    amount: moved ? showCedis(row.amount, { signed: moved }) : showCedis(row.amount),
    when: timeAgo(row.transactionDate, now),
  };
}

/** The money colour of a sign: in, out, or none (nothing moved). */
function toneOf(sign: ViewRow['sign']): 'in' | 'out' | 'none' {
  return sign === '+' ? 'in' : sign === '-' ? 'out' : 'none';
}

function RowContent({ row, isFirst }: { row: ViewRow; isFirst: boolean }) {
  return (
    <>
      <span className={styles.badge({ sign: toneOf(row.sign) })}>
        <Icon icon={row.glyph} />
      </span>
      <span className={styles.main}>
        <span className={styles.label}>{row.label}</span>
        {row.detail ? <span className={styles.detail}>{row.detail}</span> : null}
      </span>
      <span className={styles.side}>
        <span
          className={styles.amount({ sign: toneOf(row.sign) })}
          {...(isFirst ? contentPaint(CONTENT_PAINT.activity) : {})}
        >
          {row.amount}
        </span>
        <span className={styles.detail}>{row.when}</span>
      </span>
    </>
  );
}

/** Recent activity: statement or goal rows with signed, coloured amounts and relative times. */
export function TransactionList({
  rows,
  onSelect,
  title = 'Recent Activity',
  isExpanded = false,
  onExpandedChange,
  isLoading = false,
  now = new Date(),
  emptyText = 'No transactions yet',
}: TransactionListProps) {
  const headingId = useId();
  const listId = useId();
  const shown = onExpandedChange ? recentActivityRows(rows, isExpanded) : rows;
  const canExpand = onExpandedChange !== undefined && rows.length > RECENT_ACTIVITY_ROWS;

  return (
    <section className={styles.root} aria-labelledby={headingId} aria-busy={isLoading || undefined}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {canExpand && !isLoading ? (
          <Button
            variant="ghost"
            size="small"
            aria-expanded={isExpanded}
            aria-controls={listId}
            onPress={() => onExpandedChange?.(!isExpanded)}
          >
            {isExpanded ? 'See less' : 'See more'}
          </Button>
        ) : null}
      </div>
      {isLoading ? (
        <div className={styles.state}>
          <Spinner aria-label="Loading transactions" />
        </div>
      ) : shown.length === 0 ? (
        <p className={styles.state}>{emptyText}</p>
      ) : (
        <ul id={listId} className={styles.list}>
          {shown.map((row, index) => {
            const view = toView(row, index, now);
            return (
              <li key={view.key} className={styles.item}>
                {onSelect ? (
                  <RACButton className={styles.row({ interactive: true })} onPress={() => onSelect(row)}>
                    <RowContent row={view} isFirst={index === 0} />
                  </RACButton>
                ) : (
                  <div className={styles.row({ interactive: false })}>
                    <RowContent row={view} isFirst={index === 0} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
