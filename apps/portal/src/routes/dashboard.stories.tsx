// The dashboard at '/', drawn by the portal itself for the demo customer (src/testing), with the
// gateway answered at the network: full, still loading, a new customer, a failed read.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';

import { pinned } from '../../../../.storybook/modes';
import { pending, refused, unavailable, http, ok } from '../testing/gateway';
import { desktop, findHeading, narrow, portalScreen, settled } from '../testing/screen';

const meta = { title: 'Screens/Dashboard', ...portalScreen('/') } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in customer's home: balances, goals total, recent activity, favourites. */
export const Desktop: Story = pinned({
  globals: desktop,
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, 'Hello, Ama');
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Account Number 1001234567')).toBeVisible();
    await expect(canvas.getAllByText(/Deposit from MTN MoMo/).length).toBeGreaterThan(0);
  },
});

export const Narrow: Story = pinned({ ...Desktop, globals: narrow });

/** The profile has not answered: the frame's spinner, nothing half-drawn. */
export const Loading: Story = pinned({
  globals: narrow,
  parameters: { msw: { handlers: [pending('get', '/api/customer-details/{mobile}')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading your account' }),
    ).toBeVisible();
  },
});

/** The statement is still on its way: the page is drawn, Recent Activity shows its own spinner. */
export const ActivityLoading: Story = pinned({
  globals: narrow,
  parameters: {
    msw: { handlers: [pending('get', '/api/transaction-service/statement/{accountNumber}')] },
  },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, 'Hello, Ama');
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading transactions' }),
    ).toBeVisible();
  },
});

/** A customer who signed up but has no subscription yet: the partial-registration banner. */
export const NewCustomer: Story = pinned({
  globals: narrow,
  parameters: { msw: { handlers: [refused('get', '/api/customer-details/{mobile}', 'No subscription')] } },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, 'Welcome to SAVE & WIN');
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Finish your registration' }),
    ).toBeVisible();
  },
});

/** A customer with no transactions yet: Recent Activity says so instead of drawing an empty list. */
export const Empty: Story = pinned({
  globals: narrow,
  parameters: {
    msw: {
      handlers: [
        http.get('/api/transaction-service/statement/{accountNumber}', ({ response }) =>
          response(200).json(ok({ items: [], page: 1, pageSize: 20, total: 0 })),
        ),
        http.get('/api/favourite-service/favourites/{customerNumber}', ({ response }) =>
          response(200).json(ok([])),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, 'Hello, Ama');
    await settled(canvasElement);
    await expect(within(canvasElement).queryByText(/Deposit from MTN MoMo/)).toBeNull();
  },
});

/** The gateway is down when the profile is read: 'Something went wrong' with a retry. */
export const Error: Story = pinned({
  globals: narrow,
  parameters: { msw: { handlers: [unavailable('get', '/api/customer-details/{mobile}')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [message] = await canvas.findAllByText('Something went wrong', {}, { timeout: 10_000 });
    await expect(message).toBeVisible();
    await expect(canvas.getByRole('button', { name: /try again|retry/i })).toBeVisible();
  },
});

/** 'My QR code' after Withdraw: the customer's own code, for another customer to pay. */
export const MyQrCode: Story = pinned({
  globals: narrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, 'Hello, Ama');
    await userEvent.click(canvas.getByRole('button', { name: 'My QR code' }));
    const dialog = await screen.findByRole('dialog', { name: 'My QR code' });
    await expect(
      await within(dialog).findByRole('img', { name: 'QR code to pay Ama into SAVE & WIN' }),
    ).toBeVisible();
  },
});

/** The main flow from home: Quick Access opens Send Money. */
export const OpenSendMoney: Story = pinned({
  globals: desktop,
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, 'Hello, Ama');
    await userEvent.click(within(canvasElement).getAllByRole('link', { name: /Send Money/ })[0]!);
    await findHeading(canvasElement, 'Send Money');
  },
});
