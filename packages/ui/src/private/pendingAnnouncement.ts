// react-aria's Button says that it is busy (and then done) through the page's live announcer: it
// adds a role=img node labelled by the button (aria-labelledby = the button's id) and keeps it for
// 7 s. A button that leaves the page before then (a sign-in form replaced by the dashboard, a
// dialog that closes) leaves that node naming nothing, and assistive technology meets an unnamed
// image. The node has done its work when added, so it goes with the button.
import { useEffect, useId } from 'react';

/** The id to give a react-aria Button that may be pending; its announcements leave with it. */
export function usePendingButtonId(id?: string): string {
  const generated = useId();
  const buttonId = id ?? generated;
  useEffect(
    () => () => {
      for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
        if (node.getAttribute('aria-labelledby')?.split(' ').includes(buttonId)) node.remove();
      }
    },
    [buttonId],
  );
  return buttonId;
}
