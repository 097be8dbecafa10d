// The payment form of spec §2/§5 shared by send money and bill payment: amount, destination,
// the holder's name (read-only, looked up on leaving the destination), reference and, through
// `sortCodeField`, the bank or network. It validates, then hands the screen what to pay.
import {
  BILL_MAX_AMOUNT,
  BILL_MAX_AMOUNT_MESSAGE,
  DEFAULT_AMOUNT,
  OWN_BANK_SORT_CODE,
  VALIDATING_ACCOUNT_TEXT,
  accountNameError,
  destinationOrDefault,
  paymentButtonLabel,
  parseAmount,
  type Pesewas,
} from '@savewin/core';
import { AmountField, Button, Checkbox, InlineMessage, TextField } from '@savewin/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { Form } from 'react-aria-components';

import { limitWarningFor, useAccountLimits } from '../api/limits';
import { InvalidAmountNotice } from '../components/InvalidAmountNotice';
import { subscriptionAtom } from '../data/selectors';
import { useTimedMessage } from '../feedback/useTimedMessage';
import { mobileNumberAtom } from '../session/session';

import * as styles from './payment.css';
import { useAccountName } from './useAccountName';

export interface PaymentEntries {
  amount: Pesewas;
  destination: string;
  /** The validated holder name ('' when none was found and none is required). */
  name: string;
  reference: string;
  saveFavourite: boolean;
}

export interface PaymentFormProps {
  /** BANK_TRANSFER, MOMO or BILL: decides Transfer or Buy. */
  paymentMethod: string;
  destinationLabel: string;
  /** The sort code (or biller code) the name is looked up with; '' while none is chosen. */
  lookupCode: string;
  nameValidationRequired: boolean;
  /** The bank or network choice, when the screen has one. */
  sortCodeField?: ReactNode;
  initialDestination?: string;
  initialName?: string;
  /** Offer to save the recipient as a favourite (hidden when already one). */
  offerFavourite: boolean;
  isBusy: boolean;
  onSubmit: (entries: PaymentEntries) => void;
}

export function PaymentForm({
  paymentMethod,
  destinationLabel,
  lookupCode,
  nameValidationRequired,
  sortCodeField,
  initialDestination = '',
  initialName = '',
  offerFavourite,
  isBusy,
  onSubmit,
}: PaymentFormProps) {
  const mobileNumber = useAtomValue(mobileNumberAtom) ?? '';
  const [amount, setAmount] = useState(DEFAULT_AMOUNT);
  const [destination, setDestination] = useState(initialDestination);
  const [reference, setReference] = useState('');
  const [saveFavourite, setSaveFavourite] = useState(false);
  const [amountInvalid, setAmountInvalid] = useState(false);
  const [checking, setChecking] = useState(false);
  const holder = useAccountName(initialName);
  const message = useTimedMessage();
  const { limits } = useAccountLimits();
  const ownAccounts = useAtomValue(subscriptionAtom)?.accounts ?? [];
  // Warned before confirming, as Withdraw and Deposit are: an amount the tier's limits would
  // refuse. A move between the customer's own accounts does not count towards them.
  const toOwnAccount =
    lookupCode === OWN_BANK_SORT_CODE && ownAccounts.some((a) => a.accountNumber === destination.trim());
  const amountWarning = toOwnAccount ? null : limitWarningFor(amount, limits);
  const { validate } = holder;
  // A bank or network chosen after the number was typed: look the holder up at that one. A
  // prefilled favourite is checked again too, so the name shown is the holder's today.
  useEffect(() => {
    if (destination.trim() && lookupCode) void validate(destination, lookupCode);
    // Only a change of bank or network triggers this; typing is handled on leaving the field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lookupCode, validate]);

  async function submit() {
    if (isBusy || checking) return;
    const pesewas = parseAmount(amount);
    if (pesewas === null) {
      setAmountInvalid(true);
      return;
    }
    if (paymentMethod === 'BILL' && pesewas > BILL_MAX_AMOUNT) {
      message.show('critical', BILL_MAX_AMOUNT_MESSAGE);
      return;
    }
    // Spec §5: an empty destination is the signed-in customer's own number.
    const target = destinationOrDefault(destination, mobileNumber);
    if (target !== destination) setDestination(target);
    let name = holder.name;
    if (!name && lookupCode) {
      setChecking(true);
      name = await holder.validate(target, lookupCode);
      setChecking(false);
    }
    const nameError = accountNameError(nameValidationRequired, name);
    if (nameError) {
      message.show('critical', nameError);
      return;
    }
    message.clear();
    onSubmit({ amount: pesewas, destination: target, name, reference: reference.trim(), saveFavourite });
  }

  return (
    <Form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {/* Required for screen readers, but an empty amount is the spec's 'invalid amount' modal,
          not the browser's own bubble: the check is submit()'s (validationBehavior aria). */}
      <AmountField value={amount} onChange={setAmount} isRequired validationBehavior="aria" />
      {amountWarning ? <InlineMessage tone="info">{amountWarning}</InlineMessage> : null}
      {sortCodeField}
      <TextField
        label={destinationLabel}
        value={destination}
        inputMode="numeric"
        autoComplete="off"
        description={`Leave empty to use your number ${mobileNumber}`}
        onChange={(value) => {
          setDestination(value);
          holder.clear();
        }}
        onBlur={() => void holder.validate(destination, lookupCode)}
      />
      <TextField
        label="Name"
        value={holder.isValidating ? VALIDATING_ACCOUNT_TEXT : holder.name}
        isReadOnly
        description="Filled in from the account holder's details"
      />
      <TextField label="Reference" value={reference} onChange={setReference} maxLength={140} />
      {offerFavourite ? (
        <Checkbox isSelected={saveFavourite} onChange={setSaveFavourite}>
          Save this recipient to my favourites
        </Checkbox>
      ) : null}
      {message.message ? (
        <InlineMessage tone={message.message.tone}>{message.message.text}</InlineMessage>
      ) : null}
      <Button type="submit" variant="primary" isPending={isBusy || checking} pendingLabel="Please wait">
        {paymentButtonLabel(paymentMethod)}
      </Button>
      <InvalidAmountNotice isOpen={amountInvalid} onOpenChange={setAmountInvalid} />
    </Form>
  );
}
