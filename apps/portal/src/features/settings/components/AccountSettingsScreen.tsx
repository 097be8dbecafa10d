// /settings/account (ARCHITECTURE difference 8): the Account Settings cards, Account Information
// SMS alerts and Delete Profile.
import { Button, Card, Link } from '@savewin/ui';
import { useState } from 'react';

import { paths } from '../../../shared/paths';
import { useAlertChoices } from '../state/useAlertChoices';

import { DeleteProfileDialog } from './DeleteProfileDialog';
import { SmsAlerts } from './SmsAlerts';

export function AccountSettingsScreen() {
  const [deleteOpen, setDeleteOpen] = useState(false);
  const alerts = useAlertChoices();
  return (
    <>
      <h1>Account Settings</h1>
      <Card as="div">
        <Link href={paths.accountDetails.getHref()}>Account Information</Link>
      </Card>
      <SmsAlerts
        choices={alerts.choices}
        message={alerts.message}
        onChange={(key, on) => void alerts.change(key, on)}
      />
      <Card as="div">
        <Button variant="danger" onPress={() => setDeleteOpen(true)}>
          Delete Profile
        </Button>
      </Card>
      <DeleteProfileDialog isOpen={deleteOpen} onClose={() => setDeleteOpen(false)} />
    </>
  );
}
