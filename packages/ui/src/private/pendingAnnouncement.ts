// react-aria's Button says that it is busy (and then done) through the page's live announcer: it
// adds a role=img node labelled by the button (aria-labelledby = the button's id) and keeps it for
// 7 s. A button that leaves the page before then (a sign-in form replaced by the dashboard, a
// dialog that closes) leaves that node naming nothing, and assistive technology meets an unnamed
// image. The node has done its work when added, so it goes with the button (also when react-aria
// adds it just after the button has gone: the first announcement of a page waits 100 ms).
import { useEffect, useId } from 'react';

/**
 * react-aria waits this long before the page's first announcement (its live regions must be in
 * the page first, or Safari says nothing): a button pressed and gone within it adds its node late.
 */
const FIRST_ANNOUNCEMENT_DELAY_MS = 100;

function removeAnnouncementsOf(buttonId: string): void {
  for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
    if (node.getAttribute('aria-labelledby')?.split(' ').includes(buttonId)) node.remove();
  }
}

/** The id to give a react-aria Button that may be pending; its announcements leave with it. */
export function usePendingButtonId(id?: string): string {
  const generated = useId();
  const buttonId = id ?? generated;
  useEffect(
    () => () => {
      removeAnnouncementsOf(buttonId);
      // An announcement still waiting for the page's first one is added after this: its timer was
      // set before this one and ends sooner, so this removal comes after it, however slow the page.
      setTimeout(() => removeAnnouncementsOf(buttonId), FIRST_ANNOUNCEMENT_DELAY_MS + 50);
    },
    [buttonId],
  );
  return buttonId;
}
