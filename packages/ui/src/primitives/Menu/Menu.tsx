import type { ReactNode } from 'react';
import {
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuTrigger,
  Popover,
  composeRenderProps,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  type MenuTriggerProps,
} from 'react-aria-components';

import { cx } from '../../private/cx';

import * as styles from './Menu.css';

export interface MenuProps<T extends object>
  extends RACMenuProps<T>, Omit<MenuTriggerProps, 'children' | 'trigger'> {
  /** The button that opens the menu, e.g. the notification bell. */
  trigger: ReactNode;
  /** Where the menu opens relative to its trigger. */
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
}

/** A button that opens a list of actions (react-aria MenuTrigger + Popover + Menu). */
export function Menu<T extends object>({
  trigger,
  placement = 'bottom end',
  isOpen,
  defaultOpen,
  onOpenChange,
  ...props
}: MenuProps<T>) {
  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger}
      <Popover placement={placement} className={styles.popover}>
        <RACMenu {...props} className={styles.menu} />
      </Popover>
    </MenuTrigger>
  );
}

export interface MenuItemProps extends RACMenuItemProps {
  /** A destructive action (Log Out, Delete): shown in the critical colour. */
  isDanger?: boolean;
}

/** One action of a Menu; `isDanger` colours a destructive one. */
export function MenuItem({ isDanger = false, className, ...props }: MenuItemProps) {
  const textValue = props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  return (
    <RACMenuItem
      {...props}
      textValue={textValue}
      className={composeRenderProps(className, (name) =>
        cx(styles.item, isDanger && styles.itemDanger, name),
      )}
    />
  );
}
