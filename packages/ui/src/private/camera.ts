// What the components that use the camera (the KYC camera, the QR scanner) share: the browser's
// camera (unless a story injects a fake one), opened while the component is shown, and a picture
// the customer uploads instead, checked before it is decoded.
import { useCallback, useEffect, useRef, useState } from 'react';

export type GetUserMedia = (constraints: MediaStreamConstraints) => Promise<MediaStream>;

// One function for the life of the page: a component's camera effect depends on it, and a new
// function at every render restarted the camera at every render (the preview never got a frame).
const browserGetUserMedia: GetUserMedia = (constraints) => navigator.mediaDevices.getUserMedia(constraints);

/** The browser's getUserMedia, or null where there is none (an old browser, an insecure page). */
export function defaultGetUserMedia(): GetUserMedia | null {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return null;
  return browserGetUserMedia;
}

export interface CameraStream {
  /** The camera's stream once it is open. */
  stream: MediaStream | null;
  /** The camera could not be opened (permission refused, no device). */
  isRefused: boolean;
  /** Turns the camera off for good: a stream that opens after this is stopped at once. */
  stop: () => void;
}

const stopTracks = (media: MediaStream | null) => media?.getTracks().forEach((track) => track.stop());

/**
 * Opens the camera with `constraints` (a constant: a new object restarts the camera) while the
 * component is shown, and turns it off when the component goes.
 */
export function useCameraStream(
  getUserMedia: GetUserMedia | null,
  constraints: MediaStreamConstraints,
): CameraStream {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [isRefused, setRefused] = useState(false);
  const opened = useRef<MediaStream | null>(null);
  const stopped = useRef(false);

  const stop = useCallback(() => {
    stopped.current = true;
    stopTracks(opened.current);
  }, []);

  useEffect(() => {
    if (!getUserMedia) return undefined;
    let active = true;
    getUserMedia(constraints)
      .then((media) => {
        if (!active || stopped.current) stopTracks(media);
        else {
          opened.current = media;
          setStream(media);
        }
      })
      .catch(() => {
        if (active) setRefused(true);
      });
    return () => {
      active = false;
      stopTracks(opened.current);
      opened.current = null;
    };
  }, [getUserMedia, constraints]);

  return { stream, isRefused, stop };
}

/** Largest picture accepted from upload: it is scaled down before use, so a big phone photo is fine. */
export const MAX_PICTURE_BYTES = 20 * 1024 * 1024;

/** Why an uploaded picture cannot be used; each component says it in its own words. */
export type PictureProblem = 'notPicture' | 'tooLarge' | 'unreadable';

/**
 * An uploaded JPEG or PNG decoded, for `draw` to draw from (the decoded picture is released after),
 * or why it cannot be: not a JPEG or PNG, over `maxBytes`, or not decodable.
 */
export async function withPicture<T>(
  file: File,
  maxBytes: number,
  draw: (picture: ImageBitmap) => T | Promise<T>,
): Promise<{ value: T } | { problem: PictureProblem }> {
  if (file.type !== 'image/jpeg' && file.type !== 'image/png') return { problem: 'notPicture' };
  if (file.size > maxBytes) return { problem: 'tooLarge' };
  let picture: ImageBitmap | undefined;
  try {
    picture = await createImageBitmap(file);
    return { value: await draw(picture) };
  } catch {
    return { problem: 'unreadable' };
  } finally {
    picture?.close();
  }
}
