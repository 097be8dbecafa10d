// The monthly draw at /prizes and the fees at /prices, drawn by the portal for the demo customer:
// the prize tiers, the customer's own draws in the prize checker and where their prizes go.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { pinned } from '../../../../.storybook/modes';
import { http, ok, refused, unavailable } from '../testing/gateway';
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
    const canvas = within(canvasElement);
    // Drawn only once the draw, its prizes and the winners have been read.
    await expect(canvas.getByRole('link', { name: 'Deposit' })).toBeVisible();
    const mine = within(await canvas.findByRole('region', { name: 'Your draws' }));
    await expect(mine.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'March 2026 draw12 tickets so far. Drawn on 1 April 2026.',
      'February 2026 drawYou won the Third prize: GH₵500.00.Saved into your goal School fees on 1 March 2026.',
      'January 2026 draw4 tickets, no prize this time.',
    ]);
    const where = within(canvas.getByRole('region', { name: 'Where your prizes go' }));
    await expect(where.getByRole('radio', { name: 'School fees' })).toBeChecked();
  },
});
export const PrizesNarrow: Story = pinned({ ...Prizes, globals: narrow });

/** The customer moves their prizes to SAVE & WIN: one PUT, and the page says where they go now. */
export const PrizesToSaveAndWin: Story = pinned({
  globals: narrow,
  parameters: {
    msw: {
      handlers: [
        http.put('/api/draws/prize-destination', ({ response }) =>
          response(200).json(ok({ destination: 'SAVE_AND_WIN', goalAccountNumber: null, goalName: null })),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const where = within(await canvas.findByRole('region', { name: 'Where your prizes go' }));
    await userEvent.click(where.getByRole('radio', { name: 'SAVE & WIN account' }));
    await userEvent.click(where.getByRole('button', { name: 'Save' }));
    await expect(
      await where.findByText('Saved. Your prizes will be paid into your SAVE & WIN account.'),
    ).toBeVisible();
  },
});

/** The gateway refuses a goal that has reached its due date: its words, and the choice kept. */
export const PrizesGoalRefused: Story = pinned({
  globals: narrow,
  parameters: {
    msw: {
      handlers: [
        refused(
          'put',
          '/api/draws/prize-destination',
          'This goal has reached its due date and can no longer take prizes.',
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const where = within(await within(canvasElement).findByRole('region', { name: 'Where your prizes go' }));
    await userEvent.click(where.getByRole('radio', { name: 'Our wedding' }));
    await userEvent.click(where.getByRole('button', { name: 'Save' }));
    await expect(
      await where.findByText('This goal has reached its due date and can no longer take prizes.'),
    ).toBeVisible();
    await expect(where.getByRole('radio', { name: 'Our wedding' })).toBeChecked();
  },
});

/** The checker cannot be read: it offers a retry, and the prize tiers still show. */
export const PrizesCheckerFailed: Story = pinned({
  globals: narrow,
  parameters: { msw: { handlers: [unavailable('get', '/api/draws/mine')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, 'Prizes');
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Top Prize' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Your draws' })).not.toBeInTheDocument();
  },
});

export const Prices: Story = pinned({ ...showsPage('/prices', 'Prices', [/E-Levy/]), globals: desktop });
export const PricesNarrow: Story = pinned({ ...Prices, globals: narrow });
