// Withdraw (spec §2, §4): from the SAVE & WIN account to the customer's own mobile-money number.
// The amount is checked, the charges are looked up (spinner), the details show amount, fees,
// E-Levy and total, then 'You are about to withdraw GHS{amount}. Please confirm.' and one post
// through the shared flow. On success a modal says the request is submitted and the customer will
// be notified when it is approved; its confirm reloads the profile and returns to /, where the
// receipt opens.
import { type TransactionSummary } from '@savewin/api';
import {
  SOURCE_SYSTEMS,
  TRANSACTION_TYPES,
  WITHDRAW_REFERENCE,
  confirmWithdrawText,
  formatAmount,
  type Pesewas,
} from '@savewin/core';
import { NotificationModal, TextField } from '@savewin/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { limitWarningFor, useAccountLimits } from '../../../shared/api/limits';
import { AmountForm } from '../../../shared/components/AmountForm';
import { reloadBalances } from '../../../shared/data/account';
import { mainAccountAtom, subscriptionAtom } from '../../../shared/data/selectors';
import { paymentReceiptAtom } from '../../../shared/feedback/feedback';
import { paths } from '../../../shared/paths';
import { mobileNumberAtom } from '../../../shared/session/session';
import { store } from '../../../shared/store';
import { TransactionFlow, useTransactionFlow } from '../../../shared/transaction';

export const WITHDRAWAL_SUBMITTED =
  'Your withdrawal request has been submitted. You will be notified once it is approved.';

export function WithdrawScreen() {
  const navigate = useNavigate();
  const account = useAtomValue(mainAccountAtom);
  const subscription = useAtomValue(subscriptionAtom);
  const mobileNumber = useAtomValue(mobileNumberAtom) ?? '';
  const [amount, setAmount] = useState('');
  const { limits } = useAccountLimits();
  const [submitted, setSubmitted] = useState<TransactionSummary | null | undefined>(undefined);
  const flow = useTransactionFlow({
    successModal: false,
    receipt: false,
    onSuccess: (outcome) => setSubmitted(outcome.summary),
  });
  const customerName = subscription ? `${subscription.firstName} ${subscription.lastName}`.trim() : '';

  function submit(pesewas: Pesewas) {
    if (!account) return;
    flow.start({
      order: {
        kind: 'transact',
        request: {
          customerAccountNumber: account.accountNumber,
          amount: formatAmount(pesewas),
          narration: WITHDRAW_REFERENCE,
          transactionType: TRANSACTION_TYPES.WITHDRAWAL,
          destinationAccountNumber: mobileNumber,
          destinationSortCode: '',
          sourceSystem: SOURCE_SYSTEMS.webApp,
        },
      },
      confirmText: confirmWithdrawText(pesewas),
      sender: { name: customerName, accountNumber: account.accountNumber },
      recipient: { name: customerName, accountNumber: mobileNumber },
      charges: 'lookup',
    });
  }

  return (
    <>
      <h1>{paths.withdraw.title}</h1>
      <TransactionFlow flow={flow} reviewTitle="Transaction Details">
        <AmountForm
          amount={amount}
          amountWarning={limitWarningFor(amount, limits)}
          onAmountChange={setAmount}
          reference={WITHDRAW_REFERENCE}
          submitLabel="Withdraw"
          isBusy={flow.isBusy}
          onSubmit={submit}
        >
          <TextField label="Mobile Number" value={mobileNumber} isReadOnly />
        </AmountForm>
      </TransactionFlow>
      <NotificationModal
        isOpen={submitted !== undefined}
        onOpenChange={(open) => {
          if (open) return;
          if (submitted) store.set(paymentReceiptAtom, submitted);
          setSubmitted(undefined);
          void reloadBalances().catch(() => undefined);
          void navigate(paths.home.getHref());
        }}
        title="Withdrawal submitted"
        message={WITHDRAWAL_SUBMITTED}
        okLabel="Ok"
      />
    </>
  );
}
