// The form of the screens that move money to or from the customer's own phone (deposit, withdraw,
// request money; spec §2): an amount, the screen's own fields, the read-only reference and one
// button. An amount that is no amount opens the spec §8 'You have entered an invalid amount'
// modal with its Ok button; everything typed stays as it was.
import { parseAmount, type Pesewas } from '@savewin/core';
import { AmountField, Button, InlineMessage, TextField } from '@savewin/ui';
import { useState, type ReactNode } from 'react';
import { Form } from 'react-aria-components';

import * as layout from '../layout.css';

import { InvalidAmountNotice } from './InvalidAmountNotice';

export interface AmountFormProps {
  amount: string;
  onAmountChange: (amount: string) => void;
  /** The fixed reference (spec: 'Deposit', 'Withdraw'), shown read-only. */
  reference: string;
  submitLabel: string;
  /** A payment is under way (charge lookup or post): the button spins and ignores presses. */
  isBusy: boolean;
  /** Called with the valid amount in pesewas. */
  onSubmit: (amount: Pesewas) => void;
  /** The screen's fields between the amount and the reference. */
  children?: ReactNode;
  /** Under the button (links, messages). */
  footer?: ReactNode;
  /**
   * A warning under the amount before it is sent (the tier's limit it would break, with what is
   * still allowed); the customer may still send it and read the gateway's answer.
   */
  amountWarning?: string | null;
}

export function AmountForm({
  amount,
  onAmountChange,
  reference,
  submitLabel,
  isBusy,
  onSubmit,
  children,
  footer,
  amountWarning,
}: AmountFormProps) {
  const [invalid, setInvalid] = useState(false);
  function submit() {
    if (isBusy) return;
    const pesewas = parseAmount(amount);
    if (pesewas === null) {
      setInvalid(true);
      return;
    }
    onSubmit(pesewas);
  }
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className={layout.narrowForm}
    >
      <AmountField value={amount} onChange={onAmountChange} name="amount" />
      {amountWarning ? <InlineMessage tone="info">{amountWarning}</InlineMessage> : null}
      {children}
      <TextField label="Reference" value={reference} isReadOnly />
      <Button type="submit" variant="primary" isPending={isBusy}>
        {submitLabel}
      </Button>
      {footer}
      <InvalidAmountNotice isOpen={invalid} onOpenChange={setInvalid} />
    </Form>
  );
}
