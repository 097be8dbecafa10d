/// <reference lib="dom" />
// Layout check of the page as it is now, at a phone's width: nothing runs off the screen, nothing
// scrolls sideways (neither the page nor a box inside it), no amount breaks inside its number and
// no two controls lie on top of each other. A screenshot goes with every check, for the reviewer.
import { expect, type Page, type TestInfo } from '@playwright/test';

import { PHONE } from './axe';

/** What the page shows wrongly laid out, one line per defect (empty when all is well). */
async function layoutDefects(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const defects: string[] = [];
    const name = (el: Element) => {
      const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${label}"`;
    };
    // Off-screen helpers (react-aria's visually hidden inputs, buttons and announcer) sit in, or
    // are, 1 px boxes that clip their content.
    const tiny = (el: Element) => {
      const rect = el.getBoundingClientRect();
      return rect.width <= 1 || rect.height <= 1;
    };
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      if (tiny(el) || style.visibility === 'hidden' || style.display === 'none') return false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (tiny(up) && getComputedStyle(up).overflow !== 'visible') return false;
      }
      return true;
    };
    // Inside a box that hides or scrolls its overflow, the box is what is checked.
    const clippedByAncestor = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      defects.push(`the page scrolls sideways: ${root.scrollWidth} px wide in ${root.clientWidth} px`);
    }
    const width = root.clientWidth;
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (!shown(el)) continue;
      const style = getComputedStyle(el);
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      if (scrolls && el.scrollWidth > el.clientWidth + 1) {
        defects.push(`${name(el)} scrolls sideways: ${el.scrollWidth} px in ${el.clientWidth} px`);
      }
      const rect = el.getBoundingClientRect();
      if (!clippedByAncestor(el) && (rect.right > width + 1 || rect.left < -1)) {
        // Only the outermost element that leaves the screen is named.
        const parent = el.parentElement?.getBoundingClientRect();
        if (!parent || (parent.right <= width + 1 && parent.left >= -1)) {
          defects.push(
            `${name(el)} runs off the screen: ${Math.round(rect.left)}..${Math.round(rect.right)} px`,
          );
        }
      }
    }
    // An amount ('GH₵12,345.50', '-GH₵5.00', 'GHS15.50') sits on one line.
    const money = /[-+]?(?:GH₵|GHS|₵)\s?\d[\d,]*(?:\.\d+)?/g;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(money)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(
          Array.from(range.getClientRects())
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.top)),
        );
        if (tops.size > 1) defects.push(`the amount '${match[0]}' breaks over ${tops.size} lines`);
      }
    }
    // Controls the customer can reach (not behind an open modal); a popover or dialog is a layer
    // of its own that covers the page by design, so only controls of one layer are compared.
    const layer = (el: Element) => el.closest('[role="dialog"], [role="alertdialog"]') ?? document.body;
    const controls = Array.from(
      document.body.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="switch"], [role="radio"], [role="checkbox"], [role="tab"], [role="option"], [tabindex="0"]',
      ),
    ).filter((el) => shown(el) && !el.closest('[inert], [aria-hidden="true"]'));
    for (let i = 0; i < controls.length; i += 1) {
      for (let j = i + 1; j < controls.length; j += 1) {
        const a = controls[i]!;
        const b = controls[j]!;
        if (a.contains(b) || b.contains(a) || layer(a) !== layer(b)) continue;
        const ra = a.getBoundingClientRect();
        const rb = b.getBoundingClientRect();
        const x = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const y = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (x > 2 && y > 2)
          defects.push(`${name(a)} and ${name(b)} overlap by ${Math.round(x)}×${Math.round(y)} px`);
      }
    }
    return defects;
  });
}

/**
 * At 360×740 the page (and its open dialog, if any) has no sideways scroll anywhere, nothing off
 * screen, no amount broken over two lines and no overlapping controls; the screenshot is attached
 * to the test as `what`. The viewport is restored afterwards.
 */
export async function expectPhoneLayout(page: Page, testInfo: TestInfo, what: string): Promise<void> {
  const before = page.viewportSize();
  await page.setViewportSize(PHONE);
  // Let the layout settle after the resize (media queries, observers re-rendering).
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const shot = testInfo.outputPath(`${what.replace(/[^\w-]+/g, '_')}-360.png`);
  await page.screenshot({ path: shot, fullPage: true });
  await testInfo.attach(`${what} at 360 px`, { path: shot, contentType: 'image/png' });
  expect.soft(await layoutDefects(page), `layout of ${what} at 360 px`).toEqual([]);
  if (before) await page.setViewportSize(before);
}
