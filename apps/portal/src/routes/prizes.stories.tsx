// The monthly draw at /prizes and the fees at /prices, drawn by the portal for the demo customer.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { pinned } from '../../../../.storybook/modes';
import { desktop, findHeading, narrow, portalScreen, settled, showsPage } from '../testing/screen';

const meta = { title: 'Screens/Prizes and prices', ...portalScreen('/prizes') } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Prizes: Story = pinned({
  globals: desktop,
  parameters: { url: '/prizes' },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, 'Prizes');
    await settled(canvasElement);
    // Drawn only once the draw, its prizes and the winners have been read.
    await expect(within(canvasElement).getByRole('link', { name: 'Deposit' })).toBeVisible();
  },
});
export const PrizesNarrow: Story = pinned({ ...Prizes, globals: narrow });

export const Prices: Story = pinned({ ...showsPage('/prices', 'Prices', [/E-Levy/]), globals: desktop });
export const PricesNarrow: Story = pinned({ ...Prices, globals: narrow });
