// shared/ui-pending holds the portal's thin adapters over @savewin/ui, keeping the few prop names
// the screens were first written against; each maps one to one and can be inlined at its call
// sites. One module per adapter, imported directly (no index): a screen's chunk then carries only
// the design-system components it uses, where one module importing them all made every page load
// react-aria's modal, checkbox and switch code.
//
// Here: Button, a link styled as a button and a text link, with variants 'quiet' and 'critical'.
import {
  Button as UIButton,
  ButtonLink,
  Link as UILink,
  type ButtonLinkProps,
  type ButtonProps as UIButtonProps,
} from '@savewin/ui';
import type { ReactNode } from 'react';
import type { LinkProps as RACLinkProps } from 'react-aria-components';

const variantMap = {
  primary: 'primary',
  secondary: 'secondary',
  quiet: 'ghost',
  critical: 'danger',
} as const;
type Variant = keyof typeof variantMap;

export interface ButtonProps extends Omit<UIButtonProps, 'variant'> {
  variant?: Variant;
  children?: ReactNode;
}

/** isPending shows a spinner, keeps the label for screen readers and blocks a second press. */
export function Button({ variant = 'primary', ...rest }: ButtonProps) {
  return <UIButton {...rest} variant={variantMap[variant]} />;
}

export function LinkButton({
  variant = 'primary',
  ...rest
}: Omit<ButtonLinkProps, 'variant'> & { variant?: Variant }) {
  return <ButtonLink {...rest} variant={variantMap[variant]} />;
}

export function TextLink({ target, rel: _rel, ...rest }: RACLinkProps) {
  return <UILink {...rest} isExternal={target === '_blank'} />;
}
