import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import { Button } from '../../primitives/Button';
import { lineCount } from '../../private/storyGlobals';

import { PrizePanel } from './PrizePanel';

const meta = {
  title: 'Components/PrizePanel',
  component: PrizePanel,
  tags: ['autodocs'],
  args: {
    topPrize: '3500',
    prizes: [
      { position: '2nd', amount: '1000' },
      { position: '3rd', amount: '500.00' },
      { position: '4th', amount: 'Airtime bundle' },
    ],
    winners: [
      { shortName: 'Ama M.', position: 1, prize: '3500.00', drawId: 'D2026-11-16', drawDate: '2026-11-22' },
      { shortName: 'Kofi B.', position: '2', prize: 1000, drawId: 'D2026-11-16', drawDate: '2026-11-22' },
      { shortName: 'Esi O.', position: 3, prize: '500', drawId: 'D2026-11-09', drawDate: '2026-11-15' },
      {
        shortName: 'Yaw A.',
        position: 11,
        prize: 'Airtime bundle',
        drawId: 'D2026-11-09',
        drawDate: '2026-11-15',
      },
    ],
    chancesAction: <Button variant="primary">Deposit</Button>,
  },
} satisfies Meta<typeof PrizePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const top = canvas.getByRole('region', { name: 'Top Prize' });
    await expect(top).toHaveTextContent('GH₵3,500.00');
    const cards = within(top)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    await expect(cards).toEqual(['2nd PrizeGH₵1,000.00', '3rd PrizeGH₵500.00', '4th PrizeAirtime bundle']);
    await expect(canvas.getByRole('region', { name: 'Increase your chances' })).toBeInTheDocument();
    // Winners are grouped by draw, each draw named by its date, newest first.
    const previous = within(canvas.getByRole('region', { name: 'Previous Winners' }));
    const latest = within(previous.getByRole('region', { name: 'Draw of Sunday, 22 November 2026' }));
    const earlier = within(previous.getByRole('region', { name: 'Draw of Sunday, 15 November 2026' }));
    await expect(latest.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1stAma M.GH₵3,500.00',
      '2ndKofi B.GH₵1,000.00',
    ]);
    await expect(earlier.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '3rdEsi O.GH₵500.00',
      '11thYaw A.Airtime bundle',
    ]);
  },
};

export const NoWinnersYet: Story = {
  args: { winners: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No winners yet. The next draw could be yours.'),
    ).toBeInTheDocument();
  },
};

export const Narrow: Story = pinned({
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    // On a 360 px phone the top prize gets smaller rather than break inside the number.
    const top = within(canvasElement).getByRole('heading', { name: 'Top Prize' }).nextElementSibling;
    await expect(top && lineCount(top)).toBe(1);
  },
});

export const Dark: Story = pinned({ globals: { theme: 'dark' } });
