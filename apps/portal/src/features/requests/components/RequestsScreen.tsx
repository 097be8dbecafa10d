// Requests between customers at /requests (the bell's notices link here): what others
// asked of the customer, to pay (with the PIN, through the shared transaction flow) or decline,
// and what the customer asked, to cancel while it waits. Asking is on Request Money.
import type { MoneyRequest } from '@savewin/api';
import { amountTextToPesewas, confirmSendText } from '@savewin/core';
import {
  ButtonLink,
  ErrorState,
  InlineMessage,
  MoneyRequestList,
  Spinner,
  Stack,
  type MoneyRequestItem,
} from '@savewin/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';

import { reloadBalances } from '../../../shared/data/account';
import { mainAccountAtom, subscriptionAtom } from '../../../shared/data/selectors';
import { paths } from '../../../shared/paths';
import * as styles from '../../../shared/payment/payment.css';
import { TransactionFlow, useTransactionFlow } from '../../../shared/transaction';
import { useMoneyRequests, type DecisionOutcome } from '../state/useMoneyRequests';

/** The other customer in words: the requester's name, or the number the customer asked. */
function itemOf(request: MoneyRequest): MoneyRequestItem {
  const counterparty =
    request.direction === 'RECEIVED'
      ? (request.counterparty.name ?? 'A SAVE & WIN customer')
      : (request.counterparty.mobileNumber ?? request.counterparty.name ?? 'A SAVE & WIN customer');
  return { ...request, counterparty };
}

export function RequestsScreen() {
  const account = useAtomValue(mainAccountAtom);
  const subscription = useAtomValue(subscriptionAtom);
  const { state, busy, reload, decide } = useMoneyRequests();
  const [outcome, setOutcome] = useState<DecisionOutcome | null>(null);
  const flow = useTransactionFlow({
    refresh: async () => {
      await Promise.all([reloadBalances(), reload()]);
    },
  });
  const paying =
    (flow.stage.name === 'confirm' || flow.stage.name === 'posting') &&
    flow.stage.plan.order.kind === 'moneyRequest'
      ? flow.stage.plan.order.request.requestId
      : null;

  function pay(request: MoneyRequestItem) {
    const pesewas = amountTextToPesewas(request.amount);
    if (!account || !subscription || pesewas === null) return;
    setOutcome(null);
    flow.start({
      order: {
        kind: 'moneyRequest',
        request: {
          requestId: request.requestId,
          customerAccountNumber: account.accountNumber,
          amount: request.amount,
        },
      },
      confirmText: confirmSendText(pesewas, request.counterparty),
      sender: {
        name: `${subscription.firstName} ${subscription.lastName}`.trim(),
        accountNumber: account.accountNumber,
      },
      recipient: { name: request.counterparty, accountNumber: 'SAVE & WIN account' },
      charges: 'none',
    });
  }

  function decideOn(request: MoneyRequestItem, action: 'decline' | 'cancel') {
    setOutcome(null);
    void decide(request.requestId, action).then((result) => {
      if (result) setOutcome(result);
    });
  }

  const requests = state.status === 'loaded' ? state.requests.map(itemOf) : [];
  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <h1>{paths.requests.title}</h1>
        <ButtonLink href={paths.requestMoney.getHref()} variant="secondary">
          Ask for money
        </ButtonLink>
      </div>
      {outcome ? (
        <InlineMessage tone={outcome.status === 'done' ? 'positive' : 'critical'}>
          {outcome.message}
        </InlineMessage>
      ) : null}
      {state.status === 'loading' ? <Spinner aria-label="Loading your requests" /> : null}
      {state.status === 'failed' ? <ErrorState onRetry={() => void reload(true)} /> : null}
      {state.status === 'loaded' ? (
        <TransactionFlow flow={flow} successTitle="Payment Successful">
          <Stack space="large">
            <MoneyRequestList
              title="Asked of you"
              requests={requests.filter((r) => r.direction === 'RECEIVED')}
              emptyText="Nobody has asked you for money."
              busy={paying ? { requestId: paying, action: 'pay' } : busy}
              onPay={pay}
              onDecline={(request) => decideOn(request, 'decline')}
            />
            <MoneyRequestList
              title="You asked"
              requests={requests.filter((r) => r.direction === 'SENT')}
              emptyText="You have not asked anyone for money yet."
              busy={paying ? { requestId: paying, action: 'pay' } : busy}
              onCancel={(request) => decideOn(request, 'cancel')}
            />
          </Stack>
        </TransactionFlow>
      ) : null}
    </div>
  );
}
