// Pay with QR: the customer scans a GhQR code (a merchant's till, or another customer's own code)
// with the camera or from a picture; the gateway reads it and names the payee (the merchant as its
// directory has it, a customer's name masked); a dynamic code's amount is fixed, a static one's is
// typed. Paying goes through the shared transaction flow: the PIN (step-up), one post, the receipt
// naming the merchant and the till. A code that cannot be paid says why and moves nothing.
import type { QrPayee } from '@savewin/api';
import {
  SOURCE_SYSTEMS,
  amountTextToPesewas,
  confirmQrText,
  formatAmount,
  formatCedis,
  parseAmount,
  type Pesewas,
} from '@savewin/core';
import {
  AmountField,
  Button,
  ButtonLink,
  Card,
  InlineMessage,
  QrScanner,
  Spinner,
  TextField,
} from '@savewin/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate } from 'react-router';

import { InvalidAmountNotice } from '../../../shared/components/InvalidAmountNotice';
import { reloadBalances } from '../../../shared/data/account';
import { mainAccountAtom, subscriptionAtom } from '../../../shared/data/selectors';
import { paths } from '../../../shared/paths';
import { BalanceBesideForm } from '../../../shared/payment/BalanceBesideForm';
import * as styles from '../../../shared/payment/payment.css';
import { TransactionFlow, useTransactionFlow } from '../../../shared/transaction';
import { readQrPayee } from '../api/readQr';

/** A QR payment bears no fee and no E-Levy (merchant payments and SAVE & WIN transfers are free). */
const QR_CHARGES = { fee: '0.00', levy: '0.00' } as const;

type Scan =
  | { stage: 'scanning' }
  | { stage: 'reading' }
  | { stage: 'problem'; message: string }
  | { stage: 'payee'; payload: string; payee: QrPayee };

export function PayByQrScreen() {
  const account = useAtomValue(mainAccountAtom);
  const subscription = useAtomValue(subscriptionAtom);
  const navigate = useNavigate();
  const [scan, setScan] = useState<Scan>({ stage: 'scanning' });
  // Each scan gets its own scanner: 'Scan again' opens the camera afresh.
  const [scanner, setScanner] = useState(0);
  const flow = useTransactionFlow({
    refresh: reloadBalances,
    onDone: () => void navigate(paths.transact.getHref()),
  });
  const scanAgain = () => {
    setScan({ stage: 'scanning' });
    setScanner((n) => n + 1);
  };

  async function read(payload: string) {
    setScan({ stage: 'reading' });
    const outcome = await readQrPayee(payload);
    setScan(
      'payee' in outcome
        ? { stage: 'payee', payload, payee: outcome.payee }
        : { stage: 'problem', message: outcome.problem },
    );
  }

  const close = (
    <ButtonLink href={paths.transact.getHref()} variant="secondary">
      Close
    </ButtonLink>
  );

  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <h1>{paths.payByQr.title}</h1>
        {close}
      </div>
      <div className={styles.columns}>
        <div className={styles.aside}>
          {scan.stage === 'scanning' ? <QrScanner key={scanner} onScan={(text) => void read(text)} /> : null}
          {scan.stage === 'reading' ? <Spinner aria-label="Reading the code" /> : null}
          {scan.stage === 'problem' ? (
            <>
              <InlineMessage tone="critical">{scan.message}</InlineMessage>
              <Button variant="primary" onPress={scanAgain}>
                Scan again
              </Button>
            </>
          ) : null}
          {scan.stage === 'payee' && account && subscription ? (
            <TransactionFlow flow={flow} successTitle="Payment Successful">
              <PayeeForm
                payee={scan.payee}
                isBusy={flow.isBusy}
                onScanAgain={scanAgain}
                onPay={({ amount, narration }) =>
                  flow.start({
                    order: {
                      kind: 'qr',
                      request: {
                        customerAccountNumber: account.accountNumber,
                        amount: formatAmount(amount),
                        payload: scan.payload,
                        narration,
                        sourceSystem: SOURCE_SYSTEMS.webApp,
                      },
                    },
                    confirmText: confirmQrText(amount, scan.payee.name, scan.payee.terminalId),
                    sender: {
                      name: `${subscription.firstName} ${subscription.lastName}`.trim(),
                      accountNumber: account.accountNumber,
                    },
                    recipient: {
                      name: scan.payee.name,
                      // A customer's code names no account the payer may see: their SAVE & WIN account.
                      accountNumber: scan.payee.merchantId ?? 'SAVE & WIN account',
                    },
                    charges: QR_CHARGES,
                  })
                }
              />
            </TransactionFlow>
          ) : null}
        </div>
        {account ? <BalanceBesideForm account={account} /> : null}
      </div>
    </div>
  );
}

interface PayeeFormProps {
  payee: QrPayee;
  isBusy: boolean;
  onScanAgain: () => void;
  onPay: (entries: { amount: Pesewas; narration: string }) => void;
}

/** Whom the code pays, the amount (fixed by a dynamic code) and a reference, then Pay. */
function PayeeForm({ payee, isBusy, onScanAgain, onPay }: PayeeFormProps) {
  const fixed = payee.kind === 'dynamic' && payee.amount !== null ? amountTextToPesewas(payee.amount) : null;
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState(payee.reference ?? '');
  const [amountInvalid, setAmountInvalid] = useState(false);
  const submit = () => {
    if (isBusy) return;
    const pesewas = fixed ?? parseAmount(amount);
    if (pesewas === null || pesewas <= 0) {
      setAmountInvalid(true);
      return;
    }
    onPay({ amount: pesewas, narration: reference.trim() });
  };
  return (
    <Form
      className={styles.form}
      aria-label="Pay this code"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Card>
        <dl className={styles.form}>
          <div>
            <dt>Pay to</dt>
            <dd>{payee.name}</dd>
          </div>
          <div>
            <dt>{payee.payeeKind === 'MERCHANT' ? 'Where' : 'SAVE & WIN customer in'}</dt>
            <dd>{payee.category ? `${payee.category}, ${payee.city}` : payee.city}</dd>
          </div>
          {payee.terminalId ? (
            <div>
              <dt>Till</dt>
              <dd>{payee.terminalId}</dd>
            </div>
          ) : null}
          {fixed !== null ? (
            <div>
              <dt>Amount</dt>
              <dd>{formatCedis(fixed)}</dd>
            </div>
          ) : null}
        </dl>
      </Card>
      {fixed === null ? (
        <AmountField value={amount} onChange={setAmount} isRequired validationBehavior="aria" />
      ) : null}
      <TextField label="Reference" value={reference} onChange={setReference} maxLength={140} />
      <Button type="submit" variant="primary" isPending={isBusy} pendingLabel="Please wait">
        Pay
      </Button>
      <Button variant="secondary" onPress={onScanAgain} isDisabled={isBusy}>
        Scan another code
      </Button>
      <InvalidAmountNotice isOpen={amountInvalid} onOpenChange={setAmountInvalid} />
    </Form>
  );
}
