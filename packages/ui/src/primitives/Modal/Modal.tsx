import type { ReactNode } from 'react';
import {
  Dialog,
  Heading,
  Modal as RACModal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';

import { Button } from '../Button/Button';

import * as styles from './Modal.css';

export { modalSizes } from './Modal.css';

export interface ModalProps extends Omit<ModalOverlayProps, 'children' | 'className' | 'style'> {
  /** The dialog's heading; also its accessible name. */
  title: ReactNode;
  /** Body of the dialog. */
  children?: ReactNode;
  /** Actions at the bottom, right-aligned (wrapping on a phone). */
  footer?: ReactNode;
  /** Maximum width of the dialog; on narrow screens every size fills the width. */
  size?: (typeof styles.modalSizes)[number];
  /** 'alertdialog' for questions that need an answer (ConfirmDialog, NotificationModal). */
  role?: 'dialog' | 'alertdialog';
  /** Show the × button. On by default when the modal is dismissable. */
  showCloseButton?: boolean;
  /** Accessible name of the × button. */
  closeLabel?: string;
}

/**
 * A modal dialog on react-aria's ModalOverlay/Modal/Dialog: focus is trapped and restored,
 * the page behind is inert, Escape and a tap outside close it when `isDismissable` (Escape
 * can be kept on its own with `isKeyboardDismissDisabled`).
 * Controlled through `isOpen` / `onOpenChange`.
 */
export function Modal({
  title,
  children,
  footer,
  size = 'medium',
  role = 'dialog',
  isDismissable = true,
  isKeyboardDismissDisabled = !isDismissable,
  showCloseButton = isDismissable,
  closeLabel = 'Close',
  ...props
}: ModalProps) {
  return (
    <ModalOverlay
      {...props}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={styles.overlay}
    >
      <RACModal className={styles.modal({ size })}>
        <Dialog role={role} className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {showCloseButton ? (
              <Button slot="close" variant="ghost" size="small" aria-label={closeLabel}>
                <svg className={styles.closeIcon} viewBox="0 0 20 20" fill="none" aria-hidden="true">
                  <path
                    d="M5 5l10 10M15 5L5 15"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </Button>
            ) : null}
          </div>
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </Dialog>
      </RACModal>
    </ModalOverlay>
  );
}
