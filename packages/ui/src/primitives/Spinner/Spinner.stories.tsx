import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import { darkGlobals } from '../../private/storyGlobals';

import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
  args: { size: 'medium' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('progressbar', { name: 'Loading' });
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
  },
};

export const Small: Story = { args: { size: 'small' } };

export const Large: Story = { args: { size: 'large' } };

export const CustomLabel: Story = {
  args: { 'aria-label': 'Refreshing goals' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Refreshing goals' })).toBeVisible();
  },
};

export const Dark: Story = pinned({ globals: darkGlobals });
