// A banner over every page when a new version of the portal has been downloaded: it waits for the
// customer, who reloads when it suits them (never in the middle of a payment by itself).
import { Button, InlineMessage, Inline } from '@savewin/ui';
import { useAtomValue } from 'jotai';

import * as styles from './offlineNotice.css';
import { applyUpdate } from './serviceWorker';
import { waitingWorkerAtom } from './updateState';

export const UPDATE_MESSAGE =
  'A new version of SAVE & WIN is ready. Reload when you have finished what you are doing.';

export function UpdateNotice() {
  const waiting = useAtomValue(waitingWorkerAtom);
  if (!waiting) return null;
  return (
    <div className={styles.notice}>
      <InlineMessage tone="info">
        <Inline space="small" alignY="center">
          <span>{UPDATE_MESSAGE}</span>
          <Button size="small" variant="secondary" onPress={applyUpdate}>
            Reload
          </Button>
        </Inline>
      </InlineMessage>
    </div>
  );
}
