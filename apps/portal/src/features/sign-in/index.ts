// What other features may use of sign-in: signing in with the mobile number and PIN, which
// sign-up does once the new customer has chosen a PIN.
export { signInWithPin } from './api/signIn';
