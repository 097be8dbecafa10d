// The headings and running text of the type scale as a page sets them, wrapped on the 360 px
// phone: no line runs into the next. The play function also proves that the line-height check of
// every story (.storybook/lineHeight.setup.ts) catches a line shorter than its type.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { pinned } from '../../../../.storybook/modes';
import { findShortLines } from '../private/shortLines';
import { narrowGlobals } from '../private/storyGlobals';

function Headings() {
  return (
    <div>
      <h1>SAVE &amp; WIN Account, the one that wins you prizes</h1>
      <h2>Make Your Transaction Easier with every deposit</h2>
      <h3>Recent Activity of the SAVE &amp; WIN account</h3>
      <p>
        Earn points every time you save and win cash prizes of up to ₵3,500 per month. The more you deposit,
        the greater your chances.
      </p>
    </div>
  );
}

const meta = {
  title: 'Foundations/Line heights',
  component: Headings,
} satisfies Meta<typeof Headings>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectNoCollisionsAndCheckWorks(canvasElement: HTMLElement) {
  await expect(findShortLines(canvasElement)).toEqual([]);
  // 32 px type on a 24 px line, as the page's h1 was before: the check must report it.
  const probe = document.createElement('p');
  probe.textContent = 'SAVE & WIN Account';
  probe.style.fontSize = '32px';
  probe.style.lineHeight = '24px';
  canvasElement.append(probe);
  try {
    await expect(findShortLines(canvasElement)).toEqual([
      { text: 'SAVE & WIN Account', fontSize: 32, lineHeight: 24 },
    ]);
  } finally {
    probe.remove();
  }
}

export const Wide: Story = {
  play: async ({ canvasElement }) => expectNoCollisionsAndCheckWorks(canvasElement),
};

export const Narrow: Story = pinned({
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    // The h1 wraps on a phone, and its lines stand apart.
    const h1 = canvasElement.querySelector('h1');
    await expect(h1).not.toBeNull();
    const style = getComputedStyle(h1 as HTMLElement);
    await expect(Number.parseFloat(style.lineHeight)).toBeGreaterThanOrEqual(
      1.15 * Number.parseFloat(style.fontSize),
    );
    await expect((h1 as HTMLElement).getBoundingClientRect().height).toBeGreaterThan(
      Number.parseFloat(style.lineHeight) * 1.5,
    );
    await expectNoCollisionsAndCheckWorks(canvasElement);
  },
});
