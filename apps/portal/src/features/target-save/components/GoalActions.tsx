// What a customer can do with a goal besides funding it: edit it; break it
// before its due date, after reading what it costs (the gateway's break rule from the fee
// schedule, never worked out here); close it once it is empty. Breaking and closing are confirmed
// in a dialog whose Confirm shows a spinner and ignores presses until the gateway has answered;
// a break carries one transaction id per confirmation, so a retry never moves the money twice.
import { BusinessError, type CustomerGoal, type GoalBreakQuote } from '@savewin/api';
import { toPesewas } from '@savewin/core';
import { Button, ButtonLink, ConfirmDialog, InlineMessage, Inline } from '@savewin/ui';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { failureMessage } from '../../../shared/api/client';
import { reloadBalances } from '../../../shared/data/account';
import { notify } from '../../../shared/feedback/feedback';
import { cedis } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import { breakGoal, closeGoal, readGoalBreakQuote } from '../api/goals';
import { goalQuery, refreshGoals } from '../state/goals';

import * as styles from './targetSave.css';

type Dialog = { kind: 'break'; quote: GoalBreakQuote; transactionId: string } | { kind: 'close' } | null;

export function GoalActions({ goal }: { goal: CustomerGoal }) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState<'quote' | 'send' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sending = useRef(false);
  const empty = (toPesewas(goal.currentAmount) ?? 0) === 0;

  async function askToBreak() {
    if (busy) return;
    setBusy('quote');
    setError(null);
    try {
      const answer = await readGoalBreakQuote(goal.goalAccountNumber);
      if (!answer.isSuccess || !answer.result) throw new BusinessError(answer.displayMessage);
      setDialog({ kind: 'break', quote: answer.result, transactionId: crypto.randomUUID() });
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(null);
    }
  }

  async function confirm() {
    if (!dialog || sending.current) return;
    sending.current = true;
    setBusy('send');
    try {
      const answer =
        dialog.kind === 'break'
          ? await breakGoal(goal.goalAccountNumber, dialog.transactionId)
          : await closeGoal(goal.goalAccountNumber);
      if (!answer.isSuccess) throw new BusinessError(answer.displayMessage);
      // The goal is gone; balances and goals are read again (a failed reload has its own refresh).
      await Promise.all([reloadBalances(), refreshGoals()]).catch(() => undefined);
      const moved = answer.result && typeof answer.result === 'object' ? answer.result.amount : null;
      notify(
        'positive',
        dialog.kind === 'break'
          ? `Your goal has been broken.${moved ? ` ${cedis(moved)} was moved to your SAVE & WIN account.` : ''}`
          : answer.displayMessage,
      );
      setDialog(null);
      void navigate(paths.targetSave.getHref());
    } catch (failure) {
      setDialog(null);
      setError(failureMessage(failure));
    } finally {
      sending.current = false;
      setBusy(null);
    }
  }

  return (
    <>
      <Inline space="small">
        <ButtonLink variant="secondary" href={paths.editTargetSave.getHref(goalQuery(goal))}>
          Edit Goal
        </ButtonLink>
        {empty ? (
          <Button variant="secondary" onPress={() => setDialog({ kind: 'close' })}>
            Close Goal
          </Button>
        ) : (
          <Button
            variant="secondary"
            isPending={busy === 'quote'}
            pendingLabel="Checking what breaking costs"
            onPress={() => void askToBreak()}
          >
            Break Goal
          </Button>
        )}
      </Inline>
      {error ? <InlineMessage tone="critical">{error}</InlineMessage> : null}
      <ConfirmDialog
        isOpen={dialog?.kind === 'break'}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        title="Break Goal"
        message={
          dialog?.kind === 'break'
            ? `You are about to break '${goal.goalName}' before its due date. ${dialog.quote.rule}`
            : ''
        }
        confirmLabel="Break Goal"
        cancelLabel="Keep Saving"
        tone="danger"
        isPending={busy === 'send'}
        onConfirm={() => void confirm()}
      >
        {dialog?.kind === 'break' ? (
          <dl className={styles.figures}>
            {(
              [
                ['Goal balance', dialog.quote.currentAmount],
                ['Break fee', dialog.quote.fee],
                ['Interest you give up', dialog.quote.forfeitedInterest],
                ['You receive in SAVE & WIN', dialog.quote.amountToReceive],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd className={styles.figureValue}>{cedis(value)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={dialog?.kind === 'close'}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        title="Close Goal"
        message={`You are about to close '${goal.goalName}'. It holds no money. Please confirm.`}
        confirmLabel="Close Goal"
        cancelLabel="Cancel"
        isPending={busy === 'send'}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
