import type { ReactNode } from 'react';
import {
  DateInput,
  DatePicker as RACDatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Label,
  Popover,
  Text,
  type DatePickerProps as RACDatePickerProps,
  type DateValue,
  type ValidationResult,
} from 'react-aria-components';

import * as field from '../../private/field.css';
import { Button } from '../Button/Button';
import { Calendar } from '../Calendar/Calendar';

import * as styles from './DatePicker.css';

export interface DatePickerProps<T extends DateValue> extends Omit<RACDatePickerProps<T>, 'children'> {
  /** Visible label, also the accessible name. */
  label: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** Shown under the field, and marks it invalid. */
  errorMessage?: string | ((validation: ValidationResult) => string);
}

/**
 * A date typed segment by segment or picked from a calendar popover, limited to
 * `minValue`…`maxValue` (a goal's due date must lie ahead).
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  isInvalid,
  ...props
}: DatePickerProps<T>) {
  const invalid = isInvalid ?? (typeof errorMessage === 'string' && errorMessage !== '' ? true : undefined);
  return (
    <RACDatePicker {...props} isInvalid={invalid} className={field.field}>
      <Label className={field.label}>{label}</Label>
      <Group className={field.control}>
        <DateInput className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Button variant="ghost" size="small" className={styles.openButton} aria-label="Open calendar">
          <svg className={styles.icon} viewBox="0 0 20 20" fill="none" aria-hidden="true">
            <path
              d="M4 5h12v12H4zM4 9h12M8 3v4M12 3v4"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </Button>
      </Group>
      {description ? (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={field.error}>{errorMessage}</FieldError>
      <Popover className={styles.popover} placement="bottom start">
        <Dialog className={styles.dialog} aria-label="Calendar">
          <Calendar />
        </Dialog>
      </Popover>
    </RACDatePicker>
  );
}
