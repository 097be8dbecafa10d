// The photo step of KYC (spec §2, §9) in a dialog: the design system's KycCamera (front camera
// 400x420, a JPEG still as a data URL; 'getUserMedia not supported' with a photo upload when the
// browser has no camera access).
import { Button, KycCamera, Modal } from '@savewin/ui';

export function KycCameraDialog({
  isOpen,
  onCapture,
  onClose,
}: {
  isOpen: boolean;
  onCapture: (dataUrl: string) => void;
  onClose: () => void;
}) {
  return (
    <Modal title="Take a photo" isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <KycCamera onCapture={onCapture} />
      <Button variant="secondary" onPress={onClose}>
        Cancel
      </Button>
    </Modal>
  );
}
