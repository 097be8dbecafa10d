export {
  PHONE_LOCAL_LENGTH,
  PHONE_MAX_DIGITS,
  PhoneField,
  phoneFieldText,
  type PhoneFieldProps,
} from './PhoneField';
