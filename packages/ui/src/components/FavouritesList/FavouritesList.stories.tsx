import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';

import { FavouritesList, type Favourite, type SortCode } from './FavouritesList';

const sortCodes: SortCode[] = [
  { code: '999999', description: 'SAVE & WIN', type: 'BANK' },
  { code: '300302', description: 'Standard Chartered', type: 'BANK' },
  { code: 'MTN', description: 'MTN', type: 'TELCO' },
  { code: 'TELECEL', description: 'Telecel', type: 'TELCO' },
];

const favourites: Favourite[] = [
  {
    favouriteType: 'BANK_TRANSFER',
    destinationAccountName: 'Kofi Boateng',
    destinationAccountNumber: '1000765432',
    sortCode: '999999',
  },
  {
    favouriteType: 'MOMO',
    destinationAccountName: 'Akosua Owusu',
    destinationAccountNumber: '0241234567',
    sortCode: 'MTN',
  },
  {
    favouriteType: 'BANK_TRANSFER',
    destinationAccountName: 'Yaw Asante',
    destinationAccountNumber: '0102003004',
    sortCode: '300302',
  },
  {
    favouriteType: 'BILL PAYMENT',
    destinationAccountName: 'ECG Prepaid',
    destinationAccountNumber: '7001234',
    sortCode: 'ECG',
  },
  {
    favouriteType: 'MOMO',
    destinationAccountName: 'Esi Mensah',
    destinationAccountNumber: '0201234567',
    sortCode: 'TELECEL',
  },
  {
    favouriteType: 'MOMO',
    destinationAccountName: 'Kwame Nkrumah Appiah-Kubi',
    destinationAccountNumber: '0551234567',
    sortCode: 'MTN',
  },
  {
    favouriteType: 'BANK_TRANSFER',
    destinationAccountName: 'Abena Darko',
    destinationAccountNumber: '1000111222',
    sortCode: '999999',
  },
];

const meta = {
  title: 'Components/FavouritesList',
  component: FavouritesList,
  tags: ['autodocs'],
  args: { favourites, sortCodes, onSelect: fn() },
} satisfies Meta<typeof FavouritesList>;

export default meta;
type Story = StoryObj<typeof meta>;

const entries = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('listitem');

export const Untrimmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(entries(canvasElement)).toHaveLength(7);
    await expect(canvas.queryByRole('link', { name: 'See all' })).not.toBeInTheDocument();
    // Each entry shows the description of its sort code; a bill without one shows its type.
    await expect(entries(canvasElement)[0]).toHaveTextContent('SAVE & WIN · 1000765432');
    await expect(entries(canvasElement)[2]).toHaveTextContent('Standard Chartered');
    await expect(entries(canvasElement)[3]).toHaveTextContent('BILL PAYMENT · 7001234');
  },
};

export const Trimmed: Story = {
  args: { isTrimmed: true, width: 1280 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(entries(canvasElement)).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/favorites');
  },
};

export const TrimmedNarrow: Story = pinned({
  args: { isTrimmed: true, width: 479 },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await expect(entries(canvasElement)).toHaveLength(3);
  },
});

export const TrimmedAtBreakpoint: Story = {
  args: { isTrimmed: true, width: 480 },
  play: async ({ canvasElement }) => {
    // 480 px is not narrower than 480 px: five entries.
    await expect(entries(canvasElement)).toHaveLength(5);
  },
};

export const SelectingOpensTheForm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Akosua Owusu/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(favourites[1]);
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(favourites[2]);
  },
};

export const Empty: Story = {
  args: { favourites: [], isTrimmed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No favourites yet')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'See all' })).not.toBeInTheDocument();
  },
};

export const Dark: Story = pinned({ args: { isTrimmed: true, width: 1280 }, globals: { theme: 'dark' } });
