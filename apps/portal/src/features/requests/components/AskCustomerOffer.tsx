// Request Money's 'Ask a SAVE & WIN customer', opened like the offers above it (the
// spec's form stays as it is until the customer asks): the number of another customer, an amount
// and a note; they see the request in their notifications and pay or decline it on /requests. A
// number that is no customer's is refused by the gateway, which suggests the payment link above.
// The entries stay when a request is refused, and go once it is sent.
import { SOMETHING_WENT_WRONG } from '@savewin/api';
import { formatAmount, mobileNumberError, normaliseMobileNumber, parseAmount } from '@savewin/core';
import { AmountField, Button, InlineMessage, Link, PhoneField, Stack, TextField } from '@savewin/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { Form } from 'react-aria-components';

import { failureMessage } from '../../../shared/api/client';
import * as layout from '../../../shared/layout.css';
import { paths } from '../../../shared/paths';
import { mobileNumberAtom } from '../../../shared/session/session';
import { askForMoney } from '../api/moneyRequests';

/** The gateway refuses a longer note; the field stops at it. */
export const REQUEST_NOTE_MAX = 50;

interface FieldErrors {
  number?: string;
  amount?: string;
}

export function AskCustomerOffer() {
  const titleId = useId();
  const [isOpen, setOpen] = useState(false);
  // The button that opened the form is gone: the focus goes to the form's heading, where it starts.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isOpen) heading.current?.focus();
  }, [isOpen]);
  const ownNumber = useAtomValue(mobileNumberAtom);
  const [number, setNumber] = useState('');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [answer, setAnswer] = useState<{ tone: 'positive' | 'critical'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  // A ref, not state: two presses in the same frame must see the first one.
  const inFlight = useRef(false);

  async function send() {
    if (inFlight.current) return;
    const payer = normaliseMobileNumber(number);
    const pesewas = parseAmount(amount);
    const found: FieldErrors = {
      number:
        mobileNumberError(number) ??
        (payer !== null && payer === ownNumber ? 'You cannot request money from yourself.' : undefined),
      amount: pesewas === null || pesewas <= 0 ? 'Please enter a valid amount' : undefined,
    };
    setErrors(found);
    setAnswer(null);
    if (found.number || found.amount || payer === null || pesewas === null) return;
    inFlight.current = true;
    setSending(true);
    try {
      const sent = await askForMoney({
        payerMobileNumber: payer,
        amount: formatAmount(pesewas),
        note: note.trim() || null,
      });
      if (sent.isSuccess) {
        setAnswer({ tone: 'positive', text: sent.displayMessage || 'Your request has been sent.' });
        setNumber('');
        setAmount('');
        setNote('');
      } else setAnswer({ tone: 'critical', text: sent.displayMessage || SOMETHING_WENT_WRONG });
    } catch (error) {
      setAnswer({ tone: 'critical', text: failureMessage(error) });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  if (!isOpen)
    return (
      <div className={layout.readable}>
        <Button variant="ghost" onPress={() => setOpen(true)}>
          Ask a SAVE & WIN customer
        </Button>
      </div>
    );
  return (
    <Stack as="section" aria-labelledby={titleId} space="medium" className={layout.readable}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        Ask a SAVE & WIN customer
      </h2>
      <p>They see your request in their notifications and pay it or decline it. It waits seven days.</p>
      <Form
        aria-labelledby={titleId}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Stack space="medium">
          <PhoneField
            label="Their mobile number"
            value={number}
            onChange={(text) => {
              setNumber(text);
              setErrors((e) => ({ ...e, number: undefined }));
            }}
            errorMessage={errors.number}
          />
          <AmountField
            label="Amount to ask for"
            value={amount}
            onChange={(text) => {
              setAmount(text);
              setErrors((e) => ({ ...e, amount: undefined }));
            }}
            errorMessage={errors.amount}
          />
          <TextField
            label="What it is for"
            value={note}
            onChange={setNote}
            maxLength={REQUEST_NOTE_MAX}
            description={`Optional, up to ${REQUEST_NOTE_MAX} characters`}
          />
          <div>
            <Button type="submit" variant="primary" isPending={sending} pendingLabel="Please wait">
              Send request
            </Button>
          </div>
        </Stack>
      </Form>
      {answer ? <InlineMessage tone={answer.tone}>{answer.text}</InlineMessage> : null}
      <Link href={paths.requests.getHref()}>See your requests</Link>
    </Stack>
  );
}
