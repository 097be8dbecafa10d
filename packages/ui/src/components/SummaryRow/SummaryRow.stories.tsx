import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import { desktopGlobals, narrowGlobals } from '../../private/storyGlobals';

import { SummaryRow } from './SummaryRow';
import { STRIP_MAX_HEIGHT } from './SummaryRow.css';

const meta = {
  title: 'Components/SummaryRow',
  component: SummaryRow,
  tags: ['autodocs'],
  args: { balance: '2500.75', accruedInterest: '12.04', loyaltyPoints: 1250 },
} satisfies Meta<typeof SummaryRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const values = canvas.getAllByRole('definition').map((dd) => dd.textContent);
    await expect(canvas.getAllByRole('term').map((dt) => dt.textContent)).toEqual([
      'Balance',
      'Accrued Interest',
      'Loyalty Points',
    ]);
    await expect(values).toEqual(['GH₵2,500.75', 'GH₵12.04', '1,250']);
  },
};

export const NumbersFromJson: Story = {
  args: { balance: 2500.5, accruedInterest: 0, loyaltyPoints: '0' },
  play: async ({ canvasElement }) => {
    const values = within(canvasElement)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    await expect(values).toEqual(['GH₵2,500.50', 'GH₵0.00', '0']);
  },
};

export const BadData: Story = {
  args: { balance: '12.345', accruedInterest: null, loyaltyPoints: '1.5' },
  play: async ({ canvasElement }) => {
    const values = within(canvasElement)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    await expect(values).toEqual(['Unavailable', 'Unavailable', 'Unavailable']);
  },
};

export const Loading: Story = { args: { isLoading: true } };

/** On a 360 px phone: one strip, the three figures side by side, no taller than 72 px. */
async function expectPhoneStrip(canvasElement: HTMLElement) {
  const strip = canvasElement.querySelector('dl') as HTMLElement;
  await expect(strip.getBoundingClientRect().height).toBeLessThanOrEqual(STRIP_MAX_HEIGHT);
  const tops = within(canvasElement)
    .getAllByRole('definition')
    .map((dd) => Math.round(dd.getBoundingClientRect().top));
  await expect(new Set(tops).size).toBe(1);
  const right = canvasElement.getBoundingClientRect().right;
  for (const dd of within(canvasElement).getAllByRole('definition')) {
    await expect(dd.getBoundingClientRect().right).toBeLessThanOrEqual(right);
  }
}

export const Narrow: Story = pinned({
  globals: narrowGlobals,
  play: async ({ canvasElement }) => expectPhoneStrip(canvasElement),
});

/** A six-figure balance still fits the strip on one line. */
export const NarrowLargeBalance: Story = pinned({
  args: { balance: '123456.78', accruedInterest: '1234.56', loyaltyPoints: 123456 },
  globals: narrowGlobals,
  play: async ({ canvasElement }) => expectPhoneStrip(canvasElement),
});

/** From 480 px up, three cards side by side. */
export const Desktop: Story = pinned({
  globals: desktopGlobals,
  play: async ({ canvasElement }) => {
    const tiles = Array.from(canvasElement.querySelectorAll('dl > div'));
    await expect(new Set(tiles.map((t) => Math.round(t.getBoundingClientRect().top))).size).toBe(1);
    await expect(tiles[0]?.getBoundingClientRect().width).toBeGreaterThan(300);
  },
});

export const Dark: Story = pinned({ globals: { theme: 'dark' } });
