// Deposit and Request Money (spec §2, §4): money collected by a mobile-money prompt into the SAVE &
// WIN account. Deposit collects from the customer's own number, or with 'Use Linked Wallet' from
// the first linked wallet (as a money request); Request Money asks the customer's own number or a
// linked wallet's (the gateway refuses any other number, against push-payment phishing, and the
// refusal shows in the failure modal; someone else is sent the payment link). Both confirm with
// 'You are about to deposit GHS{amount}. Please confirm.', post once through the shared flow, show
// the gateway's message for 5 s and the approval-prompt modal whose confirm reloads the profile and
// returns to /.
import { type LinkedWallet, SOMETHING_WENT_WRONG } from '@savewin/api';
import {
  DEPOSIT_REFERENCE,
  REQUEST_MONEY_LABEL,
  SOURCE_SYSTEMS,
  TRANSACTION_TYPES,
  confirmDepositText,
  confirmRequestText,
  destinationOrDefault,
  formatAmount,
  mobileNumberError,
  type Pesewas,
} from '@savewin/core';
import { InlineMessage, Link, NotificationModal, PhoneField, Switch, TextField } from '@savewin/ui';
import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

import { failureMessage } from '../../../shared/api/client';
import { limitWarningFor, useAccountLimits } from '../../../shared/api/limits';
import { AmountForm } from '../../../shared/components/AmountForm';
import { reloadBalances } from '../../../shared/data/account';
import { mainAccountAtom, subscriptionAtom } from '../../../shared/data/selectors';
import { notify } from '../../../shared/feedback/feedback';
import { useTimedMessage } from '../../../shared/feedback/useTimedMessage';
import { paths } from '../../../shared/paths';
import { mobileNumberAtom } from '../../../shared/session/session';
import { TransactionFlow, useTransactionFlow } from '../../../shared/transaction';
import { readLinkedWallets } from '../../wallets';
import { usePaymentLinkHref } from '../state/usePaymentLinkHref';

export interface CollectionScreenProps {
  mode: 'deposit' | 'request';
  /**
   * Under the form (Request Money's 'Or click here to send a link' and own QR code); as a
   * function, given the amount typed in the form.
   */
  children?: ReactNode | ((form: { amount: string }) => ReactNode);
}

const PROMPT_FALLBACK = 'Approve the prompt on your phone to complete the payment.';

export function CollectionScreen({ mode, children }: CollectionScreenProps) {
  const navigate = useNavigate();
  const account = useAtomValue(mainAccountAtom);
  const subscription = useAtomValue(subscriptionAtom);
  const ownNumber = useAtomValue(mobileNumberAtom) ?? '';
  const [amount, setAmount] = useState('');
  const { limits } = useAccountLimits();
  const [requestFrom, setRequestFrom] = useState('');
  const [useWallet, setUseWallet] = useState(false);
  const [wallet, setWallet] = useState<LinkedWallet | null>(null);
  const [loadingWallets, setLoadingWallets] = useState(false);
  const [prompt, setPrompt] = useState<string | null>(null);
  const message = useTimedMessage();
  const flow = useTransactionFlow({
    successModal: false,
    receipt: false,
    onSuccess: (outcome) => {
      const text = outcome.message || PROMPT_FALLBACK;
      notify('positive', text);
      setPrompt(text);
    },
  });
  const customerName = subscription ? `${subscription.firstName} ${subscription.lastName}`.trim() : '';

  // Spec §4: the switch loads the wallets and uses the first one's number as the source.
  async function switchWallet(on: boolean) {
    setUseWallet(on);
    if (!on || !subscription) return;
    setLoadingWallets(true);
    try {
      const answer = await readLinkedWallets(subscription.customerNumber);
      const first = answer.isSuccess ? (answer.result?.[0] ?? null) : null;
      setWallet(first);
      if (!first) {
        setUseWallet(false);
        message.show(
          'critical',
          answer.isSuccess ? 'You have no linked wallet yet.' : answer.displayMessage || SOMETHING_WENT_WRONG,
        );
      }
    } catch (error) {
      setUseWallet(false);
      message.show('critical', failureMessage(error));
    } finally {
      setLoadingWallets(false);
    }
  }

  const walletSource = mode === 'deposit' && useWallet && wallet !== null;
  const source = walletSource ? wallet.phoneNumber : destinationOrDefault(requestFrom, ownNumber);
  const transactionType =
    mode === 'deposit' && !walletSource ? TRANSACTION_TYPES.DEPOSIT : TRANSACTION_TYPES.REQUEST_MONEY;
  const reference = mode === 'deposit' ? DEPOSIT_REFERENCE : REQUEST_MONEY_LABEL;

  function submit(pesewas: Pesewas) {
    if (!account) return;
    if (mode === 'request' && requestFrom !== '' && mobileNumberError(requestFrom)) {
      message.show('critical', 'Invalid Number');
      return;
    }
    flow.start({
      order: {
        kind: 'transact',
        request: {
          customerAccountNumber: account.accountNumber,
          amount: formatAmount(pesewas),
          narration: reference,
          transactionType,
          destinationAccountNumber: source,
          destinationSortCode: '',
          sourceSystem: SOURCE_SYSTEMS.webApp,
        },
      },
      confirmText: mode === 'deposit' ? confirmDepositText(pesewas) : confirmRequestText(pesewas),
      sender: { name: walletSource ? wallet.walletName : customerName, accountNumber: source },
      recipient: { name: customerName, accountNumber: account.accountNumber },
      charges: 'none',
    });
  }

  return (
    <>
      <h1>{mode === 'deposit' ? paths.deposit.title : paths.requestMoney.title}</h1>
      <TransactionFlow flow={flow}>
        <AmountForm
          amount={amount}
          amountWarning={limitWarningFor(amount, limits, { moneyIn: true })}
          onAmountChange={setAmount}
          reference={reference}
          submitLabel={mode === 'deposit' ? 'Deposit' : 'Request'}
          isBusy={flow.isBusy || loadingWallets}
          onSubmit={submit}
          footer={
            <>
              {message.message ? (
                <InlineMessage tone={message.message.tone}>{message.message.text}</InlineMessage>
              ) : null}
              {mode === 'deposit' ? <DepositPaymentLink /> : null}
            </>
          }
        >
          {mode === 'deposit' ? (
            <>
              <Switch
                isSelected={useWallet}
                onChange={(on) => void switchWallet(on)}
                isDisabled={flow.isBusy}
              >
                Use Linked Wallet
              </Switch>
              <TextField
                label={walletSource ? 'From wallet' : 'Mobile Number'}
                value={walletSource ? `${wallet.walletName} · ${wallet.phoneNumber}` : source}
                isReadOnly
              />
            </>
          ) : (
            <PhoneField
              label="Request from"
              value={requestFrom}
              onChange={setRequestFrom}
              description={`Leave empty to use your number ${ownNumber}, or enter a linked wallet's number`}
            />
          )}
        </AmountForm>
      </TransactionFlow>
      {typeof children === 'function' ? children({ amount }) : children}
      <NotificationModal
        isOpen={prompt !== null}
        onOpenChange={(open) => {
          if (open) return;
          setPrompt(null);
          void reloadBalances().catch(() => undefined);
          void navigate(paths.home.getHref());
        }}
        title="Approve the prompt"
        message={prompt ?? ''}
        okLabel="Ok"
      />
    </>
  );
}

/** Spec §2: Deposit links to /payment-link ('request money via link'), with the customer's link. */
function PaymentLinkLink({ href }: { href: string }) {
  return (
    <p>
      Or <Link href={href}>request money via link</Link>
    </p>
  );
}

/** Reads the customer's link only when Deposit draws the line that points at it. */
function DepositPaymentLink() {
  return <PaymentLinkLink href={usePaymentLinkHref()} />;
}
