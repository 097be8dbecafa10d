import {
  Button as RACButton,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';

import { cx } from '../../private/cx';
import { usePendingButtonId } from '../../private/pendingAnnouncement';
import { Icon, type IconGlyph } from '../Icon/Icon';
import { Spinner } from '../Spinner/Spinner';

import * as styles from './Button.css';

export { buttonSizes, buttonVariants } from './Button.css';

export interface ButtonProps extends RACButtonProps {
  /** Visual weight: primary for the main action, secondary and ghost for others, danger for destructive ones. */
  variant?: (typeof styles.buttonVariants)[number];
  /** Height and padding; every size keeps a 44 px touch target. */
  size?: (typeof styles.buttonSizes)[number];
  /** Stretch to the width of the container (forms on a phone). */
  isFullWidth?: boolean;
  /** What the spinner announces while `isPending`. */
  pendingLabel?: string;
  /** A glyph before the label (decorative: the label or aria-label names the action). */
  icon?: IconGlyph;
}

/**
 * A button on react-aria's Button. While `isPending` it shows a spinner, ignores presses and
 * tells assistive technology that it is busy, so a payment cannot be sent twice by impatience.
 */
export function Button({
  variant = 'primary',
  size = 'medium',
  isFullWidth = false,
  pendingLabel = 'Loading',
  icon,
  className,
  children,
  id,
  ...props
}: ButtonProps) {
  const buttonId = usePendingButtonId(id);
  return (
    <RACButton
      {...props}
      id={buttonId}
      className={composeRenderProps(className, (name) =>
        cx(styles.button({ variant, size, fullWidth: isFullWidth }), name),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending ? (
            <Spinner size="small" aria-label={pendingLabel} />
          ) : icon ? (
            <Icon icon={icon} />
          ) : null}
          <span className={styles.content}>{content}</span>
        </>
      ))}
    </RACButton>
  );
}
