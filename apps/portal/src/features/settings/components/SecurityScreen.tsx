// /settings/security (spec §2): the 'Change Passcode' card leading to /settings/change-pin.
import { paths } from '../../../shared/paths';
import { TextLink } from '../../../shared/ui-pending/actions';
import { Card } from '../../../shared/ui-pending/display';

export function SecurityScreen() {
  return (
    <>
      <h1>Security</h1>
      <Card as="div">
        <TextLink href={paths.changePin.getHref()}>Change Passcode</TextLink>
        <p>Set a 6-digit passcode</p>
      </Card>
    </>
  );
}
