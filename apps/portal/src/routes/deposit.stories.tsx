// Money in and out: /deposit, /withdraw and /request-money, drawn by the portal for the demo
// customer.
import type { Meta, StoryObj } from '@storybook/react-vite';

import { pinned } from '../../../../.storybook/modes';
import { desktop, narrow, portalScreen, showsPage } from '../testing/screen';

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
