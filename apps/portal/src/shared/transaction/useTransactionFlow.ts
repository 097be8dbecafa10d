// The money-moving steps every payment screen shares (spec §4 send money, bill payment, deposit,
// withdrawal, request money, fund a goal): charge lookup with a spinner, the fee confirmation,
// the confirm text, exactly one post, then success or a failure that clears after 5 s.
//
// One transactionId per attempt: it is the gateway's idempotency key, so an attempt whose outcome
// is unknown (network, timeout, 5xx) keeps its id and the same payment tried again reuses it; a
// definite answer (accepted or refused) ends the attempt and the next one gets a new id.
import {
  type BillPaymentRequest,
  type MoneyRequestStepUp,
  type QrPaymentRequest,
  type TransactionRequest,
  type TransactionSummary,
} from '@savewin/api';
import { MESSAGE_TIMEOUT_MS, chargeLookupType } from '@savewin/core';
import type { FeeParty } from '@savewin/ui';
import { useCallback, useEffect, useRef, useState } from 'react';

import { failureMessage } from '../api/client';
import { lookUpCharges, payBill, payMoneyRequest, payQr, postTransaction } from '../api/transactions';
import { paymentReceiptAtom, withLoadingOverlay } from '../feedback/feedback';
import {
  checkStepUp,
  proveStepUp,
  proveStepUpWithPasskey,
  stepUpHeader,
  type StepUpCheck,
} from '../stepUp/stepUp';
import { store } from '../store';
import { timing } from '../testTimings';

import { attemptId, outcomeUnknown, type UnknownAttempt } from './attempt';

/** What is to be posted, without its transactionId (the flow owns the id). */
export type PaymentOrder =
  | { kind: 'transact'; request: Omit<TransactionRequest, 'transactionId'> }
  | { kind: 'bill'; request: Omit<BillPaymentRequest, 'transactionId'> }
  | { kind: 'qr'; request: Omit<QrPaymentRequest, 'transactionId'> }
  /**
   * A request another customer sent: its id is the payment's id (paid at most once), its amount
   * the request's (shown, never sent: the gateway pays what was asked).
   */
  | { kind: 'moneyRequest'; request: MoneyRequestStepUp & { amount: string } };

/**
 * How the charges are shown before confirming:
 * - 'lookup': ask the gateway (charge lookup, spinner), then show the fee confirmation;
 * - 'none': no fee screen, straight to the confirm text (deposit, request money);
 * - known figures: show the fee confirmation with them (bill payments, which the contract's
 *   charge lookup cannot quote).
 */
export type ChargesPlan = 'lookup' | 'none' | Charges;

export interface Charges {
  /** feeAmount, 2-decimal text. */
  fee: string;
  /** elevyAmount, 2-decimal text. */
  levy: string;
}

export interface TransactionPlan {
  order: PaymentOrder;
  /** The spec §4 confirm text, e.g. confirmSendText(amount, recipient) of @savewin/core. */
  confirmText: string;
  sender: FeeParty;
  recipient: FeeParty;
  charges: ChargesPlan;
}

export interface TransactionOutcome {
  /** The gateway's displayMessage on success. */
  message: string;
  /** The recorded transaction (receipt), when the gateway returned it. */
  summary: TransactionSummary | null;
}

export interface TransactionFlowOptions {
  /** Reloads the subscription (balance) and lists after a success; failures of it are ignored. */
  refresh?: () => Promise<void>;
  /** Runs once the payment is accepted, before the success modal shows. */
  onSuccess?: (outcome: TransactionOutcome) => void;
  /** Runs when the customer closes the success modal (e.g. navigate back). */
  onDone?: (outcome: TransactionOutcome) => void;
  /** Show the success modal (default true); without it onSuccess decides what the customer sees. */
  successModal?: boolean;
  /** Open the receipt when the success modal closes (default true). */
  receipt?: boolean;
}

export type TransactionStage =
  | { name: 'idle' }
  | { name: 'quoting'; plan: TransactionPlan }
  | { name: 'review'; plan: TransactionPlan; charges: Charges }
  | { name: 'confirm'; plan: TransactionPlan; charges: Charges | null }
  | { name: 'posting'; plan: TransactionPlan; charges: Charges | null }
  | { name: 'success'; outcome: TransactionOutcome }
  | { name: 'failure'; message: string };

export interface TransactionFlowState {
  stage: TransactionStage;
  /** True from the charge lookup until the post has answered: the form's submit shows a spinner. */
  isBusy: boolean;
  /** Begins a payment (ignored while one is under way). */
  start: (plan: TransactionPlan) => void;
  /** The fee confirmation's Confirm: on to the confirm text. */
  accept: () => void;
  /** Back one step: from the confirm text to the charges, from the charges to the form (kept). */
  cancel: () => void;
  /** The confirm text's Yes: posts once; further presses are ignored until the answer. */
  post: () => void;
  /** 'Use passkey' in the confirm dialog: the passkey confirms instead of the PIN, then posts. */
  postWithPasskey: () => void;
  /** Closes the success or failure modal. */
  dismiss: () => void;
  /**
   * Step-up: whether the confirm dialog must ask for the PIN (the gateway says, for
   * this very payment), the PIN typed so far and the refusal of a wrong one. Null: not asked yet.
   */
  stepUp: StepUpCheck | null;
  pin: string;
  setPin: (pin: string) => void;
  pinError: string | null;
}

/** Money in (a deposit, a request) never needs the PIN; everything else asks the gateway. */
function needsCheck(order: PaymentOrder): boolean {
  if (order.kind !== 'transact') return true;
  return order.request.transactionType !== 'DEPOSIT' && order.request.transactionType !== 'REQUEST MONEY';
}

function stepUpOperation(order: PaymentOrder, transactionId: string) {
  switch (order.kind) {
    case 'transact':
      return { operation: 'TRANSACT' as const, transaction: { ...order.request, transactionId } };
    case 'bill':
      return { operation: 'BILL_PAYMENT' as const, billPayment: { ...order.request, transactionId } };
    case 'qr':
      return { operation: 'QR_PAYMENT' as const, qrPayment: { ...order.request, transactionId } };
    case 'moneyRequest': {
      const { requestId, customerAccountNumber } = order.request;
      return { operation: 'MONEY_REQUEST' as const, moneyRequest: { requestId, customerAccountNumber } };
    }
  }
}

function send(order: PaymentOrder, transactionId: string, stepUpToken: string | null) {
  const params = stepUpHeader(stepUpToken);
  switch (order.kind) {
    case 'transact':
      return postTransaction({ ...order.request, transactionId }, params);
    case 'bill':
      return payBill({ ...order.request, transactionId }, params);
    case 'qr':
      return payQr({ ...order.request, transactionId }, params);
    case 'moneyRequest':
      return payMoneyRequest(order.request, params);
  }
}

export function useTransactionFlow(options: TransactionFlowOptions = {}): TransactionFlowState {
  const [stage, setStage] = useState<TransactionStage>({ name: 'idle' });
  const [stepUp, setStepUp] = useState<StepUpCheck | null>(null);
  const [pin, setPinState] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  const setPin = useCallback((next: string) => {
    setPinState(next);
    setPinError(null);
  }, []);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  // Refs, not state: two presses in the same frame must see the first one.
  const busy = useRef(false);
  const posted = useRef(false);
  const unknownAttempt = useRef<UnknownAttempt | null>(null);
  const transactionId = useRef('');
  const failureTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(failureTimer.current);
    };
  }, []);

  const fail = useCallback((message: string) => {
    busy.current = false;
    if (!mounted.current) return;
    setStage({ name: 'failure', message });
    clearTimeout(failureTimer.current);
    failureTimer.current = setTimeout(
      () => setStage((s) => (s.name === 'failure' ? { name: 'idle' } : s)),
      timing('message', MESSAGE_TIMEOUT_MS),
    );
  }, []);

  /** Entering the confirm text: asks the gateway whether this payment needs the PIN. */
  const askStepUp = useCallback(
    (plan: TransactionPlan) => {
      if (!needsCheck(plan.order)) {
        setStepUp({ status: 'ready', token: null, coolingOff: null, passkey: false });
        return;
      }
      setStepUp({ status: 'checking' });
      void checkStepUp(stepUpOperation(plan.order, transactionId.current)).then((check) => {
        if (!mounted.current) return;
        if (check.status === 'refused') {
          setStepUp(null);
          fail(check.message);
          return;
        }
        setStepUp(check);
      });
    },
    [fail],
  );

  const start = useCallback(
    (plan: TransactionPlan) => {
      if (busy.current) return;
      busy.current = true;
      posted.current = false;
      clearTimeout(failureTimer.current);
      transactionId.current = attemptId(JSON.stringify(plan.order), unknownAttempt.current);
      setStepUp(null);
      setPinState('');
      setPinError(null);
      if (plan.charges === 'none') {
        askStepUp(plan);
        setStage({ name: 'confirm', plan, charges: null });
        return;
      }
      if (plan.charges !== 'lookup') {
        setStage({ name: 'review', plan, charges: plan.charges });
        return;
      }
      setStage({ name: 'quoting', plan });
      // Only transfers reach here: bill and QR orders always bring their charges.
      const request = plan.order.request as TransactionRequest;
      const { narration: _narration, ...quoted } = request;
      lookUpCharges({
        ...quoted,
        transactionType: chargeLookupType(request.transactionType) as TransactionRequest['transactionType'],
        transactionId: transactionId.current,
      })
        .then((answer) => {
          if (!answer.isSuccess || !answer.result) {
            fail(answer.displayMessage || failureMessage(null));
            return;
          }
          // The quoted fee applies to the id the lookup answers with (contract).
          transactionId.current = answer.result.transactionId;
          if (mounted.current)
            setStage({
              name: 'review',
              plan,
              charges: { fee: answer.result.feeAmount, levy: answer.result.elevyAmount },
            });
        })
        .catch((error: unknown) => fail(failureMessage(error)));
    },
    [fail, askStepUp],
  );

  const accept = useCallback(() => {
    if (stage.name !== 'review') return;
    askStepUp(stage.plan);
    setStage({ name: 'confirm', plan: stage.plan, charges: stage.charges });
  }, [askStepUp, stage]);

  const cancel = useCallback(() => {
    // 'No' on the confirm text goes back to the charges it followed; Back there, to the form.
    if (stage.name === 'confirm' && stage.charges) {
      setStage({ name: 'review', plan: stage.plan, charges: stage.charges });
      return;
    }
    if (stage.name !== 'review' && stage.name !== 'confirm') return;
    busy.current = false;
    setStage({ name: 'idle' });
  }, [stage]);

  const postWith = useCallback(
    (method: 'pin' | 'passkey') => {
      // A double click or a held Enter arrives before the re-render: the ref sees the first press.
      if (stage.name !== 'confirm' || posted.current || stepUp?.status !== 'ready') return;
      const token = stepUp.token;
      if (token && method === 'pin' && pin.length < 6) {
        setPinError('Please enter your 6-digit PIN.');
        return;
      }
      posted.current = true;
      const { plan, charges } = stage;
      setStage({ name: 'posting', plan, charges });
      const key = JSON.stringify(plan.order);
      const id = transactionId.current;
      // Money is moving: the global loading overlay (spec §2) makes the whole page inert until the
      // gateway has answered, so nothing behind the dialog can be pressed meanwhile. The PIN is
      // proved first; a wrong one goes back to the dialog, the payment's entries kept.
      withLoadingOverlay(async () => {
        if (token) {
          const refused =
            method === 'passkey' ? await proveStepUpWithPasskey(token) : await proveStepUp(token, pin);
          if (refused !== null) return { pinRefused: refused } as const;
        }
        return send(plan.order, id, token);
      })
        .then((answer) => {
          if ('pinRefused' in answer) {
            posted.current = false;
            if (!mounted.current) return;
            setPinState('');
            setPinError(answer.pinRefused);
            setStage({ name: 'confirm', plan, charges });
            return;
          }
          unknownAttempt.current = null;
          if (!answer.isSuccess) {
            fail(answer.displayMessage || failureMessage(null));
            return;
          }
          const outcome: TransactionOutcome = { message: answer.displayMessage, summary: answer.result };
          busy.current = false;
          void optionsRef.current.refresh?.().catch(() => undefined);
          optionsRef.current.onSuccess?.(outcome);
          if (!mounted.current) return;
          if (optionsRef.current.successModal === false) {
            setStage({ name: 'idle' });
            return;
          }
          setStage({ name: 'success', outcome });
        })
        .catch((error: unknown) => {
          unknownAttempt.current = outcomeUnknown(error) ? { key, transactionId: id } : null;
          fail(failureMessage(error));
        });
    },
    [fail, stage, stepUp, pin],
  );
  const post = useCallback(() => postWith('pin'), [postWith]);
  const postWithPasskey = useCallback(() => postWith('passkey'), [postWith]);

  const dismiss = useCallback(() => {
    clearTimeout(failureTimer.current);
    if (stage.name === 'success') {
      const { onDone, receipt = true } = optionsRef.current;
      if (receipt && stage.outcome.summary) store.set(paymentReceiptAtom, stage.outcome.summary);
      onDone?.(stage.outcome);
    }
    if (stage.name === 'success' || stage.name === 'failure') setStage({ name: 'idle' });
  }, [stage]);

  return {
    stage,
    isBusy: stage.name === 'quoting' || stage.name === 'posting',
    start,
    accept,
    cancel,
    post,
    postWithPasskey,
    dismiss,
    stepUp,
    pin,
    setPin,
    pinError,
  };
}
