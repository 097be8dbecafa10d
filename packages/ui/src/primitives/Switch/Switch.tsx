import type { ReactNode } from 'react';
import {
  Switch as RACSwitch,
  composeRenderProps,
  type SwitchProps as RACSwitchProps,
} from 'react-aria-components';

import { cx } from '../../private/cx';

import * as styles from './Switch.css';

export interface SwitchProps extends Omit<RACSwitchProps, 'children'> {
  /** The label next to the switch. */
  children: ReactNode;
}

/** An on/off setting that applies at once: Remember me, Use Linked Wallet, Enable Assistant. */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <RACSwitch {...props} className={composeRenderProps(className, (name) => cx(styles.switchRoot, name))}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.handle} />
      </span>
      {children}
    </RACSwitch>
  );
}
