// A banner over every page while the phone is offline: the service worker still opens the portal
// from its cache, and this says why the account cannot load and that nothing is sent meanwhile.
import { InlineMessage } from '@savewin/ui';

import { OFFLINE_MESSAGE, useOnline } from '../shared/online';

import * as styles from './offlineNotice.css';

export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className={styles.notice}>
      <InlineMessage tone="warning">{OFFLINE_MESSAGE}</InlineMessage>
    </div>
  );
}
