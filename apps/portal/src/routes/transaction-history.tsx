import { TransactionHistoryScreen } from '../features/history/components/TransactionHistoryScreen';

export function Component() {
  return <TransactionHistoryScreen />;
}
