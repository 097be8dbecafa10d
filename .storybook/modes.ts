// Chromatic's modes: every story is snapshotted in both themes on the narrow phone most customers
// hold (360 px) and on a desktop (1280 px), four baselines each, reviewed in Chromatic's UI.
// `theme` is this Storybook's theme global; `viewport` is the width Chromatic renders at.
export const chromaticModes = {
  'light 360': { theme: 'light', viewport: 360 },
  'dark 360': { theme: 'dark', viewport: 360 },
  'light 1280': { theme: 'light', viewport: 1280 },
  'dark 1280': { theme: 'dark', viewport: 1280 },
} as const;
