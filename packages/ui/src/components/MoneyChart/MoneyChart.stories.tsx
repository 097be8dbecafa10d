import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import { darkGlobals, narrowGlobals } from '../../private/storyGlobals';

import { MoneyChart, monthLabel, niceCeiling } from './MoneyChart';

const sixMonths = [
  { month: '2026-06', moneyIn: '800.00', moneyOut: '120.50', closingBalance: '679.50' },
  { month: '2026-07', moneyIn: '0.00', moneyOut: '0.00', closingBalance: '679.50' },
  { month: '2026-08', moneyIn: '250.00', moneyOut: '400.00', closingBalance: '529.50' },
  { month: '2026-09', moneyIn: '1200.00', moneyOut: '101.00', closingBalance: '1628.50' },
  { month: '2026-10', moneyIn: '300.00', moneyOut: '950.25', closingBalance: '978.25' },
  { month: '2026-11', moneyIn: '45.00', moneyOut: '10.00', closingBalance: '1013.25' },
];

const meta = {
  title: 'Components/MoneyChart',
  component: MoneyChart,
  tags: ['autodocs'],
  args: { months: sixMonths },
} satisfies Meta<typeof MoneyChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each chart is one image named for what it shows and where its figures are.
    await expect(
      canvas.getByRole('img', {
        name: 'Bar chart of money in and money out by month, June 2026 to November 2026. The figures are in the table: press Show as table.',
      }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('img', {
        name: /^Line chart of the balance at the end of each month, June 2026 to November 2026/,
      }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const TableFromTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show as table' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const table = canvas.getByRole('table', {
      name: 'Money in, money out and balance by month, June 2026 to November 2026',
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td'), (c) => c.textContent));
    await expect(rows).toEqual([
      ['Month', 'Money in (GH₵)', 'Money out (GH₵)', 'Balance (GH₵)'],
      ['Jun 2026', '800.00', '120.50', '679.50'],
      ['Jul 2026', '0.00', '0.00', '679.50'],
      ['Aug 2026', '250.00', '400.00', '529.50'],
      ['Sep 2026', '1,200.00', '101.00', '1,628.50'],
      ['Oct 2026', '300.00', '950.25', '978.25'],
      ['Nov 2026', '45.00', '10.00', '1,013.25'],
    ]);
    // The same button, keeping focus, brings the chart back.
    const back = canvas.getByRole('button', { name: 'Show as chart' });
    await expect(back).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
  },
};

export const OneMonth: Story = {
  args: { months: [{ month: '2026-11', moneyIn: '500.00', moneyOut: '101.00', closingBalance: '399.00' }] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: /money in and money out by month, November 2026\./ }),
    ).toBeInTheDocument();
  },
};

export const YearOfMonths: Story = {
  args: {
    months: Array.from({ length: 24 }, (_, i) => {
      const month = `${2025 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
      return {
        month,
        moneyIn: `${(i * 37) % 500}.00`,
        moneyOut: `${(i * 53) % 300}.00`,
        closingBalance: `${i * 100}.00`,
      };
    }),
  },
};

export const Empty: Story = {
  args: { months: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No figures yet.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading...')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

export const BadData: Story = {
  args: {
    months: [{ month: '2026-11', moneyIn: '12.345', moneyOut: null, closingBalance: 'abc' }],
    defaultView: 'table',
  },
  play: async ({ canvasElement }) => {
    // A value that is not money is never shown as a guessed figure.
    const cells = within(canvasElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    await expect(cells).toEqual(['Unavailable', 'Unavailable', 'Unavailable']);
  },
};

export const Narrow: Story = pinned({
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    // At 360 px nothing is wider than the card: no sideways scrolling on a phone.
    const card = within(canvasElement).getByRole('region', { name: 'Your money by month' });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
});

export const NarrowTable: Story = pinned({
  args: { defaultView: 'table' },
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Your money by month' });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
});

export const Dark: Story = pinned({ globals: darkGlobals });

export const Helpers: Story = {
  parameters: { visual: { disable: true }, chromatic: { disableSnapshot: true } },
  play: async () => {
    await expect(monthLabel('2026-01')).toBe('January 2026');
    await expect(monthLabel('2026-12', true)).toBe('Dec');
    await expect(monthLabel('not a month')).toBe('not a month');
    await expect(niceCeiling(0)).toBe(100);
    await expect(niceCeiling(120_050)).toBe(200_000);
    await expect(niceCeiling(240_000)).toBe(250_000);
    await expect(niceCeiling(100_000)).toBe(100_000);
  },
};
