import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';

import { KycCamera, type KycCameraProps } from './KycCamera';

/** A fake front camera: a still canvas streamed like a webcam, so stories need no device. */
function fakeCamera(): KycCameraProps['getUserMedia'] {
  return async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 420;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#7a9e87';
      context.fillRect(0, 0, 400, 420);
    }
    return canvas.captureStream(5);
  };
}

const meta = {
  title: 'Components/KycCamera',
  component: KycCamera,
  tags: ['autodocs'],
  args: { onCapture: fn(), getUserMedia: fakeCamera() },
} satisfies Meta<typeof KycCamera>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Camera: Story = {
  parameters: { chromatic: { disableSnapshot: true } }, // a live video element never settles on one frame
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const capture = canvas.getByRole('button', { name: 'Capture' });
    await waitFor(() => expect(capture).toBeEnabled());
    await userEvent.click(capture);
    await expect(args.onCapture).toHaveBeenCalledTimes(1);
    const [dataUrl] = (args.onCapture as ReturnType<typeof fn>).mock.calls[0] as [string];
    await expect(dataUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
  },
};

let browserCameraOpens = 0;

/** The browser's own camera (no getUserMedia prop), replaced by the fake one and counted. */
export const BrowserCamera: Story = {
  args: { getUserMedia: undefined },
  parameters: { chromatic: { disableSnapshot: true } }, // a live video element never settles on one frame
  beforeEach: () => {
    const devices = navigator.mediaDevices as MediaDevices | undefined;
    if (!devices) return undefined;
    const real = Object.getOwnPropertyDescriptor(devices, 'getUserMedia');
    const fake = fakeCamera();
    browserCameraOpens = 0;
    Object.defineProperty(devices, 'getUserMedia', {
      configurable: true,
      value: (constraints: MediaStreamConstraints) => {
        browserCameraOpens += 1;
        return fake?.(constraints);
      },
    });
    return () => {
      if (real) Object.defineProperty(devices, 'getUserMedia', real);
      else delete (devices as unknown as Record<string, unknown>).getUserMedia;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Capture' })).toBeEnabled());
    // Re-renders must not reopen the camera: it is opened once for as long as it is shown.
    await new Promise((r) => setTimeout(r, 500));
    await expect(browserCameraOpens).toBe(1);
  },
};

export const Unsupported: Story = {
  args: { getUserMedia: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('getUserMedia not supported');
    await expect(canvas.queryByRole('button', { name: 'Capture' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Upload a photo' })).toBeInTheDocument();
  },
};

export const PermissionDenied: Story = {
  args: { getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The camera could not be opened.'),
    );
  },
};

export const UploadTooLarge: Story = {
  args: { getUserMedia: null, maxUploadBytes: 10 },
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['0123456789abcdef'], 'me.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(within(canvasElement).getByText(/The photo is too large/)).toBeInTheDocument(),
    );
    await expect(args.onCapture).not.toHaveBeenCalled();
  },
};

/** A PNG of `width`×`height` as a file, as a phone's gallery would hand it over. */
async function photoFile(width: number, height: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (context) {
    const gradient = context.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, '#7a9e87');
    gradient.addColorStop(1, '#2d4a8c');
    context.fillStyle = gradient;
    context.fillRect(0, 0, width, height);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return new File([blob ?? new Blob()], 'gallery.png', { type: 'image/png' });
}

/** The pixel size of an image given as a data URL. */
async function imageSize(dataUrl: string): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(await (await fetch(dataUrl)).blob());
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/** A 4000×3000 (12 MP) upload is sent as a JPEG 1600 px on its long edge, far fewer bytes. */
export const UploadLargePhotoScaledDown: Story = {
  args: { getUserMedia: null },
  parameters: { chromatic: { disableSnapshot: true } }, // the same picture as Unsupported
  play: async ({ canvasElement, args }) => {
    const file = await photoFile(4000, 3000);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, file);
    await waitFor(() => expect(args.onCapture).toHaveBeenCalledTimes(1));
    const [dataUrl] = (args.onCapture as ReturnType<typeof fn>).mock.calls[0] as [string];
    await expect(dataUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
    await expect(await imageSize(dataUrl)).toEqual({ width: 1600, height: 1200 });
    // The decoded bytes sent are well under the gateway's 2 MB and under the file chosen.
    const sentBytes = (dataUrl.length - 'data:image/jpeg;base64,'.length) * 0.75;
    await expect(sentBytes).toBeLessThan(Math.min(file.size, 2 * 1024 * 1024));
  },
};

/** A photo that already fits keeps its size. */
export const UploadSmallPhotoKeptAsIs: Story = {
  args: { getUserMedia: null },
  parameters: { chromatic: { disableSnapshot: true } }, // the same picture as Unsupported
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, await photoFile(400, 420));
    await waitFor(() => expect(args.onCapture).toHaveBeenCalledTimes(1));
    const [dataUrl] = (args.onCapture as ReturnType<typeof fn>).mock.calls[0] as [string];
    await expect(await imageSize(dataUrl)).toEqual({ width: 400, height: 420 });
  },
};

export const Dark: Story = pinned({ args: { getUserMedia: null }, globals: { theme: 'dark' } });
