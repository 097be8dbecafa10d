// Scans a payment QR code: the back camera's frames are read a few times a second until a code
// is found, then the camera stops and the code's text is handed over once. Without a camera, or
// without permission, or when the code is on the phone's own screen (a screenshot from a chat),
// the customer uploads a picture of the code instead. What the text means (a GhQR code, its
// merchant, its amount) is for the screen to check; this component only reads.
import { useCallback, useEffect, useRef, useState } from 'react';
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

import * as styles from './QrScanner.css';
import { defaultQrReader, pixelReader, type QrReader } from './readQr';

export const QR_SCANNER_MESSAGES = {
  noCamera: 'This browser cannot use the camera. Upload a picture of the QR code instead.',
  cameraRefused: 'The camera could not be opened. Allow camera access, or upload a picture of the QR code.',
  notPicture: 'Please choose a picture (JPEG or PNG) of the QR code.',
  notFound: 'No QR code was found in this picture. Try a sharper picture, or scan the code with the camera.',
  unreadable: 'This picture could not be read. Please choose another.',
  tooLarge: `This picture is too large. Please choose one under ${MAX_PICTURE_BYTES / (1024 * 1024)} MB.`,
} as const;

const BACK_CAMERA: MediaStreamConstraints = { video: { facingMode: { ideal: 'environment' } }, audio: false };

/** Frames are read this often: quick enough to feel instant, light on a cheap phone's battery. */
const SCAN_INTERVAL_MS = 250;
/** A camera frame's long edge is scaled to this before reading (a code fills much of the frame). */
const FRAME_EDGE = 640;
/** An uploaded picture's long edge (the code may be small in a screenshot). */
const PICTURE_EDGE = 1280;

export interface QrScannerProps {
  /** Receives the text of the first code read; called once. */
  onScan: (text: string) => void;
  /** Defaults to navigator.mediaDevices.getUserMedia; stories inject a fake camera. */
  getUserMedia?: GetUserMedia | null;
  /** Defaults to the browser's BarcodeDetector, else the bundled decoder. */
  readQr?: QrReader;
}

/** Reads a QR code with the camera, or from an uploaded picture, and hands over its text once. */
export function QrScanner({ onScan, getUserMedia = defaultGetUserMedia(), readQr }: QrScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [reader] = useState<QrReader>(() => readQr ?? defaultQrReader());
  const camera = useCameraStream(getUserMedia, BACK_CAMERA);
  const { stream, stop: stopCamera } = camera;
  const problem = !getUserMedia
    ? QR_SCANNER_MESSAGES.noCamera
    : camera.isRefused
      ? QR_SCANNER_MESSAGES.cameraRefused
      : null;
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  // Once a code is read nothing else is handed over: the camera loop and an upload may race.
  const done = useRef(false);
  const found = useRef(onScan);
  useEffect(() => {
    found.current = onScan;
  }, [onScan]);

  const finish = useCallback(
    (text: string) => {
      if (done.current) return;
      done.current = true;
      stopCamera();
      found.current(text);
    },
    [stopCamera],
  );

  useEffect(() => {
    const element = video.current;
    if (!element || !stream) return undefined;
    element.srcObject = stream;
    void element.play().catch(() => undefined);
    // One canvas for the whole scan: a frame is drawn four times a second.
    const framePixels = pixelReader(FRAME_EDGE);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    // One read at a time, the next one an interval after the last ended: a slow phone never
    // queues frames.
    const scan = async () => {
      if (stopped || done.current) return;
      const pixels =
        element.readyState >= element.HAVE_CURRENT_DATA
          ? framePixels(element, element.videoWidth, element.videoHeight)
          : null;
      const text = pixels ? await reader(pixels).catch(() => null) : null;
      if (stopped) return;
      if (text) finish(text);
      else timer = setTimeout(() => void scan(), SCAN_INTERVAL_MS);
    };
    timer = setTimeout(() => void scan(), SCAN_INTERVAL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [stream, reader, finish]);

  async function readPicture(file: File) {
    setReading(true);
    const read = await withPicture(file, MAX_PICTURE_BYTES, (picture) => {
      const pixels = pixelReader(PICTURE_EDGE)(picture, picture.width, picture.height);
      return pixels ? reader(pixels) : null;
    });
    setReading(false);
    if ('problem' in read) setUploadProblem(QR_SCANNER_MESSAGES[read.problem]);
    else if (!read.value) setUploadProblem(QR_SCANNER_MESSAGES.notFound);
    else {
      setUploadProblem(null);
      finish(read.value);
    }
  }

  return (
    <div className={cameraRoot}>
      {problem ? (
        <p role="alert" className={cameraProblem}>
          {problem}
        </p>
      ) : (
        <>
          <video
            ref={video}
            className={styles.video}
            muted
            playsInline
            aria-label="Camera preview: point the camera at the QR code"
          />
          <p className={styles.hint}>Point the camera at the QR code. It is read as soon as it is in view.</p>
        </>
      )}
      <FileTrigger
        acceptedFileTypes={['image/jpeg', 'image/png']}
        onSelect={(files) => {
          const file = files?.[0];
          if (file) void readPicture(file);
        }}
      >
        <Button variant={problem ? 'primary' : 'secondary'} isPending={reading}>
          Upload a picture of the code
        </Button>
      </FileTrigger>
      {uploadProblem ? (
        <p role="alert" className={cameraProblem}>
          {uploadProblem}
        </p>
      ) : null}
    </div>
  );
}
