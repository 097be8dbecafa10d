import type { ReactNode } from 'react';
import {
  Checkbox as RACCheckbox,
  composeRenderProps,
  type CheckboxProps as RACCheckboxProps,
} from 'react-aria-components';

import { cx } from '../../private/cx';

import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<RACCheckboxProps, 'children'> {
  /** The label next to the box. */
  children: ReactNode;
}

/** A checkbox with its label, e.g. the Terms and Conditions of sign-up. */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={composeRenderProps(className, (name) => cx(styles.checkbox, name))}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? (
              <svg className={styles.mark} viewBox="0 0 16 16" fill="none">
                <path d="M3 8h10" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            ) : isSelected ? (
              <svg className={styles.mark} viewBox="0 0 16 16" fill="none">
                <path
                  d="M3 8.5l3 3 7-7"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            ) : null}
          </span>
          {children}
        </>
      )}
    </RACCheckbox>
  );
}
