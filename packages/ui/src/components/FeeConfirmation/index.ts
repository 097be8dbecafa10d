export {
  FeeConfirmation,
  confirmationTotal,
  type FeeConfirmationProps,
  type FeeParty,
} from './FeeConfirmation';
