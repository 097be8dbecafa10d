import { EditTargetSaveScreen } from '../features/target-save/components/EditTargetSaveScreen';

export function Component() {
  return <EditTargetSaveScreen />;
}
