import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import { darkGlobals, narrowGlobals } from '../../private/storyGlobals';

import { Card } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    'aria-labelledby': 'card-title',
    children: (
      <>
        <h2 id="card-title" style={{ margin: 0 }}>
          Account Information
        </h2>
        <p style={{ margin: 0 }}>Everything about your SAVE &amp; WIN account in one place.</p>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Account Information' });
    await expect(region.tagName).toBe('SECTION');
  },
};

export const PlainBlock: Story = {
  args: { as: 'div', 'aria-labelledby': undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};

export const Narrow: Story = pinned({ globals: narrowGlobals });

export const Dark: Story = pinned({ globals: darkGlobals });
