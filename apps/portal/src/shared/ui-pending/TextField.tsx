// TextField with a string onChange and an error message that also marks the field invalid.
import { TextField as UITextField } from '@savewin/ui';

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
