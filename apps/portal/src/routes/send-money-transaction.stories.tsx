// Send Money's form at /send-money-transaction?kind=…, drawn by the portal for the demo customer:
// to mobile money, a bank and another SAVE & WIN account, with its lists loading and failed and
// the main flow up to the recipient's name.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { pinned } from '../../../../.storybook/modes';
import { PAYER_NAME } from '../testing/fixtures';
import { pending, unavailable } from '../testing/gateway';
import { desktop, findHeading, narrow, portalScreen, settled, showsPage } from '../testing/screen';

const momo = '/send-money-transaction?kind=momo';
const meta = { title: 'Screens/Send money', ...portalScreen(momo) } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = pinned({
  ...showsPage(momo, 'Mobile Money', ['Kofi Boateng']),
  globals: desktop,
});
export const Narrow: Story = pinned({ ...Desktop, globals: narrow });

export const ToBank: Story = pinned({
  ...showsPage('/send-money-transaction?kind=bank', 'Bank Account'),
  globals: desktop,
});
export const ToBankNarrow: Story = pinned({ ...ToBank, globals: narrow });

export const ToSaveAndWin: Story = pinned({
  ...showsPage('/send-money-transaction?kind=own', 'SAVE & WIN Account'),
  globals: desktop,
});
export const ToSaveAndWinNarrow: Story = pinned({ ...ToSaveAndWin, globals: narrow });

/** The networks and banks have not arrived: the page waits (the progress bar shows). */
export const Loading: Story = pinned({
  globals: narrow,
  parameters: { msw: { handlers: [pending('get', '/api/account-service/sort-codes')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar')).toBeVisible();
  },
});

/** The networks and banks could not be read. */
export const Error: Story = pinned({
  ...showsPage(momo, 'Mobile Money', [/went wrong|unavailable/i]),
  globals: narrow,
  parameters: { url: momo, msw: { handlers: [unavailable('get', '/api/account-service/sort-codes')] } },
});

/** The main flow's first steps: amount and number, and the name the gateway finds for it. */
export const FindRecipient: Story = pinned({
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, 'Mobile Money');
    await settled(canvasElement);
    await userEvent.type(canvas.getByLabelText('Amount'), '50');
    await userEvent.type(canvas.getByLabelText('Phone Number'), '0551234567');
    await userEvent.tab();
    await expect(await canvas.findByDisplayValue(PAYER_NAME)).toBeVisible();
  },
});
