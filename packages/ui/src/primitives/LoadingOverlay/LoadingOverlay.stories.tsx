import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import { darkGlobals, narrowGlobals } from '../../private/storyGlobals';
import { Button } from '../Button/Button';

import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'Primitives/LoadingOverlay',
  component: LoadingOverlay,
  tags: ['autodocs'],
  args: { isVisible: true },
  render: (args) => (
    <>
      <Button>Transfer</Button>
      <LoadingOverlay {...args} />
    </>
  ),
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Loading' });
    await expect(within(dialog).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const Hidden: Story = {
  args: { isVisible: false },
  play: async ({ canvasElement }) => {
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'Transfer' })).toBeEnabled();
  },
};

export const CustomLabel: Story = { args: { label: 'Sending money' } };

export const Narrow: Story = pinned({ globals: narrowGlobals });

export const Dark: Story = pinned({ globals: darkGlobals });
