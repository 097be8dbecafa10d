// Requests between customers at /requests, drawn by the portal for the demo customer: what others
// asked of them (Pay asks for the PIN before anything moves, Decline answers at once) and what they
// asked (Cancel while it waits); the list's loading, failure and empty states.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { pinned } from '../../../../.storybook/modes';
import { moneyRequests } from '../testing/fixtures';
import { http, ok, pending, unavailable } from '../testing/gateway';
import { desktop, findHeading, narrow, portalScreen } from '../testing/screen';

const url = '/requests';
const meta = { title: 'Screens/Requests', ...portalScreen(url) } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const asksForPin = http.post('/api/auth-service/auth/step-up', ({ response }) =>
  response(200).json(
    ok({ required: true, stepUpToken: 'story-step-up', expiresIn: 300, coolingOff: null, passkey: false }),
  ),
);

const declines = http.post('/api/money-requests/{requestId}/decline', ({ params, response }) => {
  const request = moneyRequests.find((r) => r.requestId === params.requestId);
  if (!request) return response(404).json({ isSuccess: false, displayMessage: 'Not found', result: null });
  return response(200).json(
    ok({ ...request, status: 'DECLINED' as const, decidedAt: '2026-03-12T12:00:00Z' }, 'Request declined.'),
  );
});

/** Both lists, each request with its state and, waiting, its actions. */
export const Desktop: Story = pinned({
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, 'Requests');
    const asked = await canvas.findByRole('region', { name: 'Asked of you' });
    await expect(within(asked).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(asked).getByRole('button', { name: 'Pay GH₵25.00 to Kofi Boateng' })).toBeVisible();
    const sent = canvas.getByRole('region', { name: 'You asked' });
    await expect(
      within(sent).getByRole('button', { name: 'Cancel the request to 0201234567' }),
    ).toBeVisible();
    await expect(within(sent).getByText('Declined')).toBeVisible();
  },
});
export const Narrow: Story = pinned({ ...Desktop, globals: narrow });

/** Pay: the confirm text names the requester and the amount, and the PIN is asked first. */
export const Pay: Story = pinned({
  globals: narrow,
  parameters: { msw: { handlers: [asksForPin] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, 'Requests');
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay GH₵25.00 to Kofi Boateng' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('You are about to send GHS25.00 to Kofi Boateng. Please confirm.');
    await expect(await within(dialog).findByLabelText(/PIN/)).toBeInTheDocument();
  },
});

/** Decline answers at once: the request shows as declined and has no actions left. */
export const Decline: Story = pinned({
  globals: narrow,
  parameters: { msw: { handlers: [declines] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, 'Requests');
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Decline the request from Kofi Boateng' }),
    );
    await expect(await canvas.findByText('Request declined.')).toBeVisible();
    const asked = canvas.getByRole('region', { name: 'Asked of you' });
    await expect(within(asked).queryByRole('button')).not.toBeInTheDocument();
    await expect(within(asked).getAllByText('Declined')).toHaveLength(1);
  },
});

export const Loading: Story = pinned({
  globals: narrow,
  parameters: { msw: { handlers: [pending('get', '/api/money-requests')] } },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, 'Requests');
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading your requests' }),
    ).toBeVisible();
  },
});

export const Error: Story = pinned({
  globals: narrow,
  parameters: { msw: { handlers: [unavailable('get', '/api/money-requests')] } },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, 'Requests');
    await expect(
      await within(canvasElement).findByRole('button', { name: /Try again/ }, { timeout: 10_000 }),
    ).toBeVisible();
  },
});

export const Empty: Story = pinned({
  globals: narrow,
  parameters: {
    msw: { handlers: [http.get('/api/money-requests', ({ response }) => response(200).json(ok([])))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, 'Requests');
    await expect(await canvas.findByText('Nobody has asked you for money.')).toBeVisible();
    await expect(canvas.getByText('You have not asked anyone for money yet.')).toBeVisible();
  },
});
