import { ViewTargetSaveScreen } from '../features/target-save/components/ViewTargetSaveScreen';

export function Component() {
  return <ViewTargetSaveScreen />;
}
