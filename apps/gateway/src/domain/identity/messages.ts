// Every message identity answers with, written for the customer. Tests import these so a change
// of wording is made in one place.

export const IDENTITY_LIMITS = {
  otpLengthDigits: 6,
  otpLifeMs: 5 * 60_000,
  otpMaxTries: 5,
  otpResendCooldownMs: 60_000,
  otpSendsPerWindow: 5,
  otpSendWindowMs: 60 * 60_000,
  /** A validated sign-up code may be used to register within this time. */
  signupOtpUseWithinMs: 10 * 60_000,
  pinMaxFailures: 5,
  pinLockMs: 30 * 60_000,
  otpCredentialLifeMs: 5 * 60_000,
  accessLifeMs: 5 * 60_000,
  refreshIdleMs: 15 * 60_000,
  /**
   * A session ends this long after its sign-in whatever its refreshes: a credential copied from a
   * shared phone stops working the same day. Twelve hours cover a working day of use.
   */
  sessionAbsoluteLifeMs: 12 * 60 * 60_000,
  /** A PIN change must follow a confirmation of the old PIN within this time. */
  pinConfirmValidMs: 5 * 60_000,
  /** A PIN reset (forgot PIN) must be finished this long after it was started. */
  pinResetLifeMs: 15 * 60_000,
  /** A code sent to a new e-mail address (mail can take a few minutes to arrive). */
  emailCodeLifeMs: 15 * 60_000,
} as const;

export const MESSAGES = {
  invalidNumber: 'Invalid Number',
  pinFormat: 'Your PIN must be exactly 6 digits.',
  otpSent: 'We have sent a 6-digit code to your phone. It expires in 5 minutes.',
  otpCooldown: (seconds: number) =>
    `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting another code.`,
  otpSendLimit: 'Too many codes have been requested for this number. Please try again in an hour.',
  otpWrong: (triesLeft: number) =>
    `The code you entered is incorrect. You have ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  otpTriesExhausted: 'Too many wrong attempts for this code. Please request a new code.',
  otpExpired: 'This code has expired. Please request a new code.',
  otpNone: 'There is no code waiting for this number. Please request a new code.',
  otpValidated: 'Your number has been verified.',
  signedIn: 'You are signed in.',
  loginOtpSent: 'Enter the 6-digit code we sent to your phone.',
  loginWrong: 'The mobile number or PIN is incorrect.',
  loginWrongTriesLeft: (left: number) =>
    `The mobile number or PIN is incorrect. ${left} ${left === 1 ? 'try' : 'tries'} left before sign-in is locked.`,
  loginLocked: (minutes: number) =>
    `Sign-in is locked after 5 wrong PINs. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  leadExists: 'This number is already registered. Please sign in.',
  leadNew: 'This number is not registered yet.',
  leadFound: 'Profile found.',
  signupNeedsOtp: 'Please verify your number with the code we sent before registering.',
  leadCreated: 'Your profile has been created.',
  leadUpdated: 'Your profile has been updated.',
  pinConfirmed: 'PIN confirmed.',
  pinWrong: 'The PIN you entered is incorrect.',
  pinChangeNeedsConfirm: 'Please confirm your current PIN before setting a new one.',
  numberChangeRefused: 'The mobile number of a profile cannot be changed.',
  leadDeleted: 'Your profile has been deleted. We are sorry to see you go.',
  deleteNeedsEmptyBalance: (balance: string) =>
    `Please withdraw your balance of GHS ${balance} before deleting your profile.`,
  loggedOut: 'You have been logged out.',
  loggedOutEverywhere: 'You have been signed out on every device.',
  loggedOutOthers: 'You have been signed out on every other device.',
  sessionEnded: 'That device has been signed out.',
  sessionGone: 'That session has already ended.',
  refreshed: 'Session refreshed.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  signInRequired: 'Please sign in to continue.',
  notYourProfile: 'You can only see or change your own profile.',
  profileName: 'Please enter your profile name.',
  email: 'Please enter a valid e-mail address.',
  resetExpired: 'This PIN reset has expired. Please start again.',
  resetNeedsCode: 'Please enter the code we sent to your phone first.',
  resetNeedsCard: 'Please confirm your Ghana Card number first.',
  cardFormat: 'Please enter your Ghana Card number as GHA-000000000-0.',
  cardWrongTriesLeft: (left: number) =>
    `The Ghana Card number does not match our records. ${left} ${left === 1 ? 'try' : 'tries'} left before PIN reset is locked.`,
  // Recovery's own lock-out (pin.ts), apart from sign-in's: wrong PINs never close it, and its
  // wrong answers never lock sign-in.
  recoveryLocked: (minutes: number) =>
    `PIN reset is locked after 5 wrong answers. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  cardConfirmed: 'Ghana Card number confirmed. Please take a selfie.',
  resetNeedsSelfie: 'Please take a selfie to confirm it is you first.',
  selfieConfirmed: 'Selfie confirmed. Please choose a new PIN.',
  selfieWrongTriesLeft: (left: number) =>
    `The selfie does not match the photo of your verification. ${left} ${left === 1 ? 'try' : 'tries'} left before PIN reset is locked.`,
  selfiePending: 'We are still checking your selfie. Please try again in a minute.',
  selfieUnavailable:
    'We cannot check your selfie at the moment. Please try again later or contact SAVE & WIN support.',
  pinResetTitle: 'PIN reset',
  pinResetAlert:
    'Your PIN was reset and every other device was signed out. If this was not you, contact SAVE & WIN support at once.',
  pinsDoNotMatch: 'Pins entered do not match',
  pinReset: 'Your PIN has been reset and you are signed in.',
  pinChangedTitle: 'PIN changed',
  pinChangedAlert:
    'Your PIN was changed and every other device was signed out. If this was not you, contact SAVE & WIN support at once.',
  emailSameVerified: 'This e-mail address is already verified on your profile.',
  emailCodeSent: (email: string) => `We have sent a 6-digit code to ${email}. It expires in 15 minutes.`,
  emailSendLimit: 'Too many codes have been requested for your e-mail. Please try again in an hour.',
  emailPinWrong: (left: number) =>
    `The PIN you entered is incorrect. ${left} ${left === 1 ? 'try' : 'tries'} left before sign-in is locked.`,
  emailCodeFormat: 'Please enter the 6-digit code we sent to your e-mail address.',
  emailChangeNone: 'There is no e-mail change waiting. Please request a new code.',
  emailVerified: 'Your e-mail address has been verified.',
  emailChangeNeedsCode:
    'To change your e-mail, use Change e-mail in Account Information: we send a code to the new address first.',
  emailUnavailable: 'E-mail changes are not available at the moment. Please try again later.',
  emailChangedTitle: 'E-mail changed',
  emailChangedAlert: (masked: string) =>
    `Your SAVE & WIN e-mail was changed to ${masked}. If this was not you, reset your PIN from the sign-in page and contact SAVE & WIN support at once.`,
  newDeviceTitle: 'New sign-in',
  newDeviceAlert: (device: string) =>
    `Your account was signed in on ${device}. If this was not you, reset your PIN from the sign-in page and sign out every other device in Security.`,
} as const;
