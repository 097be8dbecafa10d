// Chromatic's modes: every story is snapshotted in both themes on the narrow phone most customers
// hold (360 px) and on a desktop (1280 px), four baselines each, reviewed in Chromatic's UI; a
// story that pins a theme or a width (wrapped in `pinned`) only in the modes that differ for it.
// `theme` is this Storybook's theme global; `viewport` is the width Chromatic renders at.
import { sizeOf } from './viewports';

export const chromaticModes = {
  'light 360': { theme: 'light', viewport: 360 },
  'dark 360': { theme: 'dark', viewport: 360 },
  'light 1280': { theme: 'light', viewport: 1280 },
  'dark 1280': { theme: 'dark', viewport: 1280 },
} as const;

type ModeName = keyof typeof chromaticModes;

/** What a story may pin of the globals a mode sets. */
interface PinnedGlobals {
  theme?: string;
  viewport?: { value?: string };
}

/** The widths the modes render at: a story pinned to another width keeps every mode. */
const MODE_WIDTHS: ReadonlySet<number> = new Set(Object.values(chromaticModes).map((mode) => mode.viewport));

/**
 * The modes a story with pinned globals is snapshotted in: a story that pins the theme or the
 * width draws the same picture in every mode that differs only there, so those modes are
 * switched off (Chromatic merges a story's modes into the project's; `disable` removes one).
 */
export function modesFor(globals: PinnedGlobals) {
  const pinnedWidth = sizeOf(globals.viewport?.value)?.width;
  const width = pinnedWidth !== undefined && MODE_WIDTHS.has(pinnedWidth) ? pinnedWidth : undefined;
  const modes = {} as Record<ModeName, { disable: true } | (typeof chromaticModes)[ModeName]>;
  for (const [name, mode] of Object.entries(chromaticModes) as [
    ModeName,
    (typeof chromaticModes)[ModeName],
  ][]) {
    const repeats =
      (width !== undefined && mode.viewport !== width) ||
      (globals.theme !== undefined && mode.theme !== globals.theme);
    modes[name] = repeats ? { disable: true } : mode;
  }
  return modes;
}

/**
 * A story that pins globals (a Narrow, Desktop or Dark story), snapshotted by Chromatic only in the
 * modes that show something its siblings do not: `export const Narrow: Story = pinned({ globals })`.
 */
export function pinned<S extends { globals?: PinnedGlobals; parameters?: { [name: string]: unknown } }>(
  story: S,
): S {
  const chromatic = story.parameters?.['chromatic'] as object | undefined;
  return {
    ...story,
    parameters: { ...story.parameters, chromatic: { ...chromatic, modes: modesFor(story.globals ?? {}) } },
  };
}
