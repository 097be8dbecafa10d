// 'Enter amount and confirm' (spec §2, §4 step 6): the payer's amount and CONFIRM. A link asking for
// a fixed amount shows it read-only. The dialog stays open on a refusal so nothing typed is lost.
import { PAYMENT_LINK_AMOUNT_TITLE } from '@savewin/core';
import { AmountField, Button, InlineMessage, Modal } from '@savewin/ui';
import { Form } from 'react-aria-components';

import type { TimedMessage } from '../../../shared/feedback/useTimedMessage';
import * as layout from '../../../shared/layout.css';

export interface PaymentAmountDialogProps {
  isOpen: boolean;
  amount: string;
  onAmountChange: (amount: string) => void;
  /** The link's fixed amount: the field is read-only. */
  isFixed: boolean;
  isPending: boolean;
  message: TimedMessage | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export default function PaymentAmountDialog({
  isOpen,
  amount,
  onAmountChange,
  isFixed,
  isPending,
  message,
  onConfirm,
  onCancel,
}: PaymentAmountDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && !isPending && onCancel()}
      title={PAYMENT_LINK_AMOUNT_TITLE}
      size="small"
      isDismissable={!isPending}
    >
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm();
        }}
        className={layout.form}
      >
        <AmountField value={amount} onChange={onAmountChange} isReadOnly={isFixed} name="amount" />
        {message ? <InlineMessage tone={message.tone}>{message.text}</InlineMessage> : null}
        <Button type="submit" isPending={isPending} isFullWidth>
          CONFIRM
        </Button>
      </Form>
    </Modal>
  );
}
