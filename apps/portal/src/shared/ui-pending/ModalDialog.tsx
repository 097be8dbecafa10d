// A titled modal whose body is spaced as the portal's dialogs are.
import { Modal } from '@savewin/ui';
import type { ReactNode } from 'react';

import * as styles from './pending.css';

export interface ModalDialogProps {
  title: string;
  isOpen: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Escape and a click outside close it, unless a step must not be abandoned silently. */
  isDismissable?: boolean;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

export function ModalDialog({ isDismissable = true, children, ...rest }: ModalDialogProps) {
  return (
    <Modal {...rest} isDismissable={isDismissable} isKeyboardDismissDisabled={!isDismissable}>
      <div className={styles.dialogBody}>{children}</div>
    </Modal>
  );
}
