import { describe, expect, test } from 'vitest';

import { contrastRatio } from './contrast';
import {
  darkColors,
  headingSteps,
  lightColors,
  typeScale,
  type ColorRole,
  type ColorTokens,
  type TypeStep,
} from './tokens';

// [foreground, background, minimum ratio]. 4.5 is WCAG AA for text, 3 for borders and focus
// rings; body text gets 7 (AAA) because customers read balances outdoors on dim phone screens.
const pairs: Array<[ColorRole, ColorRole, number]> = [
  ['text', 'surface', 7],
  ['text', 'surfaceRaised', 7],
  ['text', 'surfaceSunken', 7],
  ['textMuted', 'surface', 4.5],
  ['textMuted', 'surfaceRaised', 4.5],
  ['textMuted', 'surfaceSunken', 4.5],
  ['textDisabled', 'surfaceRaised', 3],
  ['border', 'surface', 3],
  ['border', 'surfaceRaised', 3],
  ['brand', 'surface', 4.5],
  ['brand', 'surfaceRaised', 4.5],
  ['brand', 'brandSoft', 4.5],
  ['text', 'brandSoft', 4.5],
  ['onBrand', 'brand', 4.5],
  ['onBrand', 'brandStrong', 4.5],
  ['critical', 'surface', 4.5],
  ['critical', 'surfaceRaised', 4.5],
  ['critical', 'criticalSoft', 4.5],
  ['text', 'criticalSoft', 4.5],
  ['onCritical', 'critical', 4.5],
  ['onCritical', 'criticalStrong', 4.5],
  ['positive', 'surface', 4.5],
  ['positive', 'surfaceRaised', 4.5],
  ['positive', 'positiveSoft', 4.5],
  ['text', 'positiveSoft', 4.5],
  ['warning', 'surfaceRaised', 4.5],
  ['warning', 'warningSoft', 4.5],
  ['text', 'warningSoft', 4.5],
  ['info', 'surfaceRaised', 4.5],
  ['info', 'infoSoft', 4.5],
  ['text', 'infoSoft', 4.5],
  ['moneyIn', 'surface', 4.5],
  ['moneyIn', 'surfaceRaised', 4.5],
  ['moneyOut', 'surface', 4.5],
  ['moneyOut', 'surfaceRaised', 4.5],
  // The glyph badges of statement rows (non-text: 3).
  ['moneyIn', 'positiveSoft', 3],
  ['moneyOut', 'criticalSoft', 3],
  ['onPrize', 'prize', 4.5],
  ['focusRing', 'surface', 3],
  // Well above what scanners need in sunlight, in both themes.
  ['codeInk', 'codeGround', 15],
  ['focusRing', 'surfaceRaised', 3],
  ['focusRing', 'surfaceSunken', 3],
];

const themes: Array<[string, ColorTokens]> = [
  ['light', lightColors],
  ['dark', darkColors],
];

describe.each(themes)('the %s theme', (_name, colors) => {
  test.each(pairs)('%s on %s reaches a contrast of at least %s:1', (foreground, background, minimum) => {
    expect(contrastRatio(colors[foreground], colors[background])).toBeGreaterThanOrEqual(minimum);
  });
});

describe('contrastRatio', () => {
  test('black on white is the maximum 21:1 and a colour on itself is 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#006b3f', '#006b3f')).toBe(1);
  });

  test('a colour that is not #rrggbb is refused with a clear message', () => {
    expect(() => contrastRatio('green', '#ffffff')).toThrow('Expected a colour like #1a2b3c, got "green"');
  });
});

// A line shorter than its type makes a wrapped heading's two lines overlap on a narrow phone (the
// 32 px h1 on a 24 px line that once wrapped into itself). Headings get at least 1.15 × their size, running text 1.4.
describe('the type scale', () => {
  const rem = (value: string) => {
    const match = /^([\d.]+)rem$/.exec(value);
    if (!match) throw new Error(`${value} is not a rem length`);
    return Number(match[1]);
  };
  for (const [step, { fontSize, lineHeight }] of Object.entries(typeScale) as Array<
    [TypeStep, { fontSize: string; lineHeight: string }]
  >) {
    const isHeading = (headingSteps as readonly TypeStep[]).includes(step);
    const minimum = isHeading ? 1.15 : 1.4;
    test(`${step} sets its line at least ${minimum} × its size`, () => {
      expect(rem(lineHeight) / rem(fontSize)).toBeGreaterThanOrEqual(minimum);
    });
  }
});
