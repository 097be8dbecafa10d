import { PaymentLinkScreen } from '../features/payment-link/components/PaymentLinkScreen';

export function Component() {
  return <PaymentLinkScreen />;
}
