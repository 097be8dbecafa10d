import { PricesScreen } from '../features/prices/components/PricesScreen';

export function Component() {
  return <PricesScreen />;
}
