// Accessibility check of the page as it is now, at a phone width (360 px) and at desktop width.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/**
 * Waits for every finite animation to end: a dialog fading in is checked as the customer reads
 * it, not half transparent (axe would measure the contrast of text at, say, 40 % opacity).
 * Endless ones (spinners) are left running.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function violations(page: Page): Promise<string[]> {
  await settled(page);
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/** axe finds nothing at 360 px nor at 1280 px; the viewport is restored afterwards. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const before = page.viewportSize() ?? DESKTOP;
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    expect(await violations(page), `axe on ${what} at ${size.width} px`).toEqual([]);
  }
  await page.setViewportSize(before);
}
