// The overlays every page shares (spec §2 common layout): the notification area, the loading
// overlay and the receipt (invoice) modal, all from the design system. The notification area is
// always there; the modal overlays come in their own chunk the first time one is wanted, so no
// page's first load carries react-aria's modal code for them.
import { InlineMessage } from '@savewin/ui';
import { atom, useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';

import { loadingOverlayAtom, notificationsAtom, paymentReceiptAtom, receiptAtom } from './feedback';
import * as styles from './GlobalOverlays.css';

const ModalOverlays = lazy(() => import('./ModalOverlays'));

const modalWantedAtom = atom(
  (get) => get(loadingOverlayAtom) > 0 || get(receiptAtom) !== null || get(paymentReceiptAtom) !== null,
);

export function GlobalOverlays() {
  const notifications = useAtomValue(notificationsAtom);
  const loading = useAtomValue(loadingOverlayAtom) > 0;
  const modalWanted = useAtomValue(modalWantedAtom);
  // Once loaded, the overlays stay mounted so they close (and hand focus back) as designed.
  const [modalsMounted, setModalsMounted] = useState(false);
  if (modalWanted && !modalsMounted) setModalsMounted(true);
  return (
    <>
      <div role="region" aria-label="Notifications" className={styles.notificationArea}>
        {notifications.map((n) => (
          <InlineMessage key={n.id} tone={n.tone}>
            {n.text}
          </InlineMessage>
        ))}
      </div>
      {modalsMounted && (
        // While the chunk arrives, a loading overlay is stood in for by a cover that takes every
        // press, so nothing behind it can be pressed twice.
        <Suspense fallback={loading ? <div className={styles.pressCover} aria-busy="true" /> : null}>
          <ModalOverlays />
        </Suspense>
      )}
    </>
  );
}
