// Six single-digit boxes for a PIN or a one-time code. Controlled: the value is a string of at most
// `length` digits with no holes, so what the parent submits is exactly what the customer sees.
import { SECRET_DISPLAY_DELAY_MS, SECRET_LENGTH } from '@savewin/core';
import { useEffect, useId, useRef, useState } from 'react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { Group, Input } from 'react-aria-components';

import * as styles from './PinBoxes.css';

export interface PinBoxesProps {
  /** The accessible name of the whole group, e.g. 'Pin' or 'One-time code'. */
  'aria-label': string;
  /** Digits typed so far (0 to `length` of them). */
  value: string;
  /** Called with the digits typed so far. */
  onChange: (value: string) => void;
  /** Called once when the last box is filled. */
  onComplete?: (value: string) => void;
  /** Number of boxes; PIN and OTP are both 6. */
  length?: number;
  /** Mask each digit after it has been visible for 100 ms (PINs and codes alike). */
  isMasked?: boolean;
  /** Marks the boxes invalid (red border, aria-invalid). */
  isInvalid?: boolean;
  /** Shown under the boxes, and marks them invalid. */
  errorMessage?: string;
  /** Disables every box. */
  isDisabled?: boolean;
  /** Focuses the first empty box when shown. */
  autoFocus?: boolean;
  /** 'one-time-code' lets phones offer the code from the SMS. */
  autoComplete?: 'one-time-code' | 'off' | 'current-password' | 'new-password';
}

export function onlyDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** Writes `digits` into `value` starting at box `index`; keeps the value free of holes. */
export function fillFrom(value: string, index: number, digits: string, length: number): string {
  const start = Math.min(index, value.length);
  return (value.slice(0, start) + digits + value.slice(start + digits.length)).slice(0, length);
}

/** One box per digit for a PIN or one-time code: digits only, paste fills every box, masked for a PIN. */
export function PinBoxes({
  value,
  onChange,
  onComplete,
  length = SECRET_LENGTH,
  isMasked = true,
  isInvalid = false,
  errorMessage,
  isDisabled = false,
  autoFocus = false,
  autoComplete = 'off',
  'aria-label': ariaLabel,
}: PinBoxesProps) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const errorId = useId();
  const [revealed, setRevealed] = useState<number | null>(null);
  const digits = onlyDigits(value).slice(0, length);
  // Focus moves before the parent re-renders with the new value; this ref already knows it.
  const latest = useRef(digits);
  latest.current = digits;
  const showError = isInvalid && Boolean(errorMessage);

  useEffect(() => {
    if (revealed === null) return undefined;
    const timer = setTimeout(() => setRevealed(null), SECRET_DISPLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [revealed, digits]);

  const focusBox = (index: number) => {
    const target = inputs.current[Math.max(0, Math.min(index, length - 1))];
    target?.focus();
    target?.select();
  };

  const commit = (next: string, reveal: number | null, focus: number) => {
    setRevealed(reveal);
    latest.current = next;
    onChange(next);
    if (next.length === length && digits.length !== length) onComplete?.(next);
    focusBox(focus);
  };

  const write = (index: number, typed: string) => {
    const clean = onlyDigits(typed);
    if (clean.length === 0) return;
    // Pasting or autofilling a whole code fills every box, wherever the caret was.
    const from = clean.length >= length ? 0 : Math.min(index, digits.length);
    const next = fillFrom(digits, from, clean, length);
    const last = Math.min(from + clean.length, length) - 1;
    commit(next, clean.length === 1 ? from : null, last + 1);
  };

  const erase = (index: number) => {
    if (index < digits.length) {
      commit(digits.slice(0, index) + digits.slice(index + 1), null, index);
    } else if (index > 0) {
      commit(digits.slice(0, index - 1), null, index - 1);
    }
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        erase(index);
        break;
      case 'Delete':
        event.preventDefault();
        if (index < digits.length) commit(digits.slice(0, index) + digits.slice(index + 1), null, index);
        break;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        break;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(Math.min(index + 1, digits.length));
        break;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        break;
      case 'End':
        event.preventDefault();
        focusBox(digits.length);
        break;
      default:
        if (event.key.length === 1 && !/\d/.test(event.key) && !event.ctrlKey && !event.metaKey) {
          // Letters and symbols never reach the value.
          event.preventDefault();
        }
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    write(index, event.clipboardData.getData('text'));
  };

  return (
    <div className={styles.root}>
      <Group
        aria-label={ariaLabel}
        aria-describedby={showError ? errorId : undefined}
        isInvalid={isInvalid}
        isDisabled={isDisabled}
        className={styles.group}
      >
        {Array.from({ length }, (_, index) => {
          const digit = digits[index] ?? '';
          const masked = isMasked && digit !== '' && revealed !== index;
          return (
            <Input
              key={index}
              ref={(node) => {
                inputs.current[index] = node;
              }}
              className={styles.box}
              aria-label={`Digit ${index + 1} of ${length}`}
              aria-invalid={isInvalid || undefined}
              type={masked ? 'password' : 'text'}
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={length}
              autoComplete={index === 0 ? autoComplete : 'off'}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the code box is the only task in its dialog
              autoFocus={autoFocus && index === 0}
              disabled={isDisabled}
              value={digit}
              data-filled={digit !== '' || undefined}
              onFocus={(event) => {
                // Boxes fill left to right: focusing past the first empty box lands on it.
                if (index > latest.current.length) focusBox(latest.current.length);
                else event.currentTarget.select();
              }}
              onChange={(event) => {
                const typed = onlyDigits(event.currentTarget.value);
                if (typed === '') erase(index);
                else write(index, typed.length > 1 && digit !== '' ? typed.replace(digit, '') : typed);
              }}
              onKeyDown={(event) => onKeyDown(index, event)}
              onPaste={(event) => onPaste(index, event)}
            />
          );
        })}
      </Group>
      {showError ? (
        <p id={errorId} className={styles.error} role="alert">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
