// The Transact hub and the pages it leads to (Send Money's choices, airtime, data, utilities,
// TV, and paying one biller), drawn by the portal for the demo customer.
import type { Meta, StoryObj } from '@storybook/react-vite';

import { pinned } from '../../../../.storybook/modes';
import { desktop, narrow, portalScreen, showsPage } from '../testing/screen';

const meta = { title: 'Screens/Transact', ...portalScreen('/transact') } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = pinned({ ...showsPage('/transact', 'Transact'), globals: desktop });
export const Narrow: Story = pinned({ ...Desktop, globals: narrow });

export const SendMoneyChoices: Story = pinned({
  ...showsPage('/transact/send-money', 'Send Money'),
  globals: desktop,
});
export const SendMoneyChoicesNarrow: Story = pinned({ ...SendMoneyChoices, globals: narrow });

export const BuyAirtime: Story = pinned({
  ...showsPage('/transact/buy-airtime', 'Buy Airtime', ['MTN Airtime']),
  globals: desktop,
});
export const BuyAirtimeNarrow: Story = pinned({ ...BuyAirtime, globals: narrow });

export const BuyData: Story = pinned({
  ...showsPage('/transact/buy-data', 'Buy Data', ['MTN Data']),
  globals: desktop,
});
export const BuyDataNarrow: Story = pinned({ ...BuyData, globals: narrow });

export const PayUtilities: Story = pinned({
  ...showsPage('/transact/pay-utilities', 'Pay For Utilities', ['ECG Prepaid']),
  globals: desktop,
});
export const PayUtilitiesNarrow: Story = pinned({ ...PayUtilities, globals: narrow });

export const PayTv: Story = pinned({
  ...showsPage('/transact/pay-tv', 'Pay TV', ['DStv']),
  globals: desktop,
});
export const PayTvNarrow: Story = pinned({ ...PayTv, globals: narrow });

export const PayBill: Story = pinned({
  ...showsPage('/pay-billers-transaction?page=utilities&biller=ECG_PREPAID', 'ECG Prepaid'),
  globals: desktop,
});
export const PayBillNarrow: Story = pinned({ ...PayBill, globals: narrow });
