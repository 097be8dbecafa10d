// /settings/account (ARCHITECTURE difference 8): the Account Settings cards, Account Information
// SMS alerts (issue 23) and Delete Profile.
import { useState } from 'react';

import { paths } from '../../../shared/paths';
import { Button, TextLink } from '../../../shared/ui-pending/actions';
import { Card } from '../../../shared/ui-pending/display';

import { DeleteProfileDialog } from './DeleteProfileDialog';
import { SmsAlerts } from './SmsAlerts';

export function AccountSettingsScreen() {
  const [deleteOpen, setDeleteOpen] = useState(false);
  return (
    <>
      <h1>Account Settings</h1>
      <Card as="div">
        <TextLink href={paths.accountDetails.getHref()}>Account Information</TextLink>
      </Card>
      <SmsAlerts />
      <Card as="div">
        <Button variant="critical" onPress={() => setDeleteOpen(true)}>
          Delete Profile
        </Button>
      </Card>
      <DeleteProfileDialog isOpen={deleteOpen} onClose={() => setDeleteOpen(false)} />
    </>
  );
}
