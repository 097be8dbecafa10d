import { writePaymentQr } from '@savewin/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import { qrCanvas, qrPicture } from '../../test/qrPicture';

import { QR_SCANNER_MESSAGES, QrScanner, type QrScannerProps } from './QrScanner';

/** A till's static GhQR code, as a market stall shows it. */
const merchantCode = writePaymentQr({
  scheme: 'ghqr',
  accountId: 'MER-000123',
  merchantName: 'Makola Fresh Foods',
  merchantCity: 'Accra',
  categoryCode: '5411',
  terminalId: 'T01',
});

/** A back camera pointed at a code: the canvas streamed like a webcam, so stories need no device. */
function cameraOn(text: string | null): QrScannerProps['getUserMedia'] {
  return async () => qrCanvas(text).captureStream(5);
}

/** Reading waits for the machine however slow it is: only the test's own time limit ends it. */
const UNHURRIED = { timeout: 150_000 };

const fileInput = (root: HTMLElement) => root.querySelector('input[type="file"]') as HTMLInputElement;

const meta = {
  title: 'Components/QrScanner',
  component: QrScanner,
  tags: ['autodocs'],
  args: { onScan: fn(), getUserMedia: null },
} satisfies Meta<typeof QrScanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The camera finds the code by itself and hands over its text once. */
export const Camera: Story = {
  args: { getUserMedia: cameraOn(merchantCode) },
  parameters: { chromatic: { disableSnapshot: true } }, // a live video element never settles on one frame
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(/Point the camera at the QR code/)).toBeInTheDocument();
    await waitFor(() => expect(args.onScan).toHaveBeenCalledWith(merchantCode), UNHURRIED);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(args.onScan).toHaveBeenCalledTimes(1);
  },
};

/** No camera in this browser: the upload is offered, and a picture of the code is read. */
export const NoCamera: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(QR_SCANNER_MESSAGES.noCamera);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await userEvent.upload(fileInput(canvasElement), await qrPicture(merchantCode));
    await waitFor(() => expect(args.onScan).toHaveBeenCalledWith(merchantCode), UNHURRIED);
  },
};

export const CameraRefused: Story = {
  args: { getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent(QR_SCANNER_MESSAGES.cameraRefused),
    );
  },
};

/** A picture without a code says so, and nothing is handed over. */
export const PictureWithoutCode: Story = {
  parameters: { chromatic: { disableSnapshot: true } }, // the same picture as NoCamera, with one more message
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await qrPicture(null, 'holiday.png'));
    await waitFor(
      () => expect(canvas.getByText(QR_SCANNER_MESSAGES.notFound)).toBeInTheDocument(),
      UNHURRIED,
    );
    await expect(args.onScan).not.toHaveBeenCalled();
  },
};

export const Narrow: Story = pinned({ globals: { viewport: { value: 'narrow' } } });
