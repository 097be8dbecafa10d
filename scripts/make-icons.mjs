// Draws the portal's PNG icons from its SVG mark (apps/portal/public/favicon.svg), as Android
// needs to install a web app: 192 and 512 px, and a 512 px maskable one whose mark keeps inside
// the safe circle (the middle 80 %) on the brand green. The PNGs are committed; run this again
// after the mark changes:  node scripts/make-icons.mjs
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';

import { chromiumArgs, findChromium } from './lib/chromium.mjs';

const publicDir = fileURLToPath(new URL('../apps/portal/public/', import.meta.url));
const mark = readFileSync(`${publicDir}favicon.svg`, 'utf8');
const BRAND_GREEN = '#006b3f';

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({
  executablePath: findChromium() ?? '/usr/bin/chromium',
  args: chromiumArgs,
});
try {
  for (const { file, size, maskable } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    // Maskable: the green fills the square and the mark takes the middle 60 % (inside the safe 80 %).
    const inner = maskable ? Math.round(size * 0.6) : size;
    await page.setContent(
      `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? BRAND_GREEN : 'transparent'}">` +
        `<div style="width:${inner}px;height:${inner}px">${mark.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body></html>`,
    );
    await page.screenshot({ path: `${publicDir}icons/${file}`, omitBackground: !maskable });
    await page.close();
    console.log(`apps/portal/public/icons/${file} (${size}×${size}${maskable ? ', maskable' : ''})`);
  }
} finally {
  await browser.close();
}
