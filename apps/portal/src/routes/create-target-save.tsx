import { CreateTargetSaveScreen } from '../features/target-save/components/CreateTargetSaveScreen';

export function Component() {
  return <CreateTargetSaveScreen />;
}
