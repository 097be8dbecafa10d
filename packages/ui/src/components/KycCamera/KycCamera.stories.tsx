import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

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

export const Dark: Story = { args: { getUserMedia: null }, globals: { theme: 'dark' } };
