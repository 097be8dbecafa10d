import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';

import { GoalCarousel, type Goal, type GoalCarouselProps } from './GoalCarousel';

// The goal options' pictures as the portal serves them (Storybook serves apps/portal/public too).
const goals: Goal[] = [
  {
    goalName: 'New laptop',
    goalOption: { goalOptionId: 1, name: 'Gadgets', image: '/goal-options/gadget.svg' },
    currentAmount: '1200.00',
    targetAmount: '5000.00',
    earnings: '12.10',
    goalAccountNumber: '2000000001',
  },
  {
    goalName: 'School fees',
    goalOption: { goalOptionId: 2, name: 'Education', image: '/goal-options/education.svg' },
    currentAmount: '3000',
    targetAmount: '3000',
    earnings: '30.00',
    goalAccountNumber: '2000000002',
  },
  {
    goalName: 'Wedding',
    goalOption: { goalOptionId: 3, name: 'Events', image: null },
    currentAmount: '0.00',
    targetAmount: '20000.00',
    goalAccountNumber: '2000000003',
  },
];

function Controlled(args: GoalCarouselProps) {
  const [index, setIndex] = useState(args.index);
  return (
    <GoalCarousel
      {...args}
      index={index}
      onIndexChange={(next) => {
        setIndex(next);
        args.onIndexChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/GoalCarousel',
  component: GoalCarousel,
  tags: ['autodocs'],
  args: { goals, index: 0, onIndexChange: fn(), onOpen: fn(), onFund: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof GoalCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentSlide = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('group', { name: /of 3$/ });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Goals' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    // Only the slide on show is exposed.
    const slide = currentSlide(canvasElement);
    await expect(slide).toHaveAccessibleName('1 of 3');
    await expect(within(slide).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '24');
    await expect(slide).toHaveTextContent('GH₵1,200.00 of GH₵5,000.00');
    await userEvent.click(within(slide).getByRole('button', { name: 'Fund New laptop' }));
    await expect(args.onFund).toHaveBeenCalledWith(goals[0]);
    await userEvent.click(within(slide).getByRole('button', { name: 'New laptop' }));
    await expect(args.onOpen).toHaveBeenCalledWith(goals[0]);
  },
};

export const PreviousRewindsToTheLast: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous goal' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('3 of 3');
    await expect(currentSlide(canvasElement)).toHaveTextContent('Wedding');
    // Next from the last slide rewinds to the first.
    await userEvent.click(canvas.getByRole('button', { name: 'Next goal' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
    await expect(currentSlide(canvasElement)).toHaveTextContent('New laptop');
  },
};

export const Completed: Story = { args: { index: 1 } };

export const SingleGoal: Story = {
  args: { goals: goals.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next goal' })).toBeDisabled();
  },
};

export const Narrow: Story = pinned({ globals: { viewport: { value: 'narrow' } } });

export const Dark: Story = pinned({ globals: { theme: 'dark' } });
