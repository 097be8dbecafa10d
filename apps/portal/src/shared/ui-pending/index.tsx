// The portal's thin adapters over @savewin/ui, keeping the few prop names the screens were first
// written against (variant 'quiet' and 'critical', TextField's string onChange). Each maps one to
// one and can be inlined at its call sites.
import {
  Button as UIButton,
  ButtonLink,
  Card as UICard,
  Checkbox as UICheckbox,
  InlineMessage,
  Link as UILink,
  Modal,
  Spinner as UISpinner,
  Switch as UISwitch,
  TextField as UITextField,
  type ButtonProps as UIButtonProps,
} from '@savewin/ui';
import type { ReactNode } from 'react';
import type { LinkProps as RACLinkProps } from 'react-aria-components';

import * as styles from './pending.css';

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

export function LinkButton({ variant = 'primary', ...rest }: RACLinkProps & { variant?: Variant }) {
  return <ButtonLink {...rest} variant={variantMap[variant]} />;
}

export function TextLink({ target, rel: _rel, ...rest }: RACLinkProps) {
  return <UILink {...rest} isExternal={target === '_blank'} />;
}

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'password';
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  placeholder?: string;
  description?: string;
  errorMessage?: string | null;
  prefix?: string;
  maxLength?: number;
  autoComplete?: string;
  isRequired?: boolean;
  isReadOnly?: boolean;
  name?: string;
}

export function TextField({ errorMessage, ...rest }: TextFieldProps) {
  return <UITextField {...rest} errorMessage={errorMessage ?? undefined} isInvalid={Boolean(errorMessage)} />;
}

export function Checkbox(props: {
  isSelected: boolean;
  onChange: (v: boolean) => void;
  children: ReactNode;
}) {
  return <UICheckbox {...props} />;
}

export function Switch(props: { isSelected: boolean; onChange: (v: boolean) => void; children: ReactNode }) {
  return <UISwitch {...props} />;
}

export interface ModalDialogProps {
  title: string;
  isOpen: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Escape and a click outside close it, unless a step must not be abandoned silently. */
  isDismissable?: boolean;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

export function ModalDialog({ isDismissable = true, children, ...rest }: ModalDialogProps) {
  return (
    <Modal {...rest} isDismissable={isDismissable} isKeyboardDismissDisabled={!isDismissable}>
      <div className={styles.dialogBody}>{children}</div>
    </Modal>
  );
}

/** A message: errors are announced at once (role alert), the rest politely (role status). */
export function Notice({ tone, children }: { tone: 'critical' | 'positive' | 'info'; children: ReactNode }) {
  return <InlineMessage tone={tone}>{children}</InlineMessage>;
}

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return <UISpinner aria-label={label} />;
}

export const Card = UICard;

export { styles as pendingStyles };
