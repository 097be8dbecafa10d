export { SECRET_DISPLAY_DELAY_MS, SECRET_LENGTH, isSixDigitSecret } from './secret';
