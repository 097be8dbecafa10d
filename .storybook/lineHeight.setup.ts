// Type that cannot collide, checked on every story: after a story has rendered (and its play
// function has run), every piece of text on screen, in the story frame and in any overlay
// portalled to <body>, must sit on a line at least as tall as its type. A line shorter than its
// font size makes the lines of wrapped text run into each other on a narrow phone (the
// h1 'SAVE & WIN Account' was 32 px type on a 24 px line). Runs for every story, including those
// that opt out of screenshots: the check does not depend on how the story looks elsewhere.
import { afterEach } from 'vitest';

import { findShortLines } from '../packages/ui/src/private/shortLines';

afterEach((context) => {
  const story = (context as unknown as { story?: { id: string } }).story;
  if (!story) return;
  const collisions = findShortLines(document.body);
  if (collisions.length === 0) return;
  const lines = collisions
    .slice(0, 10)
    .map((c) => `  "${c.text}": ${c.fontSize}px type on a ${c.lineHeight}px line`)
    .join('\n');
  throw new Error(
    `Story "${story.id}" draws text on a line shorter than its type; wrapped, its lines would ` +
      `overlap. Give it a step of the type scale (size and line height together):\n${lines}`,
  );
});
