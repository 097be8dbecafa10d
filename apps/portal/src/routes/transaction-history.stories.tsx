// The statement at /transact/transaction-history, drawn by the portal for the demo customer.
import type { Meta, StoryObj } from '@storybook/react-vite';

import { pinned } from '../../../../.storybook/modes';
import { http, ok, unavailable } from '../testing/gateway';
import { desktop, narrow, portalScreen, showsPage } from '../testing/screen';

const url = '/transact/transaction-history';
const meta = { title: 'Screens/Transaction history', ...portalScreen(url) } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = pinned({
  ...showsPage(url, 'Transaction History', [/Rent share/, /School uniform/]),
  globals: desktop,
});
export const Narrow: Story = pinned({ ...Desktop, globals: narrow });

/** A customer with no transactions yet. */
export const Empty: Story = pinned({
  ...showsPage(url, 'Transaction History'),
  globals: narrow,
  parameters: {
    url,
    msw: {
      handlers: [
        http.get('/api/transaction-service/statement/{accountNumber}', ({ response }) =>
          response(200).json(ok({ items: [], page: 1, pageSize: 20, total: 0 })),
        ),
      ],
    },
  },
});

/** The statement could not be read. */
export const Error: Story = pinned({
  ...showsPage(url, 'Transaction History', [/went wrong|unavailable/i]),
  globals: narrow,
  parameters: {
    url,
    msw: { handlers: [unavailable('get', '/api/transaction-service/statement/{accountNumber}')] },
  },
});
