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

/** Asking another SAVE & WIN customer: the request sent, the entries cleared for the next one. */
export const RequestMoneyAskCustomer: Story = pinned({
  globals: narrow,
  parameters: {
    url: '/request-money',
    msw: {
      handlers: [
        http.post('/api/money-requests', async ({ request, response }) => {
          const body = await request.json();
          return response(200).json(
            ok(
              {
                requestId: 'MRstoryAsk000000000001',
                direction: 'SENT' as const,
                amount: body.amount,
                note: body.note ?? '',
                status: 'PENDING' as const,
                createdAt: '2026-03-12T12:00:00Z',
                expiresAt: '2026-03-19T12:00:00Z',
                decidedAt: null,
                counterparty: { name: null, mobileNumber: body.payerMobileNumber },
              },
              'Your request has been sent.',
            ),
          );
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, 'Request Money');
    await userEvent.click(canvas.getByRole('button', { name: 'Ask a SAVE & WIN customer' }));
    const form = canvas.getByRole('region', { name: 'Ask a SAVE & WIN customer' });
    await expect(within(form).getByRole('heading', { name: 'Ask a SAVE & WIN customer' })).toHaveFocus();
    // Oneself is refused on the page, before anything is sent.
    await userEvent.type(within(form).getByLabelText('Their mobile number'), '0244123456');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount to ask for' }), '25');
    await userEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    await expect(await within(form).findByText('You cannot request money from yourself.')).toBeVisible();
    await userEvent.clear(within(form).getByLabelText('Their mobile number'));
    await userEvent.type(within(form).getByLabelText('Their mobile number'), '0201234567');
    await userEvent.type(within(form).getByLabelText('What it is for'), 'Jollof on Friday');
    await userEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    await expect(await within(form).findByText('Your request has been sent.')).toBeVisible();
    await expect(within(form).getByLabelText('Their mobile number')).toHaveValue('');
  },
});
