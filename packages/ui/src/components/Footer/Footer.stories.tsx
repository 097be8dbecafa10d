import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';

import { Footer } from './Footer';

const meta = {
  title: 'Components/Footer',
  component: Footer,
  tags: ['autodocs'],
  args: {
    year: 2026,
    aboutUsHref: 'https://example.com/about',
    companyHref: 'https://example.com/company',
    productsHref: 'https://example.com/products',
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2026 SAVE & WIN');
    for (const name of ['About Us', 'Company', 'Products']) {
      const link = canvas.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
};

export const CurrentYear: Story = {
  args: { year: undefined },
  parameters: { chromatic: { disableSnapshot: true } }, // the year changes every January; Default pins it
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()}`,
    );
  },
};

export const Narrow: Story = pinned({ globals: { viewport: { value: 'narrow' } } });

export const Dark: Story = pinned({ globals: { theme: 'dark' } });
