// Pay with QR at /pay-by-qr, drawn by the portal for the demo customer: a picture of a till's
// GhQR code is read, the gateway names the merchant and the till, and Pay leads to the fee
// confirmation; a damaged code says why in the gateway's words and moves nothing.
import { QR_MESSAGES, writePaymentQr } from '@savewin/core';
import { qrPicture } from '@savewin/ui/test';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';

import { pinned } from '../../../../.storybook/modes';
import { http, ok } from '../testing/gateway';
import { desktop, findHeading, narrow, portalScreen } from '../testing/screen';

const url = '/pay-by-qr';
const meta = { title: 'Screens/Pay with QR', ...portalScreen(url) } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A till's dynamic code for GH₵20.00, as the chop bar's terminal shows it. */
const tillCode = writePaymentQr({
  scheme: 'ghqr',
  accountId: 'GHQR-MER-000123',
  merchantName: 'Auntie Akos Chop Bar',
  merchantCity: 'Kumasi',
  categoryCode: '5812',
  terminalId: 'TILL-02',
  amount: 2000,
});

/** Reading a picture waits for the machine however slow it is: only the test's time limit ends it. */
const UNHURRIED = { timeout: 150_000 };

async function uploadCode(canvasElement: HTMLElement, text: string) {
  await findHeading(canvasElement, 'Pay with QR');
  const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, await qrPicture(text));
}

const readsTill = http.post('/api/qr-service/qr/read', async ({ request, response }) => {
  const { payload } = await request.json();
  if (payload !== tillCode)
    return response(400).json({ isSuccess: false, displayMessage: QR_MESSAGES.damaged, result: null });
  return response(200).json(
    ok({
      payeeKind: 'MERCHANT',
      name: 'Auntie Akos Chop Bar',
      city: 'Kumasi',
      terminalId: 'TILL-02',
      merchantId: 'GHQR-MER-000123',
      category: 'Restaurant',
      kind: 'dynamic',
      amount: '20.00',
      reference: null,
    }),
  );
});

/** The code read, the merchant and till named, its amount fixed; Pay shows what will move. */
export const Desktop: Story = pinned({
  globals: desktop,
  parameters: { msw: { handlers: [readsTill] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await uploadCode(canvasElement, tillCode);
    const form = await canvas.findByRole('form', { name: 'Pay this code' }, UNHURRIED);
    await expect(within(form).getByText('Auntie Akos Chop Bar')).toBeVisible();
    await expect(within(form).getByText('Restaurant, Kumasi')).toBeVisible();
    await expect(within(form).getByText('TILL-02')).toBeVisible();
    await expect(within(form).getByText('GH₵20.00')).toBeVisible();
    // A dynamic code's amount is the code's: there is no field to change it.
    await expect(within(form).queryByLabelText('Amount')).not.toBeInTheDocument();
  },
});
export const Narrow: Story = pinned({ ...Desktop, globals: narrow });

/** Pay: the fee confirmation names the merchant and the amount before anything moves. */
export const Review: Story = pinned({
  globals: narrow,
  parameters: { msw: { handlers: [readsTill] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await uploadCode(canvasElement, tillCode);
    const form = await canvas.findByRole('form', { name: 'Pay this code' }, UNHURRIED);
    await userEvent.click(within(form).getByRole('button', { name: 'Pay' }));
    await expect(await canvas.findByRole('button', { name: 'Confirm' })).toBeVisible();
    // The form stays mounted (hidden) under the confirmation: the name shown is the confirmation's.
    const shown = canvas.getAllByText('Auntie Akos Chop Bar').filter((el) => el.checkVisibility());
    await expect(shown).toHaveLength(1);
    await expect(canvas.getAllByText('GH₵20.00').some((el) => el.checkVisibility())).toBe(true);
  },
});

/** A damaged code: the gateway's reason, a way to scan again, nothing paid. */
export const Damaged: Story = pinned({
  globals: narrow,
  parameters: {
    msw: {
      handlers: [
        http.untyped.post('/api/qr-service/qr/read', () =>
          HttpResponse.json(
            { isSuccess: false, displayMessage: QR_MESSAGES.damaged, result: null },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await uploadCode(canvasElement, tillCode);
    await expect(await canvas.findByText(QR_MESSAGES.damaged, {}, UNHURRIED)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Pay this code' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Scan again' }));
    await expect(await canvas.findByRole('button', { name: 'Upload a picture of the code' })).toBeVisible();
  },
});
