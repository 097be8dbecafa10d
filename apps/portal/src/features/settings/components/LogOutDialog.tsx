// 'Log Out' (spec §2 Settings): 'Are you sure you want to log out?' with No and Yes. Yes logs out;
// when that returns true the dialog closes and the customer goes to /sign-in.
import { ConfirmDialog } from '@savewin/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '../../../shared/paths';
import { logout } from '../../../shared/session/logout';

export function LogOutDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title="Log Out"
      message="Are you sure you want to log out?"
      isPending={pending}
      onConfirm={() => {
        setPending(true);
        void logout().then((done) => {
          setPending(false);
          if (!done) return;
          onClose();
          void navigate(paths.signIn.getHref(), { replace: true });
        });
      }}
    />
  );
}
