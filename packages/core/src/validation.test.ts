import { describe, expect, it } from 'vitest';

import {
  ACCOUNT_DELETION_MESSAGE,
  ACCOUNT_NOT_VALIDATED_MESSAGE,
  CAMERA_UNSUPPORTED_MESSAGE,
  DELETE_WALLET_CONFIRM_MESSAGE,
  DELETE_WALLET_FAILED_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMPTY_CHAT_MESSAGE,
  ENTER_AMOUNT_MESSAGE,
  ENTER_NUMBER_MESSAGE,
  ERROR_OCCURRED_MESSAGE,
  GHANA_CARD_FORMAT_MESSAGE,
  GHANA_CARD_PLACEHOLDER,
  GHANA_CARD_REQUIRED_MESSAGE,
  INCOMPLETE_FORM_MESSAGE,
  KYC_SUBMITTED_MESSAGE,
  LINK_WALLET_FAILED_MESSAGE,
  LOADING_TEXT,
  LOGOUT_CONFIRM_MESSAGE,
  LOGOUT_CONFIRM_TITLE,
  NUMBER_MISMATCH_MESSAGE,
  OTP_VERIFICATION_FAILED_MESSAGE,
  PINS_DO_NOT_MATCH_MESSAGE,
  PIN_DOES_NOT_MATCH_MESSAGE,
  PIN_SET_FAILED_MESSAGE,
  PROFILE_NAME_REQUIRED_MESSAGE,
  SELECT_NETWORK_MESSAGE,
  SOMETHING_WENT_WRONG_MESSAGE,
  TERMS_NOT_ACCEPTED_MESSAGE,
  VALIDATE_NAME_MESSAGE,
  VALIDATING_ACCOUNT_TEXT,
  WALLET_DELETED_MESSAGE,
  accountNameError,
  changePinError,
  chatMessageError,
  deleteProfileError,
  ghanaCardError,
  isGhanaCardNumber,
  isValidEmail,
  linkWalletError,
  normaliseGhanaCardNumber,
  paymentLinkAmountError,
  paymentLinkNetworkError,
  setPinError,
  signUpError,
} from './validation';

describe('every message of spec §5 and §8 is word for word', () => {
  it.each([
    [TERMS_NOT_ACCEPTED_MESSAGE, 'Please accept the terms and conditions'],
    [PINS_DO_NOT_MATCH_MESSAGE, 'Pins entered do not match'],
    [PIN_SET_FAILED_MESSAGE, 'Failed to set pin'],
    [INCOMPLETE_FORM_MESSAGE, 'You need to complete the form to proceed'],
    [PIN_DOES_NOT_MATCH_MESSAGE, 'Pin entered does not match'],
    [ENTER_NUMBER_MESSAGE, 'Please enter a number'],
    [NUMBER_MISMATCH_MESSAGE, 'Sorry the mobile number does not match'],
    [SELECT_NETWORK_MESSAGE, 'Please select a network'],
    [ENTER_AMOUNT_MESSAGE, 'Please enter an amount!'],
    [EMPTY_CHAT_MESSAGE, 'Please enter a message.'],
    [VALIDATE_NAME_MESSAGE, 'Please validate name before linking'],
    [ACCOUNT_NOT_VALIDATED_MESSAGE, 'Account number not validated'],
    [LINK_WALLET_FAILED_MESSAGE, 'Unable to link wallet'],
    [SOMETHING_WENT_WRONG_MESSAGE, 'Something went wrong'],
    [OTP_VERIFICATION_FAILED_MESSAGE, 'OTP Verification failed'],
    [ERROR_OCCURRED_MESSAGE, 'An error occurred.'],
    [CAMERA_UNSUPPORTED_MESSAGE, 'getUserMedia not supported'],
    [
      KYC_SUBMITTED_MESSAGE,
      'You would be notified once verification is completed. Please login to continue.',
    ],
    [LOGOUT_CONFIRM_TITLE, 'Log Out'],
    [LOGOUT_CONFIRM_MESSAGE, 'Are you sure you want to log out?'],
    [DELETE_WALLET_CONFIRM_MESSAGE, 'Are you sure you want to delete this wallet?'],
    [WALLET_DELETED_MESSAGE, 'Wallet deleted.'],
    [DELETE_WALLET_FAILED_MESSAGE, 'Unable to delete wallet'],
    [
      ACCOUNT_DELETION_MESSAGE,
      'Your account is being processed for deletion. You will be logged out in a few seconds while we process your request.',
    ],
    [VALIDATING_ACCOUNT_TEXT, 'Validating account ...'],
    [LOADING_TEXT, 'Loading...'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('e-mail', () => {
  it.each([
    ['ama@example.com', true],
    [' kofi.mensah+save@mail.co.gh ', true],
    ['ama@example', false],
    ['ama example@x.com', false],
    ['@example.com', false],
    ['ama@@example.com', false],
    ['ama@.com', false],
    ['', false],
    [`${'a'.repeat(250)}@x.com`, false],
  ])('%j valid: %s', (email, ok) => {
    expect(isValidEmail(email)).toBe(ok);
  });
});

describe('sign-up', () => {
  const valid = {
    profileName: 'Ama',
    mobileNumber: '024 123 4567',
    email: 'ama@example.com',
    termsAccepted: true,
  };
  it('passes a complete form', () => {
    expect(signUpError(valid)).toBeNull();
  });
  it.each([
    [{ profileName: '  ' }, PROFILE_NAME_REQUIRED_MESSAGE],
    [{ mobileNumber: '12345' }, 'Invalid Number'],
    [{ email: 'nope' }, EMAIL_INVALID_MESSAGE],
    [{ termsAccepted: false }, 'Please accept the terms and conditions'],
  ])('%j → %j', (change, message) => {
    expect(signUpError({ ...valid, ...change })).toBe(message);
  });
  it('pins must be complete and equal', () => {
    expect(setPinError('123456', '123456')).toBeNull();
    expect(setPinError('123456', '654321')).toBe('Pins entered do not match');
    expect(setPinError('123', '123')).toBe(INCOMPLETE_FORM_MESSAGE);
  });
});

describe('change pin', () => {
  it.each([
    [{ currentPin: '111111', newPin: '222222', confirmPin: '222222' }, null],
    [{ currentPin: '', newPin: '222222', confirmPin: '222222' }, 'You need to complete the form to proceed'],
    [
      { currentPin: '111111', newPin: '2222', confirmPin: '222222' },
      'You need to complete the form to proceed',
    ],
    [{ currentPin: '111111', newPin: '222222', confirmPin: '333333' }, 'Pin entered does not match'],
  ])('%j → %j', (form, message) => {
    expect(changePinError(form)).toBe(message);
  });
});

describe('delete profile', () => {
  it.each([
    ['', '0241234567', 'Please enter a number'],
    ['   ', '0241234567', 'Please enter a number'],
    ['0241234567', '0241234567', null],
    ['024 123 4567', '233241234567', null],
    ['0241234568', '0241234567', 'Sorry the mobile number does not match'],
    ['abc', '0241234567', 'Sorry the mobile number does not match'],
    ['abc', 'abc', 'Sorry the mobile number does not match'],
  ])('typed %j, stored %j → %j', (typed, stored, message) => {
    expect(deleteProfileError(typed, stored)).toBe(message);
  });
});

describe('chat, payment link, link wallet and payment forms', () => {
  it('does not send an empty chat message', () => {
    expect(chatMessageError('')).toBe('Please enter a message.');
    expect(chatMessageError(' \n\t ')).toBe('Please enter a message.');
    expect(chatMessageError('Hello')).toBeNull();
  });
  it('payment link needs a network and an amount', () => {
    expect(paymentLinkNetworkError('')).toBe('Please select a network');
    expect(paymentLinkNetworkError(null)).toBe('Please select a network');
    expect(paymentLinkNetworkError('MTN')).toBeNull();
    expect(paymentLinkAmountError('')).toBe('Please enter an amount!');
    expect(paymentLinkAmountError('12.345')).toBe('You have entered an invalid amount');
    expect(paymentLinkAmountError('12.50')).toBeNull();
  });
  it('link wallet needs a validated name', () => {
    expect(linkWalletError('')).toBe('Please validate name before linking');
    expect(linkWalletError(null)).toBe('Please validate name before linking');
    expect(linkWalletError('AMA MENSAH')).toBeNull();
  });
  it('payment forms need a resolved name only when validation is required', () => {
    expect(accountNameError(true, '')).toBe('Account number not validated');
    expect(accountNameError(true, 'KOFI')).toBeNull();
    expect(accountNameError(false, '')).toBeNull();
  });
});

describe('Ghana Card', () => {
  it('is required and must have the real format, which the placeholder shows', () => {
    expect(ghanaCardError('')).toBe(GHANA_CARD_REQUIRED_MESSAGE);
    expect(ghanaCardError('anything')).toBe(GHANA_CARD_FORMAT_MESSAGE);
    expect(ghanaCardError('GHA-0000000000-0')).toBe(GHANA_CARD_FORMAT_MESSAGE);
    expect(ghanaCardError(' gha-123456789-0 ')).toBeNull();
    expect(GHANA_CARD_PLACEHOLDER).toMatch(/^GHA-\d{9}-\d$/);
    expect(GHANA_CARD_FORMAT_MESSAGE).toContain(GHANA_CARD_PLACEHOLDER);
  });
  it.each([
    ['GHA-123456789-0', true],
    [' gha-123456789-0 ', true],
    ['GHA-1234567890-0', false],
    ['GHA-12345678-0', false],
    ['GHA123456789-0', false],
    ['GHB-123456789-0', false],
    ['', false],
  ])('the gateway format check: %j → %s', (text, ok) => {
    expect(isGhanaCardNumber(text)).toBe(ok);
  });
  it('stores the card number upper case', () => {
    expect(normaliseGhanaCardNumber(' gha-123456789-0')).toBe('GHA-123456789-0');
    expect(normaliseGhanaCardNumber('x')).toBeNull();
  });
});
