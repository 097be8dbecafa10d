import { Link as RACLink, composeRenderProps, type LinkProps as RACLinkProps } from 'react-aria-components';

import { cx } from '../../private/cx';
import { button, content, type ButtonVariants } from '../Button/Button.css';
import { Icon, type IconGlyph } from '../Icon/Icon';

export interface ButtonLinkProps extends RACLinkProps {
  /** Visual weight, as for Button: primary for the one main action of a screen. */
  variant?: ButtonVariants['variant'];
  /** Height and padding, as for Button. */
  size?: ButtonVariants['size'];
  /** Stretches the link to the width of its container (narrow screens). */
  fullWidth?: boolean;
  /** A glyph before the label (decorative: the label names the destination). */
  icon?: IconGlyph;
}

/**
 * A link that looks like a button, for a call to action that goes to another page ('New Goal',
 * 'Add Wallet'). It stays a link for assistive technology: it navigates, it does not act.
 */
export function ButtonLink({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  icon,
  className,
  children,
  ...props
}: ButtonLinkProps) {
  return (
    <RACLink
      {...props}
      className={composeRenderProps(className, (name) => cx(button({ variant, size, fullWidth }), name))}
    >
      {icon
        ? composeRenderProps(children, (label) => (
            <>
              <Icon icon={icon} />
              <span className={content}>{label}</span>
            </>
          ))
        : children}
    </RACLink>
  );
}
