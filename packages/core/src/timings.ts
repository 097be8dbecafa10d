/** Every timing of spec §9, in milliseconds, so screens and tests share one source. */

/** Success and error messages stay this long. */
export const MESSAGE_TIMEOUT_MS = 5_000;
/** 'Wallet deleted.' stays longer. */
export const WALLET_DELETED_MS = 10_000;
/** Login success message. */
export const LOGIN_SUCCESS_MS = 800;
/** Delay before a success modal moves on (e.g. change pin → /settings/security). */
export const SUCCESS_MODAL_DELAY_MS = 800;
/** The OTP modal closes this long after a valid code. */
export const OTP_MODAL_CLOSE_MS = 1_000;
/** After a profile deletion notice, the session ends after this delay. */
export const DELETE_LOGOUT_DELAY_MS = 10_000;
/** After KYC submission, the customer is signed out and sent to /sign-in after this delay. */
export const KYC_REDIRECT_MS = 7_800;
/** Refresh controls spin this long. */
export const REFRESH_SPINNER_MS = 5_000;
/** The return address is set this long after login. */
export const LOGIN_REDIRECT_MS = 300;
/** The assistant's reply appears one character at a time. */
export const TYPEWRITER_MS_PER_CHAR = 20;
/** No mouse move, key press or click for 15 minutes signs the customer out. */
export const INACTIVITY_LOGOUT_MS = 15 * 60 * 1_000;
/** The access credential is refreshed this often. */
export const CREDENTIAL_REFRESH_MS = 290_000;
/** ARCHITECTURE difference 3: the spec's client had no timeout; ours gives up after 30 s. */
export const HTTP_TIMEOUT_MS = 30_000;
/** How long a typed pin or OTP digit stays visible before it is masked. */
export const SECRET_DISPLAY_DELAY_MS = 100;

/** The payment-link name lookup reloads missing sort codes up to this many times. */
export const PAYMENT_LINK_SORT_CODE_RETRIES = 4;

/** Webcam capture for KYC: 400x420 video from the front camera, JPEG stills. */
export const WEBCAM = { width: 400, height: 420, facingMode: 'user', type: 'image/jpeg' } as const;
