import { BillPaymentScreen } from '../features/bills/components/BillPaymentScreen';

export function Component() {
  return <BillPaymentScreen />;
}
