// What other features may use of the payments: the addresses of the payment forms and how a
// form reads what its address carries.
export {
  billPaymentHref,
  readBillerPage,
  readPrefill,
  readSendMoneyKind,
  SEND_MONEY_TITLES,
  sendMoneyHref,
  type SendMoneyKind,
} from './state/paymentRoutes';
