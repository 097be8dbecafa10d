import { Link as RACLink, composeRenderProps, type LinkProps as RACLinkProps } from 'react-aria-components';

import { cx } from '../../private/cx';
import { button, type ButtonVariants } from '../Button/Button.css';

export interface ButtonLinkProps extends RACLinkProps {
  /** Visual weight, as for Button: primary for the one main action of a screen. */
  variant?: ButtonVariants['variant'];
  /** Height and padding, as for Button. */
  size?: ButtonVariants['size'];
  /** Stretches the link to the width of its container (narrow screens). */
  fullWidth?: boolean;
}

/**
 * A link that looks like a button, for a call to action that goes to another page ('New Goal',
 * 'Add Wallet'). It stays a link for assistive technology: it navigates, it does not act.
 */
export function ButtonLink({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  className,
  ...props
}: ButtonLinkProps) {
  return (
    <RACLink
      {...props}
      className={composeRenderProps(className, (name) => cx(button({ variant, size, fullWidth }), name))}
    />
  );
}
