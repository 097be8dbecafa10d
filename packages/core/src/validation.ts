/** Form checks and the messages of spec §5 and §8, word for word. */
import { INVALID_AMOUNT_MESSAGE, parseAmount } from './money';
import { INVALID_NUMBER_MESSAGE, normaliseMobileNumber } from './phone';
import { isSixDigitSecret } from './secret';

export const TERMS_NOT_ACCEPTED_MESSAGE = 'Please accept the terms and conditions';
export const PINS_DO_NOT_MATCH_MESSAGE = 'Pins entered do not match';
export const PIN_SET_FAILED_MESSAGE = 'Failed to set pin';
export const INCOMPLETE_FORM_MESSAGE = 'You need to complete the form to proceed';
export const PIN_DOES_NOT_MATCH_MESSAGE = 'Pin entered does not match';
export const ENTER_NUMBER_MESSAGE = 'Please enter a number';
export const NUMBER_MISMATCH_MESSAGE = 'Sorry the mobile number does not match';
export const SELECT_NETWORK_MESSAGE = 'Please select a network';
export const ENTER_AMOUNT_MESSAGE = 'Please enter an amount!';
export const EMPTY_CHAT_MESSAGE = 'Please enter a message.';
export const VALIDATE_NAME_MESSAGE = 'Please validate name before linking';
export const ACCOUNT_NOT_VALIDATED_MESSAGE = 'Account number not validated';
export const LINK_WALLET_FAILED_MESSAGE = 'Unable to link wallet';
export const SOMETHING_WENT_WRONG_MESSAGE = 'Something went wrong';
export const OTP_VERIFICATION_FAILED_MESSAGE = 'OTP Verification failed';
export const ERROR_OCCURRED_MESSAGE = 'An error occurred.';
export const CAMERA_UNSUPPORTED_MESSAGE = 'getUserMedia not supported';
export const KYC_SUBMITTED_MESSAGE =
  'You would be notified once verification is completed. Please login to continue.';
export const LOGOUT_CONFIRM_TITLE = 'Log Out';
export const LOGOUT_CONFIRM_MESSAGE = 'Are you sure you want to log out?';
export const DELETE_WALLET_CONFIRM_MESSAGE = 'Are you sure you want to delete this wallet?';
export const WALLET_DELETED_MESSAGE = 'Wallet deleted.';
/** ARCHITECTURE difference 2: a failed wallet deletion is a wallet error, not an account deletion. */
export const DELETE_WALLET_FAILED_MESSAGE = 'Unable to delete wallet';
export const ACCOUNT_DELETION_MESSAGE =
  'Your account is being processed for deletion. You will be logged out in a few seconds while we process your request.';
export const VALIDATING_ACCOUNT_TEXT = 'Validating account ...';
export const LOADING_TEXT = 'Loading...';
/** Native 'required' checks have no words in the spec; these are ours. */
export const PROFILE_NAME_REQUIRED_MESSAGE = 'Please enter your profile name';
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';
export const GHANA_CARD_REQUIRED_MESSAGE = 'Please enter your Ghana Card Number';
/** The real Ghana Card format (ARCHITECTURE difference 9): GHA, nine digits, a check digit. */
export const GHANA_CARD_PLACEHOLDER = 'GHA-000000000-0';
export const GHANA_CARD_HINT = 'GHA, a dash, 9 digits, a dash and the check digit, as on your card.';
export const GHANA_CARD_FORMAT_MESSAGE = 'Please enter your Ghana Card number as GHA-000000000-0.';

function blank(text: unknown): boolean {
  return typeof text !== 'string' || text.trim() === '';
}

// One '@', no spaces, a dot in the domain with letters after it: what an e-mail input accepts,
// plus a top-level domain, since an address without one cannot receive our mail.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

export function isValidEmail(text: string): boolean {
  return typeof text === 'string' && text.length <= 254 && EMAIL.test(text.trim());
}

export interface SignUpForm {
  profileName: string;
  mobileNumber: string;
  email: string;
  termsAccepted: boolean;
}

/** Sign-up checks in the order of the form: name, number, e-mail, then the terms. */
export function signUpError(form: SignUpForm): string | null {
  if (blank(form.profileName)) return PROFILE_NAME_REQUIRED_MESSAGE;
  if (normaliseMobileNumber(form.mobileNumber) === null) return INVALID_NUMBER_MESSAGE;
  if (!isValidEmail(form.email)) return EMAIL_INVALID_MESSAGE;
  if (form.termsAccepted !== true) return TERMS_NOT_ACCEPTED_MESSAGE;
  return null;
}

/** Set a Pin: both entries complete (six digits) and equal. */
export function setPinError(pin: string, repeatPin: string): string | null {
  if (!isSixDigitSecret(pin) || !isSixDigitSecret(repeatPin)) return INCOMPLETE_FORM_MESSAGE;
  return pin === repeatPin ? null : PINS_DO_NOT_MATCH_MESSAGE;
}

export interface ChangePinForm {
  currentPin: string;
  newPin: string;
  confirmPin: string;
}

/** All three pins complete (an unfinished six-box pin is an incomplete form), new = confirmation. */
export function changePinError(form: ChangePinForm): string | null {
  if (![form.currentPin, form.newPin, form.confirmPin].every(isSixDigitSecret))
    return INCOMPLETE_FORM_MESSAGE;
  return form.newPin === form.confirmPin ? null : PIN_DOES_NOT_MATCH_MESSAGE;
}

/**
 * Delete profile: the typed number must be the stored one. Both are normalised first, so
 * '024 123 4567' matches a stored '233241234567'.
 */
export function deleteProfileError(typed: string, stored: string): string | null {
  if (blank(typed)) return ENTER_NUMBER_MESSAGE;
  const a = normaliseMobileNumber(typed);
  const b = normaliseMobileNumber(stored);
  return a !== null && a === b ? null : NUMBER_MISMATCH_MESSAGE;
}

/** An empty or whitespace chat message is not sent. */
export function chatMessageError(text: string): string | null {
  return blank(text) ? EMPTY_CHAT_MESSAGE : null;
}

/** Payment link: a network is required. */
export function paymentLinkNetworkError(network: string | null | undefined): string | null {
  return blank(network) ? SELECT_NETWORK_MESSAGE : null;
}

/** Payment link amount: empty → 'Please enter an amount!'; otherwise it must be a valid amount. */
export function paymentLinkAmountError(text: string): string | null {
  if (blank(text)) return ENTER_AMOUNT_MESSAGE;
  return parseAmount(text) === null ? INVALID_AMOUNT_MESSAGE : null;
}

/** Link wallet: a resolved name is required before linking. */
export function linkWalletError(accountName: string | null | undefined): string | null {
  return blank(accountName) ? VALIDATE_NAME_MESSAGE : null;
}

/** Payment forms: when name validation is required, a resolved name is needed. */
export function accountNameError(
  nameValidationRequired: boolean,
  accountName: string | null | undefined,
): string | null {
  return nameValidationRequired && blank(accountName) ? ACCOUNT_NOT_VALIDATED_MESSAGE : null;
}

/**
 * The Ghana Card Number is required and must have the card's real format, the one the gateway
 * checks (spec §5 has no format check and a ten-digit placeholder; ARCHITECTURE difference 9).
 */
export function ghanaCardError(text: string): string | null {
  if (blank(text)) return GHANA_CARD_REQUIRED_MESSAGE;
  return isGhanaCardNumber(text) ? null : GHANA_CARD_FORMAT_MESSAGE;
}

/** The Ghana Card format GHA-NNNNNNNNN-N (nine digits and a check digit), ignoring case and spaces. */
export function isGhanaCardNumber(text: string): boolean {
  return typeof text === 'string' && /^GHA-\d{9}-\d$/.test(text.trim().toUpperCase());
}

/** The stored form of a Ghana Card number: trimmed and upper case; null when malformed. */
export function normaliseGhanaCardNumber(text: string): string | null {
  return isGhanaCardNumber(text) ? text.trim().toUpperCase() : null;
}
