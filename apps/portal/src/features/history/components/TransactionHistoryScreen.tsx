// The full transaction history (/transact/transaction-history; ARCHITECTURE difference 8): the
// SAVE & WIN statement searched and filtered by type, status and period on the gateway, 20 rows a
// page, a receipt per row, and the period's statement as CSV or as the gateway's PDF.
import type { StatementPage } from '@savewin/api';
import { humaniseLabel } from '@savewin/core';
import {
  Button,
  calendarDay,
  ChoiceChips,
  DatePicker,
  EmptyState,
  ErrorState,
  Inline,
  InlineMessage,
  TextField,
  TransactionList,
} from '@savewin/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { Form } from 'react-aria-components';

import { failureMessage } from '../../../shared/api/client';
import { mainAccountAtom } from '../../../shared/data/selectors';
import { receiptAtom } from '../../../shared/feedback/feedback';
import { useTimedMessage } from '../../../shared/feedback/useTimedMessage';
import * as layout from '../../../shared/layout.css';
import { MoneyInsights } from '../../insights';
import { readStatementCsv } from '../api/statement';
import { downloadCsv } from '../state/downloadCsv';
import { downloadStatementPdf } from '../state/downloadStatementPdf';
import {
  HISTORY_STATUSES,
  HISTORY_TYPES,
  NO_FILTERS,
  pageCount,
  periodError,
  type HistoryFilters,
} from '../state/historyFilters';
import { useStatementPage } from '../state/useStatementPage';

const typeOptions = [
  { id: 'ALL', label: 'All' },
  ...HISTORY_TYPES.map((t) => ({ id: t, label: humaniseLabel(t) })),
];
const statusOptions = [
  { id: 'ALL', label: 'All' },
  ...HISTORY_STATUSES.map((s) => ({ id: s, label: humaniseLabel(s) })),
];

export function TransactionHistoryScreen() {
  const account = useAtomValue(mainAccountAtom);
  if (!account) {
    return (
      <>
        <h1>Transaction History</h1>
        <EmptyState
          title="No account yet"
          description="Your transactions show here once your account is open."
        />
      </>
    );
  }
  return <History accountNumber={account.accountNumber} />;
}

function History({ accountNumber }: { accountNumber: string }) {
  const openReceipt = useSetAtom(receiptAtom);
  // What the form shows, and what the list was asked for (applied on Apply).
  const [draft, setDraft] = useState<HistoryFilters>(NO_FILTERS);
  const [applied, setApplied] = useState<HistoryFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState<'csv' | 'pdf' | null>(null);
  const message = useTimedMessage();
  const { show } = message;
  const onRefusal = useCallback((text: string) => show('critical', text), [show]);
  const { load, retry } = useStatementPage(accountNumber, applied, page, onRefusal);

  function apply() {
    const invalid = periodError(draft);
    if (invalid) {
      message.show('critical', invalid);
      return;
    }
    message.clear();
    setApplied(draft);
    setPage(1);
  }

  async function exportStatement(format: 'csv' | 'pdf') {
    if (exporting) return;
    const invalid = periodError(draft);
    if (invalid) {
      message.show('critical', invalid);
      return;
    }
    setExporting(format);
    try {
      const period = { ...(draft.from ? { from: draft.from } : {}), ...(draft.to ? { to: draft.to } : {}) };
      if (format === 'pdf') {
        await downloadStatementPdf(accountNumber, period);
        return;
      }
      const csv = await readStatementCsv(accountNumber, period);
      downloadCsv(`statement-${accountNumber}-${draft.from || 'recent'}-${draft.to || 'today'}.csv`, csv);
    } catch (error) {
      message.show('critical', failureMessage(error));
    } finally {
      setExporting(null);
    }
  }

  const loaded = load.kind === 'loaded' ? load.page : null;
  const pages = loaded ? pageCount(loaded.total) : 1;

  return (
    <>
      <h1>Transaction History</h1>
      <Form
        aria-label="Filter transactions"
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
        className={layout.form}
      >
        <TextField
          label="Search transactions"
          type="search"
          value={draft.search}
          onChange={(search) => setDraft({ ...draft, search })}
          placeholder="Narration, transaction ID or account number"
          maxLength={64}
        />
        <ChoiceChips
          label="Type"
          options={typeOptions}
          value={draft.transactionType}
          onChange={(transactionType) =>
            setDraft({ ...draft, transactionType: transactionType as HistoryFilters['transactionType'] })
          }
        />
        <ChoiceChips
          label="Status"
          options={statusOptions}
          value={draft.status}
          onChange={(status) => setDraft({ ...draft, status: status as HistoryFilters['status'] })}
        />
        <Inline space="large" alignY="top">
          {/* react-aria's date fields, not the browser's: they follow the portal's en-GH locale
              (dd/mm/yyyy), where a native date input follows the browser's language. */}
          <DatePicker
            label="From"
            value={draft.from ? calendarDay(draft.from) : null}
            onChange={(from) => setDraft({ ...draft, from: from?.toString() ?? '' })}
          />
          <DatePicker
            label="To"
            value={draft.to ? calendarDay(draft.to) : null}
            onChange={(to) => setDraft({ ...draft, to: to?.toString() ?? '' })}
          />
        </Inline>
        {message.message ? (
          <InlineMessage tone={message.message.tone}>{message.message.text}</InlineMessage>
        ) : null}
        <Inline space="medium">
          <Button type="submit">Apply</Button>
          <Button
            variant="secondary"
            onPress={() => {
              setDraft(NO_FILTERS);
              setApplied(NO_FILTERS);
              setPage(1);
            }}
          >
            Clear filters
          </Button>
          <Button
            variant="secondary"
            isPending={exporting === 'csv'}
            isDisabled={exporting === 'pdf'}
            onPress={() => void exportStatement('csv')}
          >
            Export CSV
          </Button>
          <Button
            variant="secondary"
            isPending={exporting === 'pdf'}
            isDisabled={exporting === 'csv'}
            pendingLabel="Preparing the statement"
            onPress={() => void exportStatement('pdf')}
          >
            Statement PDF
          </Button>
        </Inline>
      </Form>
      {load.kind === 'failed' ? (
        <ErrorState onRetry={retry} />
      ) : (
        <TransactionList
          title="Transactions"
          rows={loaded?.items ?? []}
          isLoading={load.kind === 'loading'}
          onSelect={(row) => openReceipt(row as StatementPage['items'][number])}
          emptyText="No transactions match these filters"
        />
      )}
      {loaded && loaded.total > 0 ? (
        <Inline as="nav" aria-label="Pages" space="medium">
          <Button variant="secondary" isDisabled={page <= 1} onPress={() => setPage(page - 1)}>
            Previous
          </Button>
          <span aria-live="polite">
            Page {page} of {pages} · {loaded.total} transaction{loaded.total === 1 ? '' : 's'}
          </span>
          <Button variant="secondary" isDisabled={page >= pages} onPress={() => setPage(page + 1)}>
            Next
          </Button>
        </Inline>
      ) : null}
      <MoneyInsights accountNumber={accountNumber} />
    </>
  );
}
