import type { ReactNode } from 'react';
import {
  Label,
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';

import * as styles from './ProgressBar.css';

export { progressBarTones } from './ProgressBar.css';

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children' | 'isIndeterminate'> {
  /** Visible label, also the accessible name. */
  label?: ReactNode;
  /** Shown at the right and announced, e.g. 'GH₵ 1,200.00 of GH₵ 5,000.00'. Percent by default. */
  valueLabel?: string;
  /** Hide the value text (it is still announced). */
  hideValue?: boolean;
  /** Fill colour: brand for progress, positive when a goal is reached, prize for draws. */
  tone?: (typeof styles.progressBarTones)[number];
}

/** Progress towards a known end: a goal's current amount over its target. Over-target caps at full. */
export function ProgressBar({
  label,
  valueLabel,
  hideValue = false,
  tone = 'brand',
  ...props
}: ProgressBarProps) {
  return (
    <RACProgressBar {...props} valueLabel={valueLabel} className={styles.root}>
      {({ percentage, valueText }) => (
        <>
          {label || !hideValue ? (
            <div className={styles.header}>
              {label ? <Label className={styles.label}>{label}</Label> : <span />}
              {hideValue ? null : <span className={styles.value}>{valueText}</span>}
            </div>
          ) : null}
          <div className={styles.track}>
            <div
              className={styles.fill({ tone })}
              style={{ width: `${Math.min(100, Math.max(0, percentage ?? 0))}%` }}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
