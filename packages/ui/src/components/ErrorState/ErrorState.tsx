// A failed load, said plainly, with a way to try again (ARCHITECTURE difference 3: failures are
// never silent).
import { Button } from '../../primitives/Button';

import * as styles from './ErrorState.css';

export interface ErrorStateProps {
  title?: string;
  message?: string;
  onRetry?: () => void;
  /** A retry is under way. */
  isRetrying?: boolean;
  retryLabel?: string;
}

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
