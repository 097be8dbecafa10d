// A 6-digit pin as six masked single-digit boxes (spec §5, §9), with its visible label.
import { PinBoxes, type PinBoxesProps } from '@savewin/ui';

import * as styles from './SecretField.css';

export interface SecretFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | null;
  autoComplete?: PinBoxesProps['autoComplete'];
}

export function SecretField({
  label,
  value,
  onChange,
  errorMessage,
  autoComplete = 'off',
}: SecretFieldProps) {
  return (
    <div className={styles.field}>
      {/* The boxes carry the same name for assistive technology; this is the sighted label. */}
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <PinBoxes
        aria-label={label}
        value={value}
        onChange={onChange}
        isMasked
        isInvalid={Boolean(errorMessage)}
        errorMessage={errorMessage ?? undefined}
        autoComplete={autoComplete}
      />
    </div>
  );
}
