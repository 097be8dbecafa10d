// Send Money's form at /send-money-transaction?kind=…, drawn by the portal for the demo customer:
// to mobile money, a bank and another SAVE & WIN account, with its lists loading and failed and
// the main flow up to the fees.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { pending, unavailable } from '../testing/gateway';
import { desktop, narrow, portalScreen, showsPage } from '../testing/screen';

const momo = '/send-money-transaction?kind=momo';
const meta = { title: 'Screens/Send money', ...portalScreen(momo) } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { ...showsPage(momo, 'Mobile Money', ['Kofi Boateng']), globals: desktop };
export const Narrow: Story = { ...Desktop, globals: narrow };

export const ToBank: Story = {
  ...showsPage('/send-money-transaction?kind=bank', 'Bank Account'),
  globals: desktop,
};
export const ToBankNarrow: Story = { ...ToBank, globals: narrow };

export const ToSaveAndWin: Story = {
  ...showsPage('/send-money-transaction?kind=own', 'SAVE & WIN Account'),
  globals: desktop,
};
export const ToSaveAndWinNarrow: Story = { ...ToSaveAndWin, globals: narrow };

/** The networks and banks have not arrived: the page waits (the progress bar shows). */
export const Loading: Story = {
  globals: narrow,
  parameters: { msw: { handlers: [pending('get', '/api/account-service/sort-codes')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar')).toBeVisible();
  },
};

/** The networks and banks could not be read. */
export const Error: Story = {
  ...showsPage(momo, 'Mobile Money', [/went wrong|unavailable/i]),
  globals: narrow,
  parameters: { url: momo, msw: { handlers: [unavailable('get', '/api/account-service/sort-codes')] } },
};
