import { TargetSaveScreen } from '../features/target-save/components/TargetSaveScreen';

export function Component() {
  return <TargetSaveScreen />;
}
