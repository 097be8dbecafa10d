// The dashboard's 'My QR code': the customer's own code in a dialog, asked for when it opens, so a
// customer asked to be paid can hold the phone out at once. A code that cannot be read says why
// and offers to try again; Done closes it and hands the focus back to the button.
import { Button, InlineMessage, Modal, QrCode, Spinner } from '@savewin/ui';
import { useEffect } from 'react';

import { myQrCaption, myQrLabel, useMyQr } from './useMyQr';

export interface MyQrDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

export function MyQrDialog({ isOpen, onClose }: MyQrDialogProps) {
  const { code, reading, problem, show } = useMyQr();
  useEffect(() => {
    if (isOpen) show();
  }, [isOpen, show]);
  return (
    <Modal
      title="My QR code"
      size="small"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onClose())}
      footer={<Button onPress={onClose}>Done</Button>}
    >
      {code ? (
        <QrCode payload={code.payload} label={myQrLabel(code.name)} caption={myQrCaption()} />
      ) : reading ? (
        <Spinner aria-label="Loading your QR code" />
      ) : null}
      {problem ? (
        <>
          <InlineMessage tone="critical">{problem}</InlineMessage>
          <Button variant="secondary" onPress={show}>
            Try again
          </Button>
        </>
      ) : null}
    </Modal>
  );
}
