// Pictures of QR codes for tests: a code drawn on a grey ground, as a camera or a phone's gallery
// has it, so a story or an app's test can scan a known payload without a device.
import { qrModules } from '../components/QrCode/qrModules';

/** A canvas with `text` as a QR code in its middle (none when `text` is null), on a grey ground. */
export function qrCanvas(text: string | null, width = 640, height = 480): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#8a8f8c';
  context.fillRect(0, 0, width, height);
  if (text) {
    const modules = qrModules(text);
    const scale = Math.floor((Math.min(width, height) * 0.8) / modules.length);
    const left = Math.floor((width - modules.length * scale) / 2);
    const top = Math.floor((height - modules.length * scale) / 2);
    modules.forEach((row, y) =>
      row.forEach((dark, x) => {
        context.fillStyle = dark ? '#000000' : '#ffffff';
        context.fillRect(left + x * scale, top + y * scale, scale, scale);
      }),
    );
  }
  return canvas;
}

/** A PNG photo of a code (or of no code) as a file, as a phone's gallery hands it over. */
export async function qrPicture(text: string | null, name = 'code.png'): Promise<File> {
  const canvas = qrCanvas(text, 1200, 1600);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return new File([blob ?? new Blob()], name, { type: 'image/png' });
}
