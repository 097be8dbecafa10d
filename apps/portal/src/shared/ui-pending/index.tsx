// Minimal stand-ins for packages/ui components that have not landed yet, all thin wrappers of
// react-aria-components so focus, keyboard and screen-reader behaviour come from RAC.
// TODO(packages/ui): replace Button, TextField, Checkbox, Switch, ModalDialog (→ Modal), Notice, Spinner, Card and TextLink by the ui exports.
import type { ReactNode } from 'react';
import {
  Button as RACButton,
  Checkbox as RACCheckbox,
  Dialog,
  FieldError,
  Group,
  Heading,
  Input,
  Label,
  Link as RACLink,
  Modal,
  ModalOverlay,
  ProgressBar,
  Switch as RACSwitch,
  Text,
  TextField as RACTextField,
  type ButtonProps as RACButtonProps,
  type LinkProps as RACLinkProps,
} from 'react-aria-components';

import * as styles from './pending.css';

export interface ButtonProps extends RACButtonProps {
  variant?: keyof typeof styles.button;
  children?: ReactNode;
}

/** isPending shows a spinner, keeps the label for screen readers and blocks a second press. */
export function Button({ variant = 'primary', children, isPending, ...rest }: ButtonProps) {
  return (
    <RACButton {...rest} isPending={isPending} className={styles.button[variant]}>
      {isPending ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </RACButton>
  );
}

export function LinkButton({
  variant = 'primary',
  ...rest
}: RACLinkProps & { variant?: keyof typeof styles.button }) {
  return <RACLink {...rest} className={styles.button[variant]} />;
}

export function TextLink(props: RACLinkProps) {
  return <RACLink {...props} className={styles.link} />;
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

export function TextField({
  label,
  description,
  errorMessage,
  prefix,
  inputMode,
  placeholder,
  ...rest
}: TextFieldProps) {
  return (
    <RACTextField {...rest} isInvalid={Boolean(errorMessage)} className={styles.field}>
      <Label className={styles.label}>{label}</Label>
      <Group className={styles.inputGroup} isInvalid={Boolean(errorMessage)}>
        {prefix ? (
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <Input className={styles.input} inputMode={inputMode} placeholder={placeholder} />
      </Group>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.fieldError}>{errorMessage}</FieldError>
    </RACTextField>
  );
}

export function Checkbox({
  isSelected,
  onChange,
  children,
}: {
  isSelected: boolean;
  onChange: (v: boolean) => void;
  children: ReactNode;
}) {
  return (
    <RACCheckbox isSelected={isSelected} onChange={onChange} className={styles.toggle}>
      <span className={styles.toggleBox} aria-hidden="true" />
      {children}
    </RACCheckbox>
  );
}

export function Switch({
  isSelected,
  onChange,
  children,
}: {
  isSelected: boolean;
  onChange: (v: boolean) => void;
  children: ReactNode;
}) {
  return (
    <RACSwitch isSelected={isSelected} onChange={onChange} className={styles.toggle}>
      <span className={styles.switchTrack} aria-hidden="true">
        <span className={styles.switchThumb} />
      </span>
      {children}
    </RACSwitch>
  );
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

export function ModalDialog({
  title,
  isOpen,
  onOpenChange,
  isDismissable = true,
  role,
  children,
}: ModalDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} role={role}>
          <Heading slot="title" className={styles.dialogTitle}>
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** A message: errors are announced at once (role alert), the rest politely (role status). */
export function Notice({ tone, children }: { tone: 'critical' | 'positive' | 'info'; children: ReactNode }) {
  return (
    <div role={tone === 'critical' ? 'alert' : 'status'} className={styles.notice[tone]}>
      {children}
    </div>
  );
}

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <ProgressBar isIndeterminate aria-label={label}>
      <span className={styles.spinner} aria-hidden="true" />
    </ProgressBar>
  );
}

export function Card({
  children,
  as: As = 'section',
  ...rest
}: {
  children: ReactNode;
  as?: 'section' | 'div' | 'article';
  'aria-labelledby'?: string;
}) {
  return (
    <As className={styles.card} {...rest}>
      {children}
    </As>
  );
}

export { styles as pendingStyles };
