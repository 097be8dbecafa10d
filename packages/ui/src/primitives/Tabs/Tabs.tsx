import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  composeRenderProps,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';

import { cx } from '../../private/cx';

import * as styles from './Tabs.css';

/** Tabs on react-aria: arrow keys move between tabs, each tab controls its panel. */
export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={composeRenderProps(className, (name) => cx(styles.tabs, name))} />;
}

/** The row of tabs; arrow keys move between them. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return (
    <RACTabList {...props} className={composeRenderProps(className, (name) => cx(styles.tabList, name))} />
  );
}

/** One tab; its `id` matches the TabPanel it shows. */
export function Tab({ className, ...props }: TabProps) {
  return <RACTab {...props} className={composeRenderProps(className, (name) => cx(styles.tab, name))} />;
}

/** The content shown while the tab with the same `id` is selected. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <RACTabPanel {...props} className={composeRenderProps(className, (name) => cx(styles.tabPanel, name))} />
  );
}

export type { TabListProps, TabPanelProps, TabProps, TabsProps };
