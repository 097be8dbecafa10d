import { Dialog, Modal, ModalOverlay } from 'react-aria-components';

import { Spinner } from '../Spinner/Spinner';

import * as styles from './LoadingOverlay.css';

export interface LoadingOverlayProps {
  /** Covers the screen with a spinner while true. */
  isVisible: boolean;
  /** What is under way; also announced. 'Loading' by default. */
  label?: string;
}

/**
 * Covers the whole screen while something the customer must wait for is under way (the global
 * loading overlay of spec §2): the page behind is inert, so nothing can be pressed twice.
 */
export function LoadingOverlay({ isVisible, label = 'Loading' }: LoadingOverlayProps) {
  return (
    <ModalOverlay
      isOpen={isVisible}
      isDismissable={false}
      isKeyboardDismissDisabled
      className={styles.overlay}
    >
      <Modal>
        <Dialog aria-label={label} className={styles.panel}>
          <Spinner size="large" aria-label={label} />
          <span className={styles.label} aria-hidden="true">
            {label}
          </span>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
