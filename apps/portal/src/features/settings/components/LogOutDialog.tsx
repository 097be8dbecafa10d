// 'Log Out' (spec §2 Settings): 'Are you sure you want to log out?' with No and Yes. Yes logs out;
// when that returns true the dialog closes and the customer goes to /sign-in.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { paths } from '../../../app/paths';
import { Button, ModalDialog } from '../../../shared/ui-pending';
import { logout } from '../../session/state/logout';

export function LogOutDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  return (
    <ModalDialog
      title="Log Out"
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={(open) => !open && !pending && onClose()}
    >
      <p>Are you sure you want to log out?</p>
      <Button variant="secondary" onPress={onClose} isDisabled={pending}>
        No
      </Button>
      <Button
        isPending={pending}
        onPress={() => {
          setPending(true);
          void logout().then((done) => {
            if (!done) return;
            onClose();
            void navigate(paths.signIn.getHref(), { replace: true });
          });
        }}
      >
        Yes
      </Button>
    </ModalDialog>
  );
}
