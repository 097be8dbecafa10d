import { DashboardScreen } from '../features/dashboard/components/DashboardScreen';

export function Component() {
  return <DashboardScreen />;
}
