import { AMOUNT_PLACEHOLDER } from '@savewin/core';

import { TextField, type TextFieldProps } from '../TextField/TextField';

export interface AmountFieldProps extends Omit<TextFieldProps, 'prefix' | 'type' | 'inputMode' | 'label'> {
  /** Defaults to 'Amount'. */
  label?: TextFieldProps['label'];
  /** Currency shown before the figure; GH₵ by default. */
  currency?: string;
}

/**
 * A cedi amount typed as text (the API's 2-decimal strings; parse with @savewin/core's
 * parseAmount). The phone shows its decimal keypad; the error under the field comes from the
 * screen, e.g. core's amountError(). It starts empty with a grey '0.00' (ARCHITECTURE difference
 * 13): a typed '0' would have to be deleted before the customer could type the amount.
 */
export function AmountField({
  label = 'Amount',
  currency = 'GH₵',
  placeholder = AMOUNT_PLACEHOLDER,
  ...props
}: AmountFieldProps) {
  return (
    <TextField
      autoComplete="off"
      {...props}
      placeholder={placeholder}
      label={label}
      prefix={currency}
      inputMode="decimal"
      type="text"
    />
  );
}
