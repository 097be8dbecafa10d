import type { ReactNode } from 'react';

import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown (controlled). */
  isOpen: boolean;
  /** Called with false when the customer closes or cancels. */
  onOpenChange: (isOpen: boolean) => void;
  /** Heading of the dialog: the question being confirmed. */
  title: ReactNode;
  /** What will happen if the customer confirms. */
  message: ReactNode;
  /** The answer that goes ahead. 'Yes' by default, as in the Log Out dialog. */
  confirmLabel?: string;
  /** The answer that backs out and closes. 'No' by default. */
  cancelLabel?: string;
  /** Called on the confirming answer. The dialog stays open: the screen closes it when done. */
  onConfirm: () => void;
  /** 'danger' for answers that destroy something (delete a wallet, delete the profile). */
  tone?: 'primary' | 'danger';
  /** The confirmed action is under way: the confirm button spins, both answers are locked. */
  isPending?: boolean;
  /** Extra content under the message (e.g. a summary of what is confirmed). */
  children?: ReactNode;
}

/** A yes/no question (alertdialog), e.g. 'Log Out' / 'Are you sure you want to log out?'. */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  message,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  onConfirm,
  tone = 'primary',
  isPending = false,
  children,
}: ConfirmDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!isPending) onOpenChange(open);
      }}
      title={title}
      role="alertdialog"
      size="small"
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
      footer={
        <>
          <Button variant="secondary" isDisabled={isPending} onPress={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button variant={tone} isPending={isPending} onPress={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{message}</p>
      {children}
    </Modal>
  );
}
