// A failed load, said plainly, with a way to try again (ARCHITECTURE difference 3: failures are
// never silent).
import { Button } from '../../primitives/Button';

import * as styles from './ErrorState.css';

export interface ErrorStateProps {
  /** Heading of the error. */
  title?: string;
  /** What went wrong, in words the customer understands. */
  message?: string;
  /** Shows a retry button that calls this. */
  onRetry?: () => void;
  /** A retry is under way. */
  isRetrying?: boolean;
  /** Text of the retry button. */
  retryLabel?: string;
}

/** A section that failed to load: the message and a retry button. */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  isRetrying = false,
  retryLabel = 'Try again',
}: ErrorStateProps) {
  return (
    <div className={styles.root} role="alert">
      <p className={styles.title}>{title}</p>
      {message ? <p className={styles.message}>{message}</p> : null}
      {onRetry ? (
        <Button variant="secondary" onPress={onRetry} isPending={isRetrying} pendingLabel="Retrying">
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
