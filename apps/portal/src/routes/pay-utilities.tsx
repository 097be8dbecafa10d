import { BillerPageScreen } from '../features/transact/components/BillerPageScreen';

export function Component() {
  return <BillerPageScreen page="utilities" />;
}
