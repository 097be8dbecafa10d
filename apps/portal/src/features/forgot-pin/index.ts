// What other features may use of forgot PIN: the screen, which sign-in shows at
// /sign-in?step=forgot-pin in its own chunk (hence the default export, for React.lazy).
export { default } from './components/ForgotPinScreen';
