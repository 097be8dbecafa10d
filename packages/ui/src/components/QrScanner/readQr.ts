// Reading a QR code's text from a picture: the browser's BarcodeDetector where it reads QR codes
// (Chrome on Android, the phones we serve: fast, off the main thread), else the bundled decoder
// (@paulmillr/qr, about 10 kB, fetched only when first needed).

/** Reads the text of the QR code in a picture, or null when it finds none. */
export type QrReader = (picture: ImageData) => Promise<string | null>;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: ImageData): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

async function browserDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = await Detector.getSupportedFormats();
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

/** The bundled decoder: it throws when it finds no code, which here is an answer, not an error. */
async function bundledReader(): Promise<QrReader> {
  const { default: decodeQR } = await import('@paulmillr/qr/decode.js');
  return async (picture) => {
    try {
      return decodeQR(picture);
    } catch {
      return null;
    }
  };
}

let chosen: Promise<QrReader> | null = null;

/** The best reader this browser has, chosen once. */
export function defaultQrReader(): QrReader {
  chosen ??= browserDetector().then(async (detector) =>
    detector
      ? async (picture: ImageData) => (await detector.detect(picture))[0]?.rawValue ?? null
      : bundledReader(),
  );
  return async (picture) => (await chosen!)(picture);
}

/** The bundled decoder alone, whatever the browser has (stories pin it to test one path). */
export function bundledQrReader(): QrReader {
  const reader = bundledReader();
  return async (picture) => (await reader)(picture);
}

/**
 * Reads pictures' pixels scaled down to at most `maxEdge` pixels on their long edge (a phone
 * camera's frame or photo is far bigger than a QR code needs, and decoding scales with the
 * pixels), drawing each through the same canvas.
 */
export function pixelReader(
  maxEdge: number,
): (source: CanvasImageSource, width: number, height: number) => ImageData | null {
  const canvas = document.createElement('canvas');
  let context: CanvasRenderingContext2D | null = null;
  return (source, width, height) => {
    if (width === 0 || height === 0) return null;
    const scale = Math.min(1, maxEdge / Math.max(width, height));
    const scaledWidth = Math.round(width * scale);
    const scaledHeight = Math.round(height * scale);
    if (canvas.width !== scaledWidth || canvas.height !== scaledHeight) {
      canvas.width = scaledWidth;
      canvas.height = scaledHeight;
    }
    context ??= canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(source, 0, 0, scaledWidth, scaledHeight);
    return context.getImageData(0, 0, scaledWidth, scaledHeight);
  };
}
