// Money in and out: /deposit, /withdraw and /request-money, drawn by the portal for the demo
// customer.
import type { Meta, StoryObj } from '@storybook/react-vite';

import { desktop, narrow, portalScreen, showsPage } from '../testing/screen';

const meta = { title: 'Screens/Deposit and withdraw', ...portalScreen('/deposit') } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Deposit: Story = { ...showsPage('/deposit', 'Deposit'), globals: desktop };
export const DepositNarrow: Story = { ...Deposit, globals: narrow };

export const Withdraw: Story = { ...showsPage('/withdraw', 'Withdraw'), globals: desktop };
export const WithdrawNarrow: Story = { ...Withdraw, globals: narrow };

export const RequestMoney: Story = { ...showsPage('/request-money', 'Request Money'), globals: desktop };
export const RequestMoneyNarrow: Story = { ...RequestMoney, globals: narrow };
