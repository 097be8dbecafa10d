export { PHONE_LOCAL_LENGTH, PhoneField, type PhoneFieldProps } from './PhoneField';
