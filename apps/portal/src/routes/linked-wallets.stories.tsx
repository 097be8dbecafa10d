// The customer's payment methods (/linked-wallets) and adding one (/link-wallet), drawn by the
// portal for the demo customer.
import type { Meta, StoryObj } from '@storybook/react-vite';

import { pinned } from '../../../../.storybook/modes';
import { http, ok } from '../testing/gateway';
import { desktop, narrow, portalScreen, showsPage } from '../testing/screen';

const meta = { title: 'Screens/Payment methods', ...portalScreen('/linked-wallets') } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = pinned({
  ...showsPage('/linked-wallets', 'Payment Methods', ['My MTN wallet']),
  globals: desktop,
});
export const Narrow: Story = pinned({ ...Desktop, globals: narrow });

/** No wallet linked yet. */
export const Empty: Story = pinned({
  ...showsPage('/linked-wallets', 'Payment Methods'),
  globals: narrow,
  parameters: {
    url: '/linked-wallets',
    msw: {
      handlers: [
        http.get('/api/account-service/account/linked-wallets/{customerNumber}', ({ response }) =>
          response(200).json(ok([])),
        ),
      ],
    },
  },
});

export const AddWallet: Story = pinned({ ...showsPage('/link-wallet', 'Add Wallet'), globals: desktop });
export const AddWalletNarrow: Story = pinned({ ...AddWallet, globals: narrow });
