import type { Meta, StoryObj } from '@storybook/react-vite';

import { Box } from '../Box';

import { Stack, stackAligns } from './Stack';

const Tile = ({ label }: { label: string }) => (
  <Box background="brandSoft" color="text" padding="medium" borderRadius="medium">
    {label}
  </Box>
);

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  tags: ['autodocs'],
  argTypes: { align: { control: 'inline-radio', options: stackAligns } },
  args: {
    space: 'medium',
    align: 'stretch',
    children: [
      <Tile key="a" label="Balance" />,
      <Tile key="b" label="Interest" />,
      <Tile key="c" label="Points" />,
    ],
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Centred: Story = { args: { align: 'center', space: 'xlarge' } };

/** Tighter on a phone, roomier from the tablet breakpoint (480 px) up. */
export const ResponsiveSpace: Story = { args: { space: { mobile: 'xsmall', tablet: 'large' } } };
