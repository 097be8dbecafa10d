// Requests between customers: features/requests.
import { RequestsScreen } from '../features/requests/components/RequestsScreen';

export function Component() {
  return <RequestsScreen />;
}
