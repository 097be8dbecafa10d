import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import { darkGlobals, narrowGlobals } from '../../private/storyGlobals';

import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Send money">
        <Tab id="own">SAVE & WIN account</Tab>
        <Tab id="bank">Bank Account</Tab>
        <Tab id="momo">Mobile Money</Tab>
      </TabList>
      <TabPanel id="own">Send to another SAVE & WIN account.</TabPanel>
      <TabPanel id="bank">Send to any bank in Ghana.</TabPanel>
      <TabPanel id="momo">Send to MTN, Telecel or AT wallets.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'SAVE & WIN account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Mobile Money' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('momo');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Send to MTN, Telecel or AT wallets.');
  },
};

export const ArrowKeys: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Bank Account' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Send to any bank in Ghana.');
  },
};

export const DisabledTab: Story = { args: { disabledKeys: ['bank'] } };

export const Narrow: Story = pinned({ args: { defaultSelectedKey: 'momo' }, globals: narrowGlobals });

export const Dark: Story = pinned({ globals: darkGlobals });
