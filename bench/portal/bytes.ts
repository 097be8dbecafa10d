// First-load JavaScript: the brotli bytes of every script a cold load fetches, measured in
// Chromium, for /sign-in, / (signed in) and /payment-link, against the bare React page built in
// the same run, and the brotli bytes of every script of the build.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

import type { Browser, Locator, Page, Response } from 'playwright';

import { sessionStorageOf, type PortalUnderTest } from '../support/portal';
import type { Check, Section } from '../support/results';

const brotli = (data: Buffer) =>
  brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * The targets, as ratios to the bare React page (whole app: brotli bytes). /sign-in and
 * /payment-link were first asked to reach 1.6×; the dashboard-speed work of 2026-11-24 set them
 * at 1.9×, as the entry chunk alone (React DOM, React Router's data router, jotai) is about 1.6×.
 */
export const TARGETS = { signIn: 1.9, home: 2.5, paymentLink: 1.9, wholeAppBytes: 250_000 } as const;

/**
 * What `npm test` enforces while a target is still missed: a little above the figures of
 * 2026-11-24 (sign-in 2.24×, home 3.03×, payment link 2.32×, whole app 266.1 kB), so a regression
 * fails the build without failing it for the gap bench/RESULTS.md explains. Lower a ceiling
 * whenever a page gets lighter; once a target is met, its ceiling is the target. History: the
 * whole app's was raised from 280 to 292 kB once, on 2026-11-23 (285.0 kB: the icon set, the route
 * error and progress screens, the per-list data layer); on 2026-11-24 react-aria's strings in 33
 * languages the portal does not speak left the build (-17 kB) and the dashboard stopped loading
 * identity verification before it is started, which paid that back. The same day the account-care
 * screens (forgot PIN, limits and tier, active sessions, SMS alerts) and the draw's fairness section
 * came in, each loaded only on its own route: whole app 274.7 kB, so its ceiling is 280 kB (the
 * first-load ratios above did not move). On 2026-11-24 (later) receipts and statements as PDF with
 * the public document check, the money chart (loaded when the browser is idle), the e-mail change
 * and goal editing and breaking came in, again each on its own route: whole app 284.7 kB, ceiling
 * 288 kB; first loads unchanged (2.27 / 3.06 / 2.33). The biggest lazy chunks to look at next:
 * history (14.6 kB) and the due-date calendar (15.0 kB). Later the same day the top bar's search
 * and notification list (react-aria's ComboBox, ListBox, Dialog, Popover) left the signed-in first
 * load, fetched on first use: / 2.46× (target met, so its ceiling is the target); whole app
 * 286.8 kB (two more chunks). On 2026-11-26 the draw's fairness check gained drand's BLS signature
 * check (@noble/curves' BLS12-381 with its pairing, about 20.5 kB), in a chunk of its own
 * fetched only when the customer asks for the check: whole app 307.3 kB, ceiling 310 kB; first
 * loads unchanged (2.28 / 2.42 / 2.34). Later on 2026-11-26 step-up for money out and passkeys came
 * in (the PIN or passkey step of the confirm dialog, passkey sign-in and registration,
 * @simplewebauthn/browser fetched only when a passkey is used): whole app 314.3 kB, ceiling 316 kB;
 * sign-in 2.30× (at its ceiling), home 2.44×, payment link 2.36×. Later still the service worker
 * stopped taking over by itself: a new version waits for the customer's Reload (a form is never
 * reloaded under their fingers), which every page loads after its own load (0.3 kB) and the entry
 * knows of (0.1 kB): sign-in 2.31×, so its ceiling went from 2.30 to 2.32×, the one ceiling ever
 * raised for a first load; home 2.45×, payment link 2.37×, whole app 315.2 kB. Then the
 * phone-first layout came in (the summary strip, the grid of labelled action tiles in place of the
 * Quick Access links, amount fields with a placeholder): whole app 316.1 kB, so its ceiling went
 * from 316 to 318 kB; first loads 2.31 / 2.46 / 2.37×. On 2026-11-27 speed in the field came in:
 * web-vitals and the dashboard's paint time reported to the gateway's metrics, a 3.4 kB chunk
 * fetched at the customer's first tap (counted after the page, it broke all four ceilings: 2.37 /
 * 2.52 / 2.43×), and reads that retry a passing failure and refresh on return to the tab (the
 * entry +0.8 kB): whole app 320.5 kB, so its ceiling went from 318 to 321 kB; first loads 2.32 /
 * 2.47 / 2.37×, within theirs. Later on 2026-11-27 the design system gained the QR code and the
 * QR scanner (for paying by GhQR); the portal does not use them yet, but their styles' modules are
 * kept (vanilla-extract's are side-effect modules) and two colour tokens joined the theme: whole
 * app 321.2 kB, ceiling 321.5 kB; first loads 2.32 / 2.47 / 2.38×. Then the prize checker came to
 * /prizes (its list, the destination form with a radio group): the automatic split cut the text
 * field's react-aria parts into four chunks and /sign-in went to 2.33×, whole app 323.2 kB; with
 * those parts kept in one chunk (apps/portal/vite.config.ts) /sign-in is 2.31×, /payment-link
 * 2.36×, / 2.47×, whole app 321.5 kB (+0.3 kB for the checker), so the ceilings of the two public
 * pages come down to what they measure and the whole app's goes to 322 kB. Then Pay with QR came
 * to the portal (/pay-by-qr): its route chunk 2.8 kB, the bundled QR decoder 8.9 kB (fetched only
 * where the browser has no BarcodeDetector: Chrome on Android has one, so our customers' phones
 * never fetch it) and the receipt's till line; and Request Money's 'Show my QR code' with the QR
 * encoder (2.3 kB): whole app 336.5 kB, ceiling 337 kB; first loads unchanged (2.31 / 2.47 /
 * 2.37×). The dashboard's 'My QR code' dialog (features/my-qr, loaded when opened; the dashboard
 * fetches only its lazy wrapper): whole app 337.6 kB, ceiling 338 kB; first loads unchanged. Request
 * Money's code for the amount typed there, drawn only when the answer is the code asked for (0.4 kB;
 * reading the payload back in the browser would have cost 1.7 kB more, and the gateway does it):
 * whole app 338.0 kB, ceiling 338.5 kB; first loads unchanged (2.31 / 2.48 / 2.37×). Requests
 * between customers (/requests with the design system's MoneyRequestList, and Request Money's 'Ask
 * a SAVE & WIN customer', each in its route's chunk, fetched only there): whole app 341.6 kB,
 * ceiling 342 kB; first loads unchanged (2.31 / 2.48 / 2.37×).
 */
export const CEILINGS = { signIn: 2.31, home: 2.5, paymentLink: 2.37, wholeAppBytes: 342_000 } as const;

interface Load {
  scripts: { url: string; brotli: number }[];
  total: number;
}

/** How long a page may take to show its screen: only a hang, never a slow machine, reaches it. */
const SHOWN_WITHIN_MS = 300_000;
/** No request for this long after the screen is shown: what the page needed has all been fetched. */
const QUIET_MS = 500;

/**
 * Opens `url` in a fresh context (cold cache) and sums the scripts it fetched to show the screen:
 * until `shown` is on the page and then no request has been under way for QUIET_MS.
 *
 * Network idle alone (500 ms without a request) was not enough: on a machine running two CI runs
 * at once the page paused longer than that between two of its own requests, the count was taken
 * early, and the body of a script asked for afterwards was read from a closed page (the stage
 * crashed). Now the screen's own text says the route has rendered, then the page must be quiet
 * (no request under way for QUIET_MS), and the listeners stop before the context closes.
 */
async function coldLoad(
  browser: Browser,
  url: string,
  shown: (page: Page) => Locator,
  storage?: Record<string, string>,
): Promise<Load> {
  // No service worker: once the portal's worker takes control mid-load, the chunks the page asks
  // for next are answered from its precache, and those answers reach no 'response' event, so a
  // signed-in / seemed to need 14 scripts instead of 49.
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    serviceWorkers: 'block',
  });
  if (storage) {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
    }, storage);
  }
  const page = await context.newPage();
  const pending: Promise<{ url: string; brotli: number } | Error>[] = [];
  const refused: string[] = [];
  const onResponse = (response: Response) => {
    if (response.status() === 401) refused.push(new URL(response.url()).pathname);
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => ({ url: new URL(response.url()).pathname, brotli: brotli(body) }),
        (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
      ),
    );
  };
  // Requests under way and the time of the last start or end: the page is quiet once none has
  // been under way for QUIET_MS (Playwright's own network idle, counted from when it is asked).
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('response', onResponse);
  const deadline = Date.now() + SHOWN_WITHIN_MS;
  await page.goto(url, { timeout: SHOWN_WITHIN_MS });
  await shown(page).first().waitFor({ timeout: SHOWN_WITHIN_MS });
  while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`${url} never went quiet: a request every moment`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  page.off('response', onResponse);
  const read = await Promise.all(pending);
  await context.close();
  const failed = read.find((entry) => entry instanceof Error);
  if (failed) throw new Error(`${url}: a script's body could not be read: ${failed.message}`);
  // A signed-in load that was refused did not load the screen it is measured for.
  if (refused.length > 0) throw new Error(`${url} answered 401 for ${refused.join(', ')}`);
  const scripts = read as { url: string; brotli: number }[];
  return { scripts, total: scripts.reduce((sum, s) => sum + s.brotli, 0) };
}

/** Brotli bytes of every file of the portal build whose name ends with `ending`. */
function wholeApp(dist: string, ending: string): number {
  return readdirSync(join(dist, 'assets'))
    .filter((file) => file.endsWith(ending))
    .reduce((sum, file) => sum + brotli(readFileSync(join(dist, 'assets', file))), 0);
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export async function measureBytes(portal: PortalUnderTest) {
  const browser = await portal.browser();
  try {
    const bare = await coldLoad(browser, `${portal.bare.url}/`, (page) =>
      page.getByRole('heading', { name: 'Hello' }),
    );
    const pages = [
      {
        key: 'signIn' as const,
        path: '/sign-in',
        load: await coldLoad(browser, `${portal.gateway.url}/sign-in`, (page) =>
          page.getByRole('heading', { name: 'Welcome back' }),
        ),
      },
      {
        key: 'home' as const,
        path: '/ (signed in)',
        load: await coldLoad(
          browser,
          `${portal.gateway.url}/`,
          (page) => page.getByRole('region', { name: 'Recent Activity' }),
          sessionStorageOf(await portal.newSession()),
        ),
      },
      {
        key: 'paymentLink' as const,
        path: '/payment-link',
        load: await coldLoad(browser, `${portal.gateway.url}/payment-link`, (page) =>
          page.getByRole('heading', { name: 'Payment request' }),
        ),
      },
    ];
    return {
      bare,
      pages,
      whole: wholeApp(portal.portalDist, '.js'),
      css: wholeApp(portal.portalDist, '.css'),
    };
  } finally {
    await browser.close();
  }
}

export function bytesSection(result: Awaited<ReturnType<typeof measureBytes>>): Section {
  const { bare, pages, whole, css } = result;
  const checks: Check[] = pages.map(({ key, path, load }) => ({
    name: `first-load JS of ${path} ÷ bare React page`,
    value: Number((load.total / bare.total).toFixed(2)),
    target: TARGETS[key],
    ceiling: CEILINGS[key],
    kind: 'max',
    unit: '×',
  }));
  checks.push({
    name: 'whole app: every script of the build, brotli',
    value: whole,
    target: TARGETS.wholeAppBytes,
    ceiling: CEILINGS.wholeAppBytes,
    kind: 'max',
    unit: ' B',
  });
  const lines = [
    '| page | scripts fetched | brotli bytes | × bare page |',
    '| --- | --- | --- | --- |',
    `| bare React 19 page | ${bare.scripts.length} | ${kB(bare.total)} | 1.00 |`,
    ...pages.map(
      ({ path, load }) =>
        `| ${path} | ${load.scripts.length} | ${kB(load.total)} | ${(load.total / bare.total).toFixed(2)} |`,
    ),
    '',
    `Whole app: ${kB(whole)} of scripts, plus ${kB(css)} of styles, brotli.`,
    '',
    'Scripts each page fetched (brotli), largest first:',
    ...pages.map(
      ({ path, load }) =>
        `- ${path}: ${[...load.scripts]
          .sort((a, b) => b.brotli - a.brotli)
          .map((s) => `${s.url.replace('/assets/', '')} ${kB(s.brotli)}`)
          .join(', ')}`,
    ),
  ];
  return {
    title: 'Portal: first-load JavaScript',
    command: 'npx tsx bench/portal/run.ts (the budgets alone: npm run test:budget, a stage of npm test)',
    lines,
    checks,
  };
}
