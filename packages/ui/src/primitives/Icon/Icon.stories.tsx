import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import { darkGlobals } from '../../private/storyGlobals';

import { Icon, iconSizes } from './Icon';
import * as glyphs from './icons';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  tags: ['autodocs'],
  argTypes: {
    size: { control: 'inline-radio', options: iconSizes },
    icon: { control: false },
  },
  args: { icon: glyphs.Wallet, size: 'large' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a label the icon is decoration: hidden from screen readers. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** With a label it is an image that says what it means. */
export const Labelled: Story = {
  args: { icon: glyphs.Trophy, label: 'Prize winner' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Prize winner' });
    await expect(image).not.toHaveAttribute('aria-hidden');
  },
};

/** Every glyph of the set, named, in the three sizes. */
export const Set: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
        gap: '16px',
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {Object.entries(glyphs).map(([name, glyph]) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: '8px' }}>
          {iconSizes.map((size) => (
            <Icon key={size} icon={glyph} size={size} />
          ))}
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(Object.keys(glyphs).length);
  },
};

export const Dark: Story = pinned({ args: { label: 'Wallet' }, globals: darkGlobals });
