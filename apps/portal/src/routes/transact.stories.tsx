// The Transact hub and the pages it leads to (Send Money's choices, airtime, data, utilities,
// TV, and paying one biller), drawn by the portal for the demo customer.
import type { Meta, StoryObj } from '@storybook/react-vite';

import { desktop, narrow, portalScreen, showsPage } from '../testing/screen';

const meta = { title: 'Screens/Transact', ...portalScreen('/transact') } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { ...showsPage('/transact', 'Transact'), globals: desktop };
export const Narrow: Story = { ...Desktop, globals: narrow };

export const SendMoneyChoices: Story = {
  ...showsPage('/transact/send-money', 'Send Money'),
  globals: desktop,
};
export const SendMoneyChoicesNarrow: Story = { ...SendMoneyChoices, globals: narrow };

export const BuyAirtime: Story = {
  ...showsPage('/transact/buy-airtime', 'Buy Airtime', ['MTN Airtime']),
  globals: desktop,
};
export const BuyAirtimeNarrow: Story = { ...BuyAirtime, globals: narrow };

export const BuyData: Story = {
  ...showsPage('/transact/buy-data', 'Buy Data', ['MTN Data']),
  globals: desktop,
};
export const BuyDataNarrow: Story = { ...BuyData, globals: narrow };

export const PayUtilities: Story = {
  ...showsPage('/transact/pay-utilities', 'Pay For Utilities', ['ECG Prepaid']),
  globals: desktop,
};
export const PayUtilitiesNarrow: Story = { ...PayUtilities, globals: narrow };

export const PayTv: Story = { ...showsPage('/transact/pay-tv', 'Pay TV', ['DStv']), globals: desktop };
export const PayTvNarrow: Story = { ...PayTv, globals: narrow };

export const PayBill: Story = {
  ...showsPage('/pay-billers-transaction?page=utilities&biller=ECG_PREPAID', 'ECG Prepaid'),
  globals: desktop,
};
export const PayBillNarrow: Story = { ...PayBill, globals: narrow };
