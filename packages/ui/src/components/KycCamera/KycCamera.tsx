// The KYC selfie: the front camera at 400×420, captured to a JPEG data URL through a canvas.
// Without a camera ('getUserMedia not supported') or without permission, the customer uploads a
// JPEG or PNG photo instead, converted to JPEG and scaled down to 1600 px on its long edge before it
// is sent (photoSize.ts). The stream stops on close.
import { WEBCAM } from '@savewin/core';
import { useEffect, useRef, useState } from 'react';
import { FileTrigger } from 'react-aria-components';

import { Button } from '../../primitives/Button';
import {
  defaultGetUserMedia,
  type GetUserMedia,
  MAX_PICTURE_BYTES,
  useCameraStream,
  withPicture,
} from '../../private/camera';
import { cameraProblem, cameraRoot } from '../../private/camera.css';

import * as styles from './KycCamera.css';
import { PHOTO_JPEG_QUALITY, fitWithin } from './photoSize';

export const CAMERA_UNSUPPORTED_MESSAGE = 'getUserMedia not supported';
/** Largest file accepted from upload: it is scaled down before it is sent, so a big phone photo is fine. */
export const MAX_UPLOAD_BYTES = MAX_PICTURE_BYTES;

const CAMERA: MediaStreamConstraints = {
  video: { width: WEBCAM.width, height: WEBCAM.height, facingMode: WEBCAM.facingMode },
  audio: false,
};

export interface KycCameraProps {
  /** Receives the photo as a JPEG data URL. */
  onCapture: (dataUrl: string) => void;
  /** Defaults to navigator.mediaDevices.getUserMedia; stories inject a fake stream. */
  getUserMedia?: GetUserMedia | null;
  /** Largest file accepted from upload, in bytes. */
  maxUploadBytes?: number;
}

function drawToJpeg(source: CanvasImageSource, width: number, height: number): string {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  return canvas.toDataURL(WEBCAM.type, PHOTO_JPEG_QUALITY);
}

/**
 * A JPEG or PNG file as a JPEG data URL at most 1600 px on its long edge, or an error message a
 * customer can act on.
 */
export async function photoToJpeg(
  file: File,
  maxBytes = MAX_UPLOAD_BYTES,
): Promise<{ dataUrl: string } | { error: string }> {
  const photo = await withPicture(file, maxBytes, (picture) => {
    const size = fitWithin(picture.width, picture.height);
    return drawToJpeg(picture, size.width, size.height);
  });
  if ('value' in photo) return { dataUrl: photo.value };
  switch (photo.problem) {
    case 'notPicture':
      return { error: 'Please choose a JPEG or PNG photo.' };
    case 'tooLarge':
      return {
        error: `The photo is too large. Please choose one under ${Math.round(maxBytes / (1024 * 1024))} MB.`,
      };
    case 'unreadable':
      return { error: 'This photo could not be read. Please choose another.' };
  }
}

/** Takes or uploads a photo of an ID card or a selfie for identity checks, as a JPEG. */
export function KycCamera({
  onCapture,
  getUserMedia = defaultGetUserMedia(),
  maxUploadBytes = MAX_UPLOAD_BYTES,
}: KycCameraProps) {
  const video = useRef<HTMLVideoElement>(null);
  const { stream, isRefused } = useCameraStream(getUserMedia, CAMERA);
  // Capture waits for a real frame: drawing a video that has none gives a black picture.
  const [hasFrame, setHasFrame] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const problem = !getUserMedia
    ? CAMERA_UNSUPPORTED_MESSAGE
    : isRefused
      ? 'The camera could not be opened. Allow camera access or upload a photo.'
      : null;

  useEffect(() => {
    if (video.current && stream) {
      video.current.srcObject = stream;
      void video.current.play().catch(() => undefined);
    }
  }, [stream]);

  return (
    <div className={cameraRoot}>
      {problem ? (
        <p role="alert" className={cameraProblem}>
          {problem}
        </p>
      ) : (
        <video
          ref={video}
          className={styles.video}
          width={WEBCAM.width}
          height={WEBCAM.height}
          muted
          playsInline
          aria-label="Camera preview"
          onLoadedData={() => setHasFrame(true)}
        />
      )}
      <div className={styles.actions}>
        {!problem ? (
          <Button
            variant="primary"
            isDisabled={!stream || !hasFrame}
            onPress={() => {
              if (video.current) onCapture(drawToJpeg(video.current, WEBCAM.width, WEBCAM.height));
            }}
          >
            Capture
          </Button>
        ) : null}
        <FileTrigger
          acceptedFileTypes={['image/jpeg', 'image/png']}
          onSelect={(files) => {
            const file = files?.[0];
            if (!file) return;
            void photoToJpeg(file, maxUploadBytes).then((result) => {
              if ('error' in result) setUploadError(result.error);
              else {
                setUploadError(null);
                onCapture(result.dataUrl);
              }
            });
          }}
        >
          <Button variant={problem ? 'primary' : 'secondary'}>Upload a photo</Button>
        </FileTrigger>
      </div>
      {uploadError ? (
        <p role="alert" className={cameraProblem}>
          {uploadError}
        </p>
      ) : null}
    </div>
  );
}
