import { SendMoneyScreen } from '../features/send-money/components/SendMoneyScreen';

export function Component() {
  return <SendMoneyScreen />;
}
