export {
  DEFAULT_AMOUNT,
  DEFAULT_CURRENCY_SYMBOL,
  INVALID_AMOUNT_MESSAGE,
  amountError,
  amountTextToPesewas,
  assertPesewas,
  formatAmount,
  formatCedis,
  parseAmount,
  sumPesewas,
  toPesewas,
  withdrawalTotal,
} from './money';
export type { CurrencySymbol, FormatCedisOptions, Pesewas } from './money';
export {
  DEFAULT_NETWORK,
  NETWORKS,
  detectNetwork,
  isNetwork,
  networkLabel,
  parseNetwork,
  suggestNetwork,
} from './network';
export type { Network } from './network';
export {
  INVALID_NUMBER_MESSAGE,
  PHONE_PREFIX,
  formatMobileNumber,
  mobileNumberError,
  normaliseMobileNumber,
  toInternationalNumber,
  tryInternationalNumber,
} from './phone';
export { SECRET_DISPLAY_DELAY_MS, SECRET_LENGTH, isSixDigitSecret } from './secret';
