// Visual regression for every story: after a story's test (render, play function, axe) passes,
// its screenshot is compared with the committed baseline in .storybook/__screenshots__/, at the
// widths our customers and reviewers use: a story that pins a viewport (the Narrow and Desktop
// variants) is shot at that width; every other story at 1280 px and again at 360 px, the narrow
// phone most customers hold, after the frame is resized to it (what a phone shows of the same
// state). Each theme once: the light and dark test instances shoot their own theme, and a story
// that pins a theme is shot only by the instance of that theme (the other would repeat it).
// Baselines are named <story id>-<theme>-<width>.png (dashes collapsed); diffs of a failing
// comparison land in .storybook/__screenshots__/diff/ (gitignored). Update after an intended change
// with `npm run test:stories -- --update`. A story opts out with Chromatic's own parameter,
// `parameters: { chromatic: { disableSnapshot: true } }` (say why next to it), so one line keeps it
// out of both this comparison and Chromatic; the older `visual: { disable: true }` is still honoured
// here, and packages/ui/test/chromatic.test.ts asks for the Chromatic one beside it.
import { configure } from 'storybook/test';
import { afterEach, expect, inject } from 'vitest';
import { page } from 'vitest/browser';

import { INITIAL_GLOBALS_KEY } from './testGlobals';
import { type ViewportName, sizeOf } from './viewports';

/**
 * A timed message (an error or a success shown 5 s, spec §8; a goal funded, then home after it)
 * stays on screen for the whole test: on a loaded machine the picture can come more than 5 s after
 * the play function saw the message, and would then show the screen after it, unlike the baseline.
 * The portal reads this in Vitest's mode only (apps/portal/src/shared/testTimings.ts); the message
 * timers themselves are tested end to end.
 */
Object.assign(window, { __SAVEWIN_TEST_TIMINGS__: { message: 3_600_000 } });

/**
 * A play function's waitFor and findBy wait as long as a loaded machine needs (Testing Library's
 * default is 1 s). Beside two CI runs, a 12-megapixel upload in the KYC camera's story was scaled
 * after that second: the story gave up, and the capture it was waiting for landed in the next
 * story's mock instead. The test's own time limit (packages/ui/vitest.config.ts) still ends a hang;
 * a wait with its own timeout (a message that must go within its time) keeps it.
 */
configure({ asyncUtilTimeout: 60_000 });

/**
 * A story never leaves its page, and nothing it does brings another tab to the front. A CI run's
 * page went to the background in a screen story (Dashboard's Open Send Money, under load): from
 * then on the browser ran no idle callbacks in it (Chromium stops them in a hidden page), every
 * later picture of that instance waited pageQuiet's full limit, and the stage outran CI. A link
 * the app did not handle itself (no client-side navigation: its default not prevented) and
 * window.open are stopped here, and said, with what the page went through, after the story.
 */
let leftPage: string[] = [];
window.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  // A same-page anchor ('#…') moves nothing; any other link left to the browser leaves the page.
  if (!link || event.defaultPrevented || link.getAttribute('href')?.startsWith('#')) return;
  event.preventDefault();
  const held = (['shiftKey', 'ctrlKey', 'metaKey', 'altKey'] as const).filter((key) => event[key]);
  leftPage.push(
    `a click (button ${event.button}${held.length ? `, ${held.join(' ')}` : ''}${event.isTrusted ? '' : ', synthetic'}) on the link to ${link.getAttribute('href') ?? ''}${link.getAttribute('target') ? ` (target ${link.getAttribute('target')})` : ''}`,
  );
});
window.open = (url?: string | URL) => {
  leftPage.push(`window.open(${String(url ?? '')})`);
  return null;
};
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') leftPage.push('the page was hidden (another tab in front)');
});

/** Far above any honest animation, far below the hook's time (packages/ui/vitest.config.ts). */
const SETTLE_LIMIT_MS = 30_000;

interface StoryOnContext {
  id: string;
  parameters: { visual?: { disable?: boolean }; chromatic?: { disableSnapshot?: boolean } };
  globals: { theme?: string; viewport?: { value?: string } };
}

/**
 * The widths an unpinned story is shot at, in this order: the story was drawn, played and
 * axe-checked in the addon's default frame, then is resized to each of these and pictured.
 */
const UNPINNED_WIDTHS: readonly ViewportName[] = ['desktop', 'narrow'];

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
 * marks: those outlive their animation for good when the animation is cancelled (react-aria waits
 * for it to finish and never hears of it). Here that stalled every modal story while ThemeProvider
 * took its class off <body> and put it back around the layout effects of a story's first draw;
 * it no longer does (ThemeProvider.stories.tsx), but the browser's own list is the one to trust.
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

/** How long the page must stay unchanged before its picture is taken. */
const QUIET_MS = 200;

/**
 * The longest one round of pageQuiet waits for the browser's idle period. A page that gets none (a
 * CI run's browser gave every story's page none at all: each picture waited the whole
 * SETTLE_LIMIT_MS, and the stage ran past CI's time) is judged by time alone after this.
 */
const IDLE_WAIT_MS = 2_000;

/** How many waits for an idle period this page has given up on (said when a story fails). */
let idleMissed = 0;

/**
 * Resolves when the page's event loop has nothing queued (the browser's idle period), or at the
 * deadline. React's next render, an effect's state change, a remount: each is a queued task, so
 * it runs before this resolves.
 */
function idle(deadline: number): Promise<void> {
  return new Promise((resolve) =>
    requestIdleCallback(
      (period) => {
        if (period.didTimeout) idleMissed += 1;
        resolve();
      },
      { timeout: Math.max(1, deadline - Date.now()) },
    ),
  );
}

/**
 * Waits until nothing in the page has changed for QUIET_MS, checked only when the page has no work
 * queued: an overlay is portalled to <body> and can mount, or mount again (the story is drawn
 * twice, see storySettled), after the story's first frames; a picture chosen before that showed
 * the empty frame behind a modal (a blank picture). Time alone was not enough: on a loaded machine
 * the browser can be held off the CPU for longer than QUIET_MS between React's render tasks, and a
 * timer that ran first found the page "quiet" with the modal's render still queued (a modal story
 * pictured blank beside two CI runs). A page that never stops changing (a real defect) fails, with
 * its own message.
 */
async function pageQuiet(): Promise<void> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  let changed = Date.now();
  const observer = new MutationObserver(() => {
    changed = Date.now();
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    for (;;) {
      if (Date.now() > deadline) {
        throw new Error(`The story was still changing ${SETTLE_LIMIT_MS / 1000} s after it ended.`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
      await idle(Math.min(deadline, Date.now() + IDLE_WAIT_MS));
      if (Date.now() - changed >= QUIET_MS) return;
    }
  } finally {
    observer.disconnect();
  }
}

/** Two frames: whatever React committed last has been laid out and painted. */
function painted(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/** Waits for the story to be drawn as it will stay: fonts, pictures, no change, animations, two frames. */
async function storyDrawn(): Promise<void> {
  await document.fonts.ready;
  // Pictures (goal options) load from the static folder: wait for them, a half-drawn one is noise.
  await Promise.all(
    Array.from(document.querySelectorAll('img')).map((img) => img.decode().catch(() => undefined)),
  );
  await pageQuiet();
  await storySettled();
  await painted();
}

/**
 * What the page held when a story or its comparison failed, for the failure's message: which
 * element was pictured, what <body> holds beside the story (an overlay's size and react-aria's
 * entering and exiting marks), the animations, where the focus was and whether the page was
 * visible. A modal story pictured blank on a loaded machine (twice, ConfirmDialog's Pending and
 * Narrow), and the top bar's list once stayed open after Escape; none failed again when run alone:
 * this is what the next one will tell.
 */
function pageState(frame: Element, target?: Element, drawnMs = 0): string {
  const children = Array.from(document.body.children)
    .filter((child) => !child.contains(frame) && child.tagName !== 'SCRIPT' && child.tagName !== 'STYLE')
    .map((child) => {
      const box = child.getBoundingClientRect();
      const marks = ['data-entering', 'data-exiting'].filter(
        (mark) => child.hasAttribute(mark) || child.querySelector(`[${mark}]`),
      );
      if (box.width * box.height === 0 && marks.length === 0) return undefined;
      return `${child.tagName.toLowerCase()}.${(child.getAttribute('class') ?? '').split(' ')[0] ?? ''} ${Math.round(box.width)}×${Math.round(box.height)}${marks.length ? ` [${marks.join(' ')}]` : ''}`;
    })
    .filter((child) => child !== undefined);
  const dialogs = Array.from(document.querySelectorAll('[role=dialog], [role=alertdialog]')).map(
    (dialog) =>
      dialog.getAttribute('aria-label') ??
      document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ??
      '(unnamed)',
  );
  const animations = document
    .getAnimations()
    .map(
      (a) =>
        `${(a as CSSAnimation).animationName ?? 'transition'}:${a.playState}@${Math.round(Number(a.currentTime ?? 0))}`,
    );
  const focused = document.activeElement;
  const focus = focused
    ? `${focused.tagName.toLowerCase()}${focused.getAttribute('role') ? `[role=${focused.getAttribute('role')}]` : ''}${focused.getAttribute('aria-label') ? ` "${focused.getAttribute('aria-label')}"` : ''}`
    : 'nothing';
  return [
    ...(target
      ? [
          `pictured: ${target === frame ? 'the story frame' : '<body> (an overlay was visible)'} after ${drawnMs} ms of waiting for it to be drawn`,
        ]
      : []),
    `beside the story: ${children.join('; ') || 'nothing'}; dialogs: ${dialogs.join(', ') || 'none'}`,
    `animations: ${animations.join(', ') || 'none'}; focus on ${focus}; page ${document.visibilityState}; idle periods missed ${idleMissed}`,
  ].join('\n');
}

/** Compares what the story shows now with the baseline `name`. */
async function compareWithBaseline(frame: Element, story: StoryOnContext, name: string): Promise<void> {
  const started = performance.now();
  await storyDrawn();
  const target = hasVisibleOverlay(frame) ? document.body : frame;
  const drawnMs = Math.round(performance.now() - started);
  try {
    await expect.element(page.elementLocator(target)).toMatchScreenshot(name);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Story "${story.id}" no longer looks like its baseline .storybook/__screenshots__/${name}.png.\n` +
        `Compare the images under .storybook/__screenshots__/diff/. If the change is intended, ` +
        `update the baseline with \`npm run test:stories -- --update\` and commit it.\n\n` +
        `${pageState(frame, target, drawnMs)}\n\n${reason}`,
      { cause: error },
    );
  }
}

afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryOnContext }).story;
  if (!story) return;
  const frame = document.querySelector('[data-story-frame]');
  if (leftPage.length > 0) {
    console.warn(`Story "${story.id}" tried to leave its page, stopped: ${leftPage.join('; ')}.`);
    leftPage = [];
  }
  if (context.task.result?.errors?.length) {
    // The story already failed; a screenshot adds noise, but what the page held says why (an
    // overlay that never left, where the focus was) when the failure came from a loaded machine.
    if (frame) console.warn(`Story "${story.id}" failed. What the page held then:\n${pageState(frame)}`);
    return;
  }
  if (!frame || story.parameters.visual?.disable || story.parameters.chromatic?.disableSnapshot) return;
  const theme = story.globals.theme === 'dark' ? 'dark' : 'light';
  const instanceTheme = inject(INITIAL_GLOBALS_KEY)?.theme === 'dark' ? 'dark' : 'light';
  if (theme !== instanceTheme) return; // the story pins the other theme; that instance shoots it
  // Story ids are [a-z0-9-]; Vitest collapses repeated dashes in file names, so do it here too.
  const baseline = (width: number) => `${story.id}-${theme}-${width}`.replace(/-{2,}/g, '-');
  const pinned = sizeOf(story.globals.viewport?.value);
  if (pinned) {
    await compareWithBaseline(frame, story, baseline(pinned.width));
    return;
  }
  for (const name of UNPINNED_WIDTHS) {
    const { width, height } = sizeOf(name);
    await page.viewport(width, height);
    await compareWithBaseline(frame, story, baseline(width));
  }
});
