import { writePaymentQr } from '@savewin/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import { bundledQrReader } from '../QrScanner';

import { QrCode } from './QrCode';

/** A customer's own code, as the dashboard shows it. */
const ownCode = writePaymentQr({
  scheme: 'savewin',
  accountId: '1000000001',
  merchantName: 'Ama Mensah',
  merchantCity: 'Accra',
});

/** The drawn code as a camera would see it: rasterised at 6 px a module on white, then read. */
async function readDrawn(svg: SVGSVGElement): Promise<string | null> {
  const size = svg.viewBox.baseVal.width * 6;
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('width', String(size));
  copy.setAttribute('height', String(size));
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.drawImage(image, 0, 0);
  return bundledQrReader()(context.getImageData(0, 0, size, size));
}

const meta = {
  title: 'Components/QrCode',
  component: QrCode,
  tags: ['autodocs'],
  args: {
    payload: ownCode,
    label: 'QR code to pay Ama Mensah',
    caption: 'Show this code to be paid by another SAVE & WIN customer.',
  },
  play: async ({ canvasElement, args }) => {
    const code = within(canvasElement).getByRole('img', { name: args.label });
    // What is drawn is what a phone reads: the payload, to the character.
    await expect(await readDrawn(code as unknown as SVGSVGElement)).toBe(args.payload);
  },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Static: Story = {};

/** A code asking for one amount (Request Money): more data, a denser code that still reads. */
export const WithAmount: Story = {
  args: {
    payload: writePaymentQr({
      scheme: 'savewin',
      accountId: '1000000001',
      merchantName: 'Ama Mensah',
      merchantCity: 'Accra',
      reference: 'Lunch on Friday',
      amount: 12_550,
    }),
    caption: 'Scan to pay Ama Mensah GH₵ 125.50.',
  },
};

export const Narrow: Story = pinned({ globals: { viewport: { value: 'narrow' } } });
