// The top bar's quick-navigation search as react-aria's ComboBox. Loaded on demand (see TopBar):
// it takes over from the bar's plain field with what the customer has typed there and the focus,
// so nothing typed before it arrived is lost.
import { useContext, useEffect, useRef } from 'react';
import { ComboBox, ComboBoxStateContext, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components';

import type { QuickLink } from './TopBar';
import * as styles from './TopBar.css';

/** What the plain field held when this one replaced it. */
export interface SearchHandoff {
  text: string;
  isFocused: boolean;
}

/** Focuses the field and gives it the text typed so far, filtering the list as typing would. */
function TakeOver({
  handoff,
  input,
}: {
  handoff: SearchHandoff;
  input: React.RefObject<HTMLInputElement | null>;
}) {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    if (handoff.isFocused) input.current?.focus();
    if (handoff.text) state?.setInputValue(handoff.text);
    // Once, when this field replaces the plain one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

export function TopBarSearch({
  quickLinks,
  onNavigate,
  handoff,
}: {
  /** Screens and recent transactions the search can jump to. */
  quickLinks: readonly QuickLink[];
  /** Called with the chosen entry; the app navigates. */
  onNavigate: (link: QuickLink) => void;
  /** What the plain field held before this one replaced it. */
  handoff: SearchHandoff;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <ComboBox
      aria-label="Search"
      className={styles.search}
      defaultItems={quickLinks}
      menuTrigger="focus"
      onSelectionChange={(key) => {
        const link = quickLinks.find((item) => item.id === key);
        if (link) onNavigate(link);
      }}
    >
      <Input ref={input} className={styles.searchInput} placeholder="Type here..." />
      <TakeOver handoff={handoff} input={input} />
      <Popover className={styles.popover} placement="bottom start">
        <ListBox
          className={styles.listBox}
          renderEmptyState={() => <p className={styles.emptyItem}>No matches</p>}
        >
          {(item: QuickLink) => (
            <ListBoxItem id={item.id} textValue={item.label} className={styles.option}>
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
