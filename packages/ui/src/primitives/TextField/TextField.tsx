import type { ReactNode } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';

import { cx } from '../../private/cx';
import * as field from '../../private/field.css';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children'> {
  /** Visible label, also the accessible name. */
  label: ReactNode;
  /** Help under the field, e.g. 'Set a 6-digit passcode'. */
  description?: ReactNode;
  /**
   * The error to show. A non-empty string also marks the field invalid (server-side or screen
   * validation); a function renders react-aria's own validation result.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Example text shown while the field is empty; never a substitute for the label. */
  placeholder?: string;
  /** Content shown before the input inside the same box (see AmountField, PhoneField). */
  prefix?: ReactNode;
}

/** A labelled text input with help text and an error, on react-aria's TextField. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  prefix,
  isInvalid,
  className,
  ...props
}: TextFieldProps) {
  const invalid = isInvalid ?? (typeof errorMessage === 'string' && errorMessage !== '' ? true : undefined);
  return (
    <RACTextField
      {...props}
      isInvalid={invalid}
      className={cx(field.field, typeof className === 'string' ? className : undefined)}
    >
      <Label className={field.label}>{label}</Label>
      <div
        className={field.control}
        data-invalid={invalid || undefined}
        data-disabled={props.isDisabled || undefined}
      >
        {prefix ? (
          <span className={field.prefix} aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <Input className={field.input} placeholder={placeholder} />
      </div>
      {description ? (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={field.error}>{errorMessage}</FieldError>
    </RACTextField>
  );
}
