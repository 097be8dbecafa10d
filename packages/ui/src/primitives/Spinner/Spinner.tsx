import { ProgressBar, type ProgressBarProps } from 'react-aria-components';

import * as styles from './Spinner.css';

export { spinnerSizes } from './Spinner.css';

export interface SpinnerProps extends Omit<ProgressBarProps, 'isIndeterminate' | 'value' | 'children'> {
  /** Diameter: small sits inside a button, large fills a loading panel. */
  size?: (typeof styles.spinnerSizes)[number];
}

/**
 * An indeterminate progress indicator. It is a progressbar with an accessible name ('Loading'
 * unless told otherwise), so screen readers announce that something is under way.
 */
export function Spinner({ size = 'medium', className, ...props }: SpinnerProps) {
  const label = props['aria-label'] ?? (props['aria-labelledby'] ? undefined : 'Loading');
  return (
    <ProgressBar
      {...props}
      aria-label={label}
      isIndeterminate
      className={[styles.spinner({ size }), typeof className === 'string' ? className : '']
        .filter(Boolean)
        .join(' ')}
    >
      <svg className={styles.svg} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle className={styles.track} cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </ProgressBar>
  );
}
