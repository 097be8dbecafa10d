// What the customer sees of a useTransactionFlow: the form (children) until the charges are
// known, then the fee confirmation in its place, the confirm text, the success modal and the
// failure modal that clears after 5 s. The form stays mounted throughout, so its entries survive
// a refusal or a step back.
import { ConfirmDialog, FeeConfirmation, NotificationModal, Spinner } from '@savewin/ui';
import type { ReactNode } from 'react';

import { StepUpPin } from '../stepUp/StepUpPin';

import type { TransactionFlowState } from './useTransactionFlow';

export interface TransactionFlowProps {
  flow: TransactionFlowState;
  /** The payment form. */
  children: ReactNode;
  /** Heading of the fee confirmation. */
  reviewTitle?: string;
  /** Title of the success modal; its message is the gateway's displayMessage. */
  successTitle?: string;
  /** Shown when the gateway accepted without a message. */
  successFallback?: string;
  failureTitle?: string;
}

export function TransactionFlow({
  flow,
  children,
  reviewTitle = 'Confirm Transaction',
  successTitle = 'Transaction Successful',
  successFallback = 'Your transaction has been received.',
  failureTitle = 'Transaction Failed',
}: TransactionFlowProps) {
  const { stage } = flow;
  const charges =
    stage.name === 'review' || stage.name === 'confirm' || stage.name === 'posting' ? stage.charges : null;
  const plan =
    stage.name === 'review' || stage.name === 'confirm' || stage.name === 'posting' ? stage.plan : null;
  return (
    <>
      <div hidden={charges !== null}>{children}</div>
      {stage.name === 'quoting' ? <Spinner aria-label="Checking charges" /> : null}
      {charges && plan ? (
        <FeeConfirmation
          title={reviewTitle}
          amount={plan.order.request.amount}
          fee={charges.fee}
          levy={charges.levy}
          sender={plan.sender}
          recipient={plan.recipient}
          isPending={stage.name === 'posting'}
          onConfirm={flow.accept}
          onCancel={flow.cancel}
        />
      ) : null}
      <ConfirmDialog
        isOpen={stage.name === 'confirm' || stage.name === 'posting'}
        onOpenChange={(open) => {
          if (!open) flow.cancel();
        }}
        title="Confirm"
        message={plan?.confirmText ?? ''}
        isPending={stage.name === 'posting' || flow.stepUp?.status === 'checking'}
        onConfirm={flow.post}
      >
        {flow.stepUp ? (
          <StepUpPin
            check={flow.stepUp}
            pin={flow.pin}
            onPinChange={flow.setPin}
            error={flow.pinError}
            onPasskey={flow.postWithPasskey}
          />
        ) : null}
      </ConfirmDialog>
      <NotificationModal
        isOpen={stage.name === 'success'}
        onOpenChange={(open) => {
          if (!open) flow.dismiss();
        }}
        title={successTitle}
        message={stage.name === 'success' ? stage.outcome.message || successFallback : ''}
        okLabel="Ok"
      />
      <NotificationModal
        isOpen={stage.name === 'failure'}
        onOpenChange={(open) => {
          if (!open) flow.dismiss();
        }}
        title={failureTitle}
        message={stage.name === 'failure' ? stage.message : ''}
        okLabel="Ok"
      />
    </>
  );
}
