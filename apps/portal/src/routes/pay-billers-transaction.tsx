import { BillPaymentScreen } from '../features/payments/components/BillPaymentScreen';

export function Component() {
  return <BillPaymentScreen />;
}
