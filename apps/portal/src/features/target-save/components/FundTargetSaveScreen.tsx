// /fund-target-save (spec §2, §4 Fund a goal): a 'Fund Account' bank-transfer form whose
// destination is the goal's account and whose reference is the goal's purpose; the shared flow
// looks up the charges, shows fee and levy, asks 'You are about to fund GHS{amount}. Please
// confirm.' and posts once. On success the gateway's message shows for 5 s, then the customer is
// on / with the subscription and goals reloaded and the receipt open; a failure shows for 5 s.
import {
  MESSAGE_TIMEOUT_MS,
  OWN_BANK_SORT_CODE,
  SOURCE_SYSTEMS,
  TRANSACTION_TYPES,
  confirmFundText,
  formatAmount,
  type Pesewas,
} from '@savewin/core';
import { ButtonLink, EmptyState, InlineMessage, Stack, TextField } from '@savewin/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { AmountForm } from '../../../shared/components/AmountForm';
import { reloadBalances, targetSaveList } from '../../../shared/data/account';
import { mainAccountAtom, subscriptionAtom } from '../../../shared/data/selectors';
import { paymentReceiptAtom } from '../../../shared/feedback/feedback';
import { paths } from '../../../shared/paths';
import { store } from '../../../shared/store';
import { timing } from '../../../shared/testTimings';
import { TransactionFlow, useTransactionFlow, type TransactionOutcome } from '../../../shared/transaction';
import { useGoalFromQuery } from '../state/goals';

const FUNDED_FALLBACK = 'Your goal has been funded.';

export function FundTargetSaveScreen() {
  const goal = useGoalFromQuery();
  const account = useAtomValue(mainAccountAtom);
  const subscription = useAtomValue(subscriptionAtom);
  const navigate = useNavigate();
  const [amount, setAmount] = useState('');
  const [funded, setFunded] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function afterSuccess(outcome: TransactionOutcome) {
    setFunded(outcome.message || FUNDED_FALLBACK);
    timer.current = setTimeout(
      () => {
        if (outcome.summary) store.set(paymentReceiptAtom, outcome.summary);
        void navigate(paths.home.getHref());
      },
      timing('message', MESSAGE_TIMEOUT_MS),
    );
  }

  // The subscription (balances) and the goals are reloaded as soon as the transfer is accepted.
  const flow = useTransactionFlow({
    refresh: () => Promise.all([reloadBalances(), targetSaveList.reload()]).then(() => undefined),
    successModal: false,
    receipt: false,
    onSuccess: afterSuccess,
  });

  if (!goal || !account) {
    return (
      <Stack space="large">
        <h1>{paths.fundTargetSave.title}</h1>
        <EmptyState
          title="We could not find that goal"
          action={<ButtonLink href={paths.targetSave.getHref()}>Back to Target Save</ButtonLink>}
        />
      </Stack>
    );
  }

  const customerName = subscription ? `${subscription.firstName} ${subscription.lastName}`.trim() : '';
  function fund(pesewas: Pesewas) {
    if (!goal || !account || funded) return;
    flow.start({
      order: {
        kind: 'transact',
        request: {
          customerAccountNumber: account.accountNumber,
          amount: formatAmount(pesewas),
          narration: goal.goalOption.name,
          transactionType: TRANSACTION_TYPES.BANK_TRANSFER,
          destinationAccountNumber: goal.goalAccountNumber,
          destinationSortCode: OWN_BANK_SORT_CODE,
          sourceSystem: SOURCE_SYSTEMS.webApp,
        },
      },
      confirmText: confirmFundText(pesewas),
      sender: { name: customerName, accountNumber: account.accountNumber },
      recipient: { name: goal.goalName, accountNumber: goal.goalAccountNumber },
      charges: 'lookup',
    });
  }

  return (
    <Stack space="large">
      <h1>{paths.fundTargetSave.title}</h1>
      <TransactionFlow flow={flow} reviewTitle="Confirm Funding" failureTitle="Funding Failed">
        <AmountForm
          amount={amount}
          onAmountChange={setAmount}
          reference={goal.goalOption.name}
          submitLabel="Transfer"
          isBusy={flow.isBusy || funded !== null}
          onSubmit={fund}
          footer={funded ? <InlineMessage tone="positive">{funded}</InlineMessage> : null}
        >
          <TextField label="Goal" value={goal.goalName} isReadOnly />
          <TextField label="Destination Account" value={goal.goalAccountNumber} isReadOnly />
        </AmountForm>
      </TransactionFlow>
    </Stack>
  );
}
