import { PricesScreen } from '../features/payments/components/PricesScreen';

export function Component() {
  return <PricesScreen />;
}
