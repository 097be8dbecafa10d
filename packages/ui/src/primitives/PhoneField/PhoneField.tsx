import { PHONE_PREFIX } from '@savewin/core';

import { TextField, type TextFieldProps } from '../TextField/TextField';

/** Digits a Ghana mobile number may be typed with: 10 local (024…), or 12 with 233 (spec §5). */
export const PHONE_LOCAL_LENGTH = 10;
export const PHONE_MAX_DIGITS = 12;

export interface PhoneFieldProps extends Omit<
  TextFieldProps,
  'prefix' | 'type' | 'inputMode' | 'label' | 'onChange'
> {
  /** Defaults to 'Mobile Number'. */
  label?: TextFieldProps['label'];
  /** Called with digits and spaces only: anything else typed or pasted (dashes, '+') is dropped. */
  onChange?: (text: string) => void;
}

/** Keeps the digits and the spaces a person groups them with, up to the longest number there is. */
export function phoneFieldText(text: string): string {
  let digits = 0;
  let kept = '';
  for (const char of text) {
    if (char === ' ') kept += char;
    else if (/\d/.test(char) && digits < PHONE_MAX_DIGITS) {
      kept += char;
      digits += 1;
    }
  }
  return kept;
}

/**
 * A Ghana mobile number, the one phone field of every screen (spec §2, §5): the fixed 233 prefix is
 * shown (sign-in), the placeholder is '000 000 0000' (sign-up), the numeric keypad opens. The
 * customer may type the number any way the spec's validation accepts (9 digits after 233, 10 digits
 * starting with 0, or 12 starting with 233, grouped with spaces as they like); the screen checks it
 * with `normaliseMobileNumber` / `mobileNumberError` ('Invalid Number'). Controlled: `onChange`
 * receives digits and spaces only, at most 12 digits, so a pasted '+233 24-123-4567' arrives as
 * '233 241234567'.
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
      onChange={(text) => onChange?.(phoneFieldText(text))}
    />
  );
}
