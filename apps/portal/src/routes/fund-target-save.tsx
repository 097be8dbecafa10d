import { FundTargetSaveScreen } from '../features/target-save/components/FundTargetSaveScreen';

export function Component() {
  return <FundTargetSaveScreen />;
}
