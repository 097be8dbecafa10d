import type { ReactNode } from 'react';

import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';

export interface NotificationModalProps {
  /** Whether the dialog is shown (controlled). */
  isOpen: boolean;
  /** Called with false when the customer presses OK or closes it. */
  onOpenChange: (isOpen: boolean) => void;
  /** Heading of the notification. */
  title: ReactNode;
  /** The notification text. */
  message: ReactNode;
  /** 'OK' by default; the invalid-amount modal says 'Ok'. */
  okLabel?: string;
}

/** A title, a message and an OK button that closes it (spec §8), e.g. the invalid-amount error. */
export function NotificationModal({
  isOpen,
  onOpenChange,
  title,
  message,
  okLabel = 'OK',
}: NotificationModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      role="alertdialog"
      size="small"
      showCloseButton={false}
      footer={
        <Button slot="close" isFullWidth>
          {okLabel}
        </Button>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
