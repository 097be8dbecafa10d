import { CollectionScreen } from '../features/deposit/components/CollectionScreen';

export function Component() {
  return <CollectionScreen mode="deposit" />;
}
