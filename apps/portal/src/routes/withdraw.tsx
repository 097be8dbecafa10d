import { WithdrawScreen } from '../features/withdraw/components/WithdrawScreen';

export function Component() {
  return <WithdrawScreen />;
}
