// Money in and out: /deposit, /withdraw and /request-money (with the customer's own QR code),
// drawn by the portal for the demo customer.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { pinned } from '../../../../.storybook/modes';
import { myQr } from '../testing/fixtures';
import { http, ok } from '../testing/gateway';
import { desktop, findHeading, narrow, portalScreen, showsPage } from '../testing/screen';

const meta = { title: 'Screens/Deposit and withdraw', ...portalScreen('/deposit') } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Deposit: Story = pinned({ ...showsPage('/deposit', 'Deposit'), globals: desktop });
export const DepositNarrow: Story = pinned({ ...Deposit, globals: narrow });

export const Withdraw: Story = pinned({ ...showsPage('/withdraw', 'Withdraw'), globals: desktop });
export const WithdrawNarrow: Story = pinned({ ...Withdraw, globals: narrow });

export const RequestMoney: Story = pinned({
  ...showsPage('/request-money', 'Request Money'),
  globals: desktop,
});
export const RequestMoneyNarrow: Story = pinned({ ...RequestMoney, globals: narrow });

/** The customer shows their own QR code for another SAVE & WIN customer to scan and pay. */
export const RequestMoneyMyQr: Story = pinned({
  globals: narrow,
  parameters: { url: '/request-money' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, 'Request Money');
    await userEvent.click(canvas.getByRole('button', { name: 'Show my QR code' }));
    await expect(
      await canvas.findByRole('img', { name: 'QR code to pay Ama into SAVE & WIN' }),
    ).toBeVisible();
  },
});

/** Request Money with GH₵50.00 typed, its code asked for; the canvas, to read what follows. */
async function askCodeFor50(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await findHeading(canvasElement, 'Request Money');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '50');
  await userEvent.click(canvas.getByRole('button', { name: 'Show my QR code for GH₵50.00' }));
  return canvas;
}

/** With an amount typed, the code asks for it: another customer's scan pays exactly that. */
export const RequestMoneyMyQrForAmount: Story = pinned({
  globals: narrow,
  parameters: { url: '/request-money' },
  play: async ({ canvasElement }) => {
    const canvas = await askCodeFor50(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: 'QR code to pay Ama GH₵50.00 into SAVE & WIN' }),
    ).toBeVisible();
  },
});

/** A code the gateway wrote for another amount than the one asked is never drawn. */
export const RequestMoneyMyQrWrongAmount: Story = pinned({
  globals: narrow,
  parameters: {
    url: '/request-money',
    msw: {
      handlers: [http.get('/api/qr-service/qr/mine', ({ response }) => response(200).json(ok(myQr('5.00'))))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await askCodeFor50(canvasElement);
    await expect(await canvas.findByText('We could not draw your QR code. Please try again.')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /^QR code to pay/ })).toBeNull();
  },
});
