// Visual regression for every story: after a story's test (render, play function, axe) passes,
// its screenshot is compared with the committed baseline in .storybook/__screenshots__/.
// Baselines are named <story id>-<theme>.png (dashes collapsed); diffs of a failing comparison land in
// .storybook/__screenshots__/diff/ (gitignored). Update after an intended change with
// `npm run test:stories -- --update`. A story opts out with Chromatic's own parameter,
// `parameters: { chromatic: { disableSnapshot: true } }` (say why next to it), so one line keeps it
// out of both this comparison and Chromatic; the older `visual: { disable: true }` is still honoured
// here, and packages/ui/test/chromatic.test.ts asks for the Chromatic one beside it.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/** Far above any honest animation, far below the hook's time (packages/ui/vitest.config.ts). */
const SETTLE_LIMIT_MS = 30_000;

interface StoryOnContext {
  id: string;
  parameters: { visual?: { disable?: boolean }; chromatic?: { disableSnapshot?: boolean } };
  globals: Record<string, unknown>;
}

/** Overlays (modals, popovers, menus) are portalled to <body>, outside the story frame. */
function hasVisibleOverlay(frame: Element): boolean {
  return Array.from(document.body.children).some((child) => {
    if (child.contains(frame) || child.tagName === 'SCRIPT' || child.tagName === 'STYLE') return false;
    const box = child.getBoundingClientRect();
    return box.width > 2 && box.height > 2;
  });
}

/**
 * Waits for the story to stop moving: every finite animation (an overlay opening or closing) has
 * finished. A loaded machine may take seconds over a 200 ms animation, so this waits as long as
 * that takes; only an animation that never ends (a real defect) fails, with its own message, well
 * inside the hook's time. It asks the browser, not react-aria's [data-entering]/[data-exiting]
 * marks: in this harness those can outlive their animation for good (the story is drawn twice and
 * the theme class leaves <body> and comes back between, which cancels the overlay's first
 * animation; react-aria waits for that one to finish and never hears of it), and waiting on them
 * only stalled every modal story.
 */
async function storySettled(): Promise<void> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  const moving = () =>
    document.getAnimations().filter((animation) => {
      const iterations = animation.effect?.getComputedTiming().iterations ?? 1;
      return animation.playState === 'running' && Number.isFinite(iterations);
    });
  for (let now = moving(); now.length > 0; now = moving()) {
    if (Date.now() > deadline) {
      const names = now.map(
        (a) => (a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty,
      );
      throw new Error(
        `The story was still moving ${SETTLE_LIMIT_MS / 1000} s after it ended: ${names.join(', ')}.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Two frames: whatever React committed last has been laid out and painted. */
function painted(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryOnContext }).story;
  if (!story || story.parameters.visual?.disable || story.parameters.chromatic?.disableSnapshot) return;
  if (context.task.result?.errors?.length) return; // the story already failed; a screenshot adds noise
  const frame = document.querySelector('[data-story-frame]');
  if (!frame) return;
  await document.fonts.ready;
  // Pictures (goal options) load from the static folder: wait for them, a half-drawn one is noise.
  await Promise.all(
    Array.from(document.querySelectorAll('img')).map((img) => img.decode().catch(() => undefined)),
  );
  await storySettled();
  await painted();
  const theme = story.globals['theme'] === 'dark' ? 'dark' : 'light';
  const target = hasVisibleOverlay(frame) ? document.body : frame;
  // Story ids are [a-z0-9-]; Vitest collapses repeated dashes in file names, so do it here too.
  const name = `${story.id}-${theme}`.replace(/-{2,}/g, '-');
  try {
    await expect.element(page.elementLocator(target)).toMatchScreenshot(name);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Story "${story.id}" (${theme} theme) no longer looks like its baseline .storybook/__screenshots__/${name}.png.\n` +
        `Compare the images under .storybook/__screenshots__/diff/. If the change is intended, ` +
        `update the baseline with \`npm run test:stories -- --update\` and commit it.\n\n${reason}`,
      { cause: error },
    );
  }
});
