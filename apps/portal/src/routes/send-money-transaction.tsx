import { SendMoneyScreen } from '../features/payments/components/SendMoneyScreen';

export function Component() {
  return <SendMoneyScreen />;
}
