// The webcam capture step of KYC (spec §2, §9): 400x420 video from the front camera, a JPEG
// still stored as a data URL. TODO(packages/ui): KycCamera.
import { WEBCAM } from '@savewin/core';
import { useEffect, useRef, useState } from 'react';

import { Button, ModalDialog, Notice } from '../../../shared/ui-pending';

export function KycCameraDialog({
  isOpen,
  onCapture,
  onClose,
}: {
  isOpen: boolean;
  onCapture: (dataUrl: string) => void;
  onClose: () => void;
}) {
  const video = useRef<HTMLVideoElement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!isOpen) return undefined;
    let stream: MediaStream | null = null;
    let cancelled = false;
    setError(null);
    setReady(false);
    if (!navigator.mediaDevices?.getUserMedia) {
      setError('getUserMedia not supported');
      return undefined;
    }
    navigator.mediaDevices
      .getUserMedia({
        video: { width: WEBCAM.width, height: WEBCAM.height, facingMode: WEBCAM.facingMode },
        audio: false,
      })
      .then((s) => {
        if (cancelled) {
          s.getTracks().forEach((t) => t.stop());
          return;
        }
        stream = s;
        if (video.current) {
          video.current.srcObject = s;
          void video.current.play().catch(() => undefined);
        }
        setReady(true);
      })
      .catch(() => setError('We could not open your camera. Allow camera access and try again.'));
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [isOpen]);

  function capture() {
    const v = video.current;
    if (!v) return;
    const canvas = document.createElement('canvas');
    canvas.width = WEBCAM.width;
    canvas.height = WEBCAM.height;
    canvas.getContext('2d')?.drawImage(v, 0, 0, WEBCAM.width, WEBCAM.height);
    onCapture(canvas.toDataURL(WEBCAM.type));
  }

  return (
    <ModalDialog title="Take a photo" isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      {error ? <Notice tone="critical">{error}</Notice> : null}
      <video
        ref={video}
        width={WEBCAM.width}
        height={WEBCAM.height}
        muted
        playsInline
        aria-label="Camera preview"
        style={{ width: '100%', height: 'auto', background: '#000' }}
      />
      <Button onPress={capture} isDisabled={!ready}>
        Capture
      </Button>
      <Button variant="secondary" onPress={onClose}>
        Cancel
      </Button>
    </ModalDialog>
  );
}
