import { DocumentCheckScreen } from '../features/document-check/components/DocumentCheckScreen';

export function Component() {
  return <DocumentCheckScreen />;
}
