// /settings/account (ARCHITECTURE difference 8): the Account Settings cards, Account Information
// SMS alerts and Delete Profile.
import { Button, Card, Link } from '@savewin/ui';
import { useState } from 'react';

import { paths } from '../../../shared/paths';

import { DeleteProfileDialog } from './DeleteProfileDialog';
import { SmsAlerts } from './SmsAlerts';

export function AccountSettingsScreen() {
  const [deleteOpen, setDeleteOpen] = useState(false);
  return (
    <>
      <h1>Account Settings</h1>
      <Card as="div">
        <Link href={paths.accountDetails.getHref()}>Account Information</Link>
      </Card>
      <SmsAlerts />
      <Card as="div">
        <Button variant="danger" onPress={() => setDeleteOpen(true)}>
          Delete Profile
        </Button>
      </Card>
      <DeleteProfileDialog isOpen={deleteOpen} onClose={() => setDeleteOpen(false)} />
    </>
  );
}
