// The Foundations pages of Storybook (docs/foundations/*.mdx) render the token objects: every
// token's value, and the contrast ratio computed from it, must be on the page, and a changed token
// must change the page.
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';

import {
  ColourPalette,
  Elevation,
  Motion,
  Radii,
  Spacing,
  TypeScale,
  ratio,
} from '../docs/foundations/Tokens';
import { contrastRatio } from '../src/theme/contrast';
import {
  darkColors,
  darkShadows,
  durations,
  lightColors,
  lightShadows,
  radii,
  space,
  typeScale,
} from '../src/theme/tokens';

describe('Foundations pages', () => {
  test('the colour page shows every role of both themes with its contrast against the page', () => {
    const html = renderToStaticMarkup(createElement(ColourPalette));
    for (const [role, value] of Object.entries(lightColors)) {
      expect(html).toContain(`>${role}<`);
      expect(html).toContain(value);
      expect(html).toContain(darkColors[role as keyof typeof darkColors]);
    }
    const brandOnSurface = `${contrastRatio(lightColors.brand, lightColors.surface).toFixed(2)}:1`;
    expect(html).toContain(brandOnSurface);
    expect(ratio('rgba(0, 0, 0, 0.5)', '#ffffff')).toBe('—');
  });

  test('a changed token changes the page', () => {
    const changed = { ...lightColors, brand: '#123456' };
    const html = renderToStaticMarkup(createElement(ColourPalette, { light: changed }));
    expect(html).toContain('#123456');
    expect(html).toContain(`${contrastRatio('#123456', lightColors.surface).toFixed(2)}:1`);
    expect(html).not.toContain(lightColors.brand);
  });

  test('type, spacing, radii, elevation and motion pages list every token value', () => {
    const pages: Array<[() => ReactElement, readonly string[]]> = [
      [
        () => createElement(TypeScale),
        Object.values(typeScale).flatMap((step) => [step.fontSize, step.lineHeight]),
      ],
      [() => createElement(Spacing), Object.values(space)],
      [() => createElement(Radii), Object.values(radii)],
      [() => createElement(Elevation), [...Object.values(lightShadows), ...Object.values(darkShadows)]],
      [() => createElement(Motion), Object.values(durations)],
    ];
    for (const [page, values] of pages) {
      const html = renderToStaticMarkup(page());
      for (const value of values) expect(html).toContain(value);
    }
  });
});
