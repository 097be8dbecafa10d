// Pay TV (issue 7): placeholder until its issue lands.
import { paths } from '../app/paths';
import { PlaceholderScreen } from '../shared/components/PlaceholderScreen';

export function Component() {
  return <PlaceholderScreen title={paths.payTv.title} />;
}
