// The public payment-link page (spec §2, §4, §7): whom the link pays, then the payer's network and
// number (name looked up on Done), an OTP to that number on Proceed, the amount, and a mobile-money
// collection from the payer into the customer's account. A public first load on slow phones: it
// imports only what this page draws.
import { type AccountInfoByHash, type SortCode, SOMETHING_WENT_WRONG } from '@savewin/api';
import {
  INVALID_AMOUNT_MESSAGE,
  SELECT_NETWORK_MESSAGE,
  formatAmount,
  parseAmount,
  normaliseMobileNumber,
  paymentLinkAmountError,
  paymentLinkProcessingText,
  paymentLinkRequestText,
  PAYMENT_LINK_NARRATION,
  SOURCE_SYSTEMS,
  TRANSACTION_TYPES,
  mobileNumberError,
  type Network,
} from '@savewin/core';
import { Button, InlineMessage, NetworkPicker, PhoneField, Spinner, TextField } from '@savewin/ui';
import { useMemo, useRef, useState } from 'react';
import { Form } from 'react-aria-components';

import { failureMessage } from '../../../shared/api/client';
import { lazyDialog } from '../../../shared/components/lazyDialog';
import { OtpDialog } from '../../../shared/components/OtpDialog';
import { PublicPage } from '../../../shared/components/PublicPage';
import { useTimedMessage } from '../../../shared/feedback/useTimedMessage';
import * as layout from '../../../shared/layout.css';
import { collectPayment, sendPayerCode } from '../api/paymentLink';
import { useLinkInfo } from '../api/useLinkInfo';
import { createAttempt } from '../state/attempt';
import { payerName, telcoSortCode } from '../state/payerName';

/** The amount step, loaded on demand (lazyDialog): not part of the page's first load. */
const PaymentAmountDialog = lazyDialog(() => import('./PaymentAmountDialog'));

export function PaymentLinkScreen() {
  const link = useLinkInfo();
  if (link.kind === 'loading') {
    return (
      <PublicPage title="Payment request">
        <Spinner aria-label="Loading the payment request" />
      </PublicPage>
    );
  }
  if (link.kind === 'invalid') {
    return (
      <PublicPage title="Payment request">
        <InlineMessage tone="critical">{link.message}</InlineMessage>
      </PublicPage>
    );
  }
  return <PayLink info={link.info} />;
}

function PayLink({ info }: { info: AccountInfoByHash }) {
  const [network, setNetwork] = useState<Network | null>(null);
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [sortCode, setSortCode] = useState<SortCode | null>(null);
  const sortCodes = useRef<readonly SortCode[]>([]);
  const [busy, setBusy] = useState<'lookup' | 'otp' | 'pay' | null>(null);
  const [otpOpen, setOtpOpen] = useState(false);
  // The payer's credential from the OTP step: it alone may collect from the payer's number.
  const [payerToken, setPayerToken] = useState<string | null>(null);
  const [amount, setAmount] = useState(info.amount ?? '');
  const [done, setDone] = useState<string | null>(null);
  const formMessage = useTimedMessage();
  const amountMessage = useTimedMessage();
  const attempt = useMemo(createAttempt, []);
  // Set synchronously on the first press, so a double click or repeated Enter cannot post twice.
  const paying = useRef(false);
  const mobileNumber = normaliseMobileNumber(phone);

  // A name belongs to the number and network it was looked up for.
  function change<T>(set: (v: T) => void) {
    return (value: T) => {
      set(value);
      setName('');
    };
  }

  async function lookUpName() {
    if (busy) return;
    if (!network) {
      formMessage.show('critical', SELECT_NETWORK_MESSAGE);
      return;
    }
    const invalid = mobileNumberError(phone);
    if (invalid || !mobileNumber) {
      formMessage.show('critical', invalid ?? 'Invalid Number');
      return;
    }
    setBusy('lookup');
    formMessage.clear();
    try {
      const found = await telcoSortCode(network, sortCodes.current);
      sortCodes.current = found.sortCodes;
      if (!found.sortCode) {
        formMessage.show('critical', SOMETHING_WENT_WRONG);
        return;
      }
      setSortCode(found.sortCode);
      setName(await payerName(info.token, mobileNumber, network));
    } catch (error) {
      formMessage.show('critical', failureMessage(error));
    } finally {
      setBusy(null);
    }
  }

  async function proceed() {
    if (busy || !mobileNumber || !name) return;
    setBusy('otp');
    formMessage.clear();
    try {
      const answer = await sendPayerCode(mobileNumber);
      if (!answer.isSuccess) {
        formMessage.show('critical', answer.displayMessage || SOMETHING_WENT_WRONG);
        return;
      }
      setOtpOpen(true);
    } catch (error) {
      formMessage.show('critical', failureMessage(error));
    } finally {
      setBusy(null);
    }
  }

  async function pay() {
    if (paying.current || !payerToken || !mobileNumber) return;
    const invalid = paymentLinkAmountError(amount);
    const pesewas = parseAmount(amount);
    if (invalid || pesewas === null) {
      amountMessage.show('critical', invalid ?? INVALID_AMOUNT_MESSAGE);
      return;
    }
    paying.current = true;
    setBusy('pay');
    amountMessage.clear();
    const body = {
      customerAccountNumber: info.accountHash,
      amount: formatAmount(pesewas),
      narration: PAYMENT_LINK_NARRATION,
      transactionType: TRANSACTION_TYPES.DEPOSIT,
      destinationAccountNumber: mobileNumber,
      destinationSortCode: sortCode?.code ?? '',
      sourceSystem: SOURCE_SYSTEMS.paymentLink,
    } as const;
    try {
      const answer = await collectPayment(payerToken, {
        ...body,
        transactionId: attempt.idFor(JSON.stringify(body)),
      });
      attempt.settle();
      if (answer.isSuccess) setDone(paymentLinkProcessingText(info.accountName));
      else amountMessage.show('critical', answer.displayMessage || SOMETHING_WENT_WRONG);
    } catch (error) {
      // The outcome is unknown: the same attempt id is sent again on the next press.
      amountMessage.show('critical', failureMessage(error));
    } finally {
      paying.current = false;
      setBusy(null);
    }
  }

  if (done) {
    return (
      <PublicPage title="Payment request">
        <InlineMessage tone="positive">{done}</InlineMessage>
        <p>Approve the prompt on your phone to complete the payment.</p>
      </PublicPage>
    );
  }

  return (
    <PublicPage
      title="Payment request"
      intro={<p>{paymentLinkRequestText(info.accountName, info.accountNumber)}</p>}
    >
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          void (name ? proceed() : lookUpName());
        }}
        className={layout.form}
      >
        <NetworkPicker value={network} onChange={change(setNetwork)} isDisabled={busy !== null} />
        <PhoneField
          value={phone}
          onChange={change(setPhone)}
          name="mobileNumber"
          isDisabled={busy !== null}
        />
        <TextField label="Name" value={name} isReadOnly placeholder="Press Done to look up the name" />
        {formMessage.message ? (
          <InlineMessage tone={formMessage.message.tone}>{formMessage.message.text}</InlineMessage>
        ) : null}
        {name ? (
          <Button type="submit" isPending={busy === 'otp'} isFullWidth>
            Proceed
          </Button>
        ) : (
          <Button type="submit" isPending={busy === 'lookup'} isFullWidth>
            Done
          </Button>
        )}
      </Form>
      <OtpDialog
        isOpen={otpOpen}
        mobileNumber={mobileNumber ?? ''}
        bearer={info.token}
        onVerified={(_message, _session, result) => {
          setOtpOpen(false);
          // With the link's credential the answer is the payer credential, never a session.
          if (result && !('refreshToken' in result)) setPayerToken(result.token);
          else formMessage.show('critical', SOMETHING_WENT_WRONG);
        }}
        onCancel={() => setOtpOpen(false)}
      />
      <PaymentAmountDialog
        isOpen={payerToken !== null}
        amount={amount}
        onAmountChange={setAmount}
        isFixed={info.amount !== null && info.amount !== undefined}
        isPending={busy === 'pay'}
        message={amountMessage.message}
        onConfirm={() => void pay()}
        onCancel={() => setPayerToken(null)}
      />
    </PublicPage>
  );
}
