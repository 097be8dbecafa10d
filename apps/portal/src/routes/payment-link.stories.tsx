// The page a payer opens from a payment link, /payment-link?hash=…, drawn by the portal for a
// visitor: the request, the wait for it, a link the gateway does not know, and the payer's steps.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { pinned } from '../../../../.storybook/modes';
import { PAYMENT_LINK_HASH, PAYER_NAME } from '../testing/fixtures';
import { pending, refused, unavailable } from '../testing/gateway';
import { desktop, findHeading, narrow, portalScreen, showsPage } from '../testing/screen';

const url = `/payment-link?hash=${PAYMENT_LINK_HASH}`;
const meta = {
  title: 'Screens/Payment link',
  ...portalScreen(url, { signedIn: false }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = pinned({
  ...showsPage(url, 'Payment request', [/Ama Mensah has requested payment to 1001234567/]),
  globals: desktop,
});

export const Narrow: Story = pinned({ ...Desktop, globals: narrow });

/** The link's details have not arrived. */
export const Loading: Story = pinned({
  globals: narrow,
  parameters: { msw: { handlers: [pending('get', '/api/payment-link/account-info')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading the payment request' }),
    ).toBeVisible();
  },
});

/** A link opened without its hash: nothing to pay. */
export const Empty: Story = pinned({
  globals: narrow,
  parameters: { url: '/payment-link' },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, 'Payment request');
    await expect(await within(canvasElement).findByText(/This payment link is incomplete/)).toBeVisible();
  },
});

/** A link the gateway refuses (expired, or never made): its words. */
export const Expired: Story = pinned({
  globals: narrow,
  parameters: {
    msw: { handlers: [refused('get', '/api/payment-link/account-info', 'This payment link has expired.')] },
  },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, 'Payment request');
    await expect(await within(canvasElement).findByText('This payment link has expired.')).toBeVisible();
  },
});

/** The gateway is down. */
export const Error: Story = pinned({
  globals: narrow,
  parameters: { msw: { handlers: [unavailable('get', '/api/payment-link/account-info')] } },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, 'Payment request');
    await expect(await within(canvasElement).findByText(/unavailable|went wrong/i)).toBeVisible();
  },
});

/** The payer's first steps: network and number, and the name the gateway finds for them. */
export const LookUpPayer: Story = pinned({
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, 'Payment request');
    await userEvent.click(await canvas.findByRole('radio', { name: /MTN/ }));
    await userEvent.type(canvas.getByLabelText(/Mobile Number/i), '0551234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(await canvas.findByDisplayValue(PAYER_NAME)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Proceed' })).toBeVisible();
  },
});
