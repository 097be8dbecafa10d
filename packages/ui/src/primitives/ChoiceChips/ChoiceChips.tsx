import type { ReactNode } from 'react';
import { FieldError, Label, Radio, RadioGroup, Text, type RadioGroupProps } from 'react-aria-components';

import { cx } from '../../private/cx';
import * as field from '../../private/field.css';

import * as styles from './ChoiceChips.css';

export interface ChoiceChip<T extends string = string> {
  id: T;
  /** Text of the chip. */
  label: ReactNode;
  isDisabled?: boolean;
}

export interface ChoiceChipsProps<T extends string = string> extends Omit<
  RadioGroupProps,
  'children' | 'value' | 'defaultValue' | 'onChange'
> {
  /** Visible label of the group, also its accessible name. */
  label: ReactNode;
  /** The choices, in order: id, label and whether it is disabled. */
  options: ReadonlyArray<ChoiceChip<T>>;
  /** The chosen value (controlled); null for none. */
  value?: T | null;
  /** The value chosen at first (uncontrolled). */
  defaultValue?: T;
  /** Called with the value the customer picks. */
  onChange?: (value: T) => void;
  /** Help text under the chips. */
  description?: ReactNode;
  /** Shown under the chips, and marks the group invalid. */
  errorMessage?: string;
}

/**
 * One choice out of a few, shown as chips (a radio group underneath): goal purposes, reminder
 * frequency Daily/Weekly/Monthly. Arrow keys move between chips.
 */
export function ChoiceChips<T extends string = string>({
  label,
  options,
  description,
  errorMessage,
  isInvalid,
  onChange,
  className,
  ...props
}: ChoiceChipsProps<T>) {
  const invalid = isInvalid ?? (errorMessage ? true : undefined);
  return (
    <RadioGroup
      orientation="horizontal"
      {...props}
      isInvalid={invalid}
      onChange={(next) => onChange?.(next as T)}
      className={cx(styles.group, typeof className === 'string' ? className : undefined)}
    >
      <Label className={field.label}>{label}</Label>
      <div className={styles.chips}>
        {options.map((option) => (
          <Radio key={option.id} value={option.id} isDisabled={option.isDisabled} className={styles.chip}>
            {({ isSelected }) => (
              <>
                {isSelected ? (
                  <svg className={styles.tick} viewBox="0 0 16 16" fill="none" aria-hidden="true">
                    <path
                      d="M3 8.5l3 3 7-7"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                ) : null}
                {option.label}
              </>
            )}
          </Radio>
        ))}
      </div>
      {description ? (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={field.error}>{errorMessage}</FieldError>
    </RadioGroup>
  );
}
