import { PHONE_PREFIX } from '@savewin/core';

import { TextField, type TextFieldProps } from '../TextField/TextField';

export const PHONE_LOCAL_LENGTH = 10;

export interface PhoneFieldProps extends Omit<
  TextFieldProps,
  'prefix' | 'type' | 'inputMode' | 'label' | 'onChange'
> {
  /** Defaults to 'Mobile Number'. */
  label?: TextFieldProps['label'];
  /** Called with digits only: whatever else is typed or pasted (spaces, dashes) is dropped. */
  onChange?: (digits: string) => void;
}

/**
 * A Ghana mobile number: the fixed 233 prefix is shown, the customer types the 10-digit local
 * number (e.g. 024 123 4567) on the numeric keypad. Controlled: `onChange` receives at most 10
 * digits, so a pasted '024-123-4567' arrives as '0241234567'.
 */
export function PhoneField({
  label = 'Mobile Number',
  placeholder = '000 000 0000',
  onChange,
  ...props
}: PhoneFieldProps) {
  return (
    <TextField
      autoComplete="tel-national"
      {...props}
      label={label}
      placeholder={placeholder}
      prefix={PHONE_PREFIX}
      type="tel"
      inputMode="numeric"
      onChange={(text) => onChange?.(text.replace(/\D/g, '').slice(0, PHONE_LOCAL_LENGTH))}
    />
  );
}
