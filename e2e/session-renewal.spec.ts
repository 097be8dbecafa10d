/// <reference lib="dom" />
// The access credential lives 6 s on the test gateway (support/env.ts). The portal renews it from
// the credential's own life, so reloads, tabs and a late call never sign a customer out; a
// revoked session still ends. The spec's 290 s interval is left as is: the renewal must come from
// the credential's expiry, not from the interval.
import type { BrowserContext, Page } from '@playwright/test';

import { expect, test } from './support/fixtures';
import { signIn } from './support/flows';
import { DEFAULT_PIN, call, freshNumber, registerLead } from './support/gateway';

const ACCESS_LIFE_MS = 6_000;
/**
 * How long a renewal (or the end it brings) may take to be seen: a renewal comes from the 6 s
 * credential's expiry, so this is far below the spec's 290 s interval (a renewal seen within it
 * did not come from the interval), and far above what a loaded machine, whose page timers and
 * answers run seconds late, needs. A check bounded by the credential's life alone gave up there.
 */
const RENEWAL_SEEN_MS = 60_000;

/** A customer signed in on `page`, and a second tab opened from it (a copy of its session). */
async function signedInWithSecondTab(page: Page, context: BrowserContext) {
  const mobileNumber = freshNumber();
  await registerLead(mobileNumber);
  await signIn(page, mobileNumber, DEFAULT_PIN);
  const [second] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate(() => window.open('/account-details', '_blank')),
  ]);
  return { mobileNumber, second };
}

test('reloading every 2 s for three access lifetimes keeps the customer signed in', async ({ page }) => {
  const mobileNumber = freshNumber();
  await registerLead(mobileNumber);
  await signIn(page, mobileNumber, DEFAULT_PIN);
  const first = await page.evaluate(() => sessionStorage.getItem('token'));
  await page.goto('/account-details');
  const started = Date.now();
  let reloads = 0;
  // At least six reloads and at least three credential lives, however long a loaded machine takes
  // to load each page (a reload every 2 s when it can).
  while (reloads < 6 || Date.now() - started < 3 * ACCESS_LIFE_MS) {
    // A reload every 2 s, whatever the page took to load.
    await page.waitForTimeout(Math.max(0, started + (reloads + 1) * 2_000 - Date.now()));
    await page.reload();
    reloads += 1;
    // The page's data comes from the gateway with the credential of the moment.
    await expect(page.getByText(mobileNumber.slice(1)).first()).toBeVisible();
    await expect(page).toHaveURL(/\/account-details$/);
  }
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).not.toBe(first);
});

test('two tabs of one session renewing at the same moment both stay signed in', async ({ page, context }) => {
  // A tab opened from the signed-in tab starts with a copy of its session (same credentials,
  // same expiry), so both schedule their renewal for the same moment.
  const { mobileNumber, second } = await signedInWithSecondTab(page, context);
  await expect(second).toHaveURL(/\/account-details$/);
  // The second tab holds the first tab's pair: the copy it opened with, or, when the first tab's
  // renewal came between the copy and this read (its 6 s credential renews at 4.5 s, and a loaded
  // machine can take that long to open a tab), the pair the first tab hands over.
  await expect
    .poll(async () => {
      const [copied, current] = await Promise.all([
        second.evaluate(() => sessionStorage.getItem('refreshToken')),
        page.evaluate(() => sessionStorage.getItem('refreshToken')),
      ]);
      return copied !== null && copied === current;
    })
    .toBe(true);

  // Two lifetimes: at least two renewals each, every one at the same moment in both tabs.
  await page.waitForTimeout(2 * ACCESS_LIFE_MS + 1_000);
  for (const tab of [page, second]) {
    await tab.goto('/account-details');
    await expect(tab.getByText(mobileNumber.slice(1)).first()).toBeVisible();
    await expect(tab).toHaveURL(/\/account-details$/);
  }
  const tokens = await Promise.all(
    [page, second].map((t) => t.evaluate(() => sessionStorage.getItem('token'))),
  );
  const details = await call('GET', `/api/customer-details/${mobileNumber}`, { token: tokens[1] ?? '' });
  expect(details.status, 'the second tab holds a working credential').toBe(200);
});

/** Holds `tab`'s scripts until the answer's release (a page that starts slowly, as on a busy phone). */
async function holdScripts(tab: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await tab.route('**/assets/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a tab reloading while another renews the shared credential picks up the new pair and stays signed in', async ({
  page,
  context,
}) => {
  const { mobileNumber, second } = await signedInWithSecondTab(page, context);
  await expect(second.getByText(mobileNumber.slice(1)).first()).toBeVisible();

  // The second tab reloads slowly (its scripts held, as on a busy phone): the first tab renews
  // the shared pair while no page of the second tab listens, and the access credential the second
  // tab still holds runs out before its page starts.
  const release = await holdScripts(second);
  await second.reload({ waitUntil: 'commit' });
  await page.waitForResponse((r) => r.url().endsWith('/api/auth-service/auth/refresh') && r.ok(), {
    timeout: RENEWAL_SEEN_MS,
  });
  await page.waitForTimeout(2_000);
  release();
  await expect(second.getByText(mobileNumber.slice(1)).first()).toBeVisible();
  await expect(second).toHaveURL(/\/account-details$/);

  // Past the moment the used credential would be presented again (a stolen copy, which revokes
  // the session): both tabs are still signed in.
  await page.waitForTimeout(3 * ACCESS_LIFE_MS);
  for (const tab of [page, second]) {
    await tab.goto('/account-details');
    await expect(tab.getByText(mobileNumber.slice(1)).first()).toBeVisible();
    await expect(tab).toHaveURL(/\/account-details$/);
  }
});

test('a tab that renewed the shared credential and then reloaded still hands the new pair to a tab that missed it', async ({
  page,
  context,
}) => {
  const { mobileNumber, second } = await signedInWithSecondTab(page, context);
  await expect(second.getByText(mobileNumber.slice(1)).first()).toBeVisible();

  // The second tab reloads slowly (its scripts held, as a tab just opened on a busy machine): the
  // first tab renews the shared pair while no page of the second tab listens...
  const release = await holdScripts(second);
  const missed = await second.evaluate(() => sessionStorage.getItem('refreshToken'));
  await second.reload({ waitUntil: 'commit' });
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('refreshToken')), {
      timeout: RENEWAL_SEEN_MS,
    })
    .not.toBe(missed);
  // ...and loads a new page before the second tab starts: only that page can hand over the pair.
  await page.goto('/account-details');
  await expect(page.getByText(mobileNumber.slice(1)).first()).toBeVisible();

  const presented: unknown[] = [];
  second.on('request', (sent) => {
    if (sent.url().endsWith('/api/auth-service/auth/refresh')) {
      presented.push((sent.postDataJSON() as { refreshToken?: unknown }).refreshToken);
    }
  });
  release();
  await expect(second.getByText(mobileNumber.slice(1)).first()).toBeVisible();
  await expect(second).toHaveURL(/\/account-details$/);

  // Past the moment the second tab, never handed the pair, would present the used credential (a
  // stolen copy, which revokes the session): it never did, and both tabs are still signed in.
  await page.waitForTimeout(3 * ACCESS_LIFE_MS);
  expect(presented).not.toContain(missed);
  for (const tab of [page, second]) {
    await tab.goto('/account-details');
    await expect(tab.getByText(mobileNumber.slice(1)).first()).toBeVisible();
    await expect(tab).toHaveURL(/\/account-details$/);
  }
});

test('a call refused with 401 renews the credential and is retried once', async ({ page }) => {
  const mobileNumber = freshNumber();
  await registerLead(mobileNumber);
  await signIn(page, mobileNumber, DEFAULT_PIN);
  await page.goto('/account-details');
  await expect(page.getByText(mobileNumber.slice(1)).first()).toBeVisible();
  // An access credential the gateway no longer accepts, as after a sleeping laptop: the next
  // call is refused once, renewed and answered. The damage is done as the reloaded page starts:
  // done in the running page, the page's own renewal (due 1.5 s before the 6 s credential ends)
  // could replace the damaged credential before the reload on a busy machine, and nothing is refused.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e:damaged')) return;
    sessionStorage.setItem('e2e:damaged', 'yes');
    const real = sessionStorage.getItem('token') ?? '';
    sessionStorage.setItem('token', `${real.slice(0, -4)}AAAA`);
    sessionStorage.setItem(
      'tokenLife',
      JSON.stringify({ issuedAt: Date.now(), expiresAt: Date.now() + 600_000 }),
    );
  });
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 401) refused.push(new URL(r.url()).pathname);
  });
  await page.reload();
  await expect(page.getByText(mobileNumber.slice(1)).first()).toBeVisible();
  await expect(page).toHaveURL(/\/account-details$/);
  expect(refused.length, 'the damaged credential was refused at least once').toBeGreaterThan(0);
  expect(refused).not.toContain('/api/auth-service/auth/refresh');
});

test('a revoked session still ends: a stolen refresh credential presented again revokes it', async ({
  page,
}) => {
  const mobileNumber = freshNumber();
  await registerLead(mobileNumber);
  await signIn(page, mobileNumber, DEFAULT_PIN);
  const stolen = await page.evaluate(() => sessionStorage.getItem('refreshToken'));
  // The tab renews on its own clock; then the thief presents the used credential.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('refreshToken')), { timeout: RENEWAL_SEEN_MS })
    .not.toBe(stolen);
  const theft = await call('POST', '/api/auth-service/auth/refresh', { body: { refreshToken: stolen } });
  expect(theft.status).toBe(401);
  // The whole session is revoked: the customer's tab ends on /sign-in at its next renewal or call.
  await page.goto('/account-details');
  await expect(page).toHaveURL(/\/sign-in$/, { timeout: RENEWAL_SEEN_MS });
  expect(await page.evaluate(() => sessionStorage.getItem('isLoggedIn'))).toBe('false');
});

test('a session logged out elsewhere ends on this tab', async ({ page }) => {
  const mobileNumber = freshNumber();
  await registerLead(mobileNumber);
  await signIn(page, mobileNumber, DEFAULT_PIN);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const out = await call('POST', '/api/auth-service/auth/logout', { token: token ?? '' });
  expect(out.status).toBe(200);
  await page.goto('/account-details');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('a renewal whose answer never arrives (the page went away mid-call) does not sign the customer out', async ({
  page,
}) => {
  const mobileNumber = freshNumber();
  await registerLead(mobileNumber);
  await signIn(page, mobileNumber, DEFAULT_PIN);
  await page.goto('/account-details');
  await expect(page.getByText(mobileNumber.slice(1)).first()).toBeVisible();

  // The next renewal reaches the gateway, which rotates the credential, but its answer is lost.
  // The credential it presented is read as it goes out: read before the route is in place, a
  // renewal in between (the credential lives 6 s) made it a credential already replaced.
  let held: string | null = null;
  let lost = 0;
  await page.route('**/api/auth-service/auth/refresh', async (route) => {
    if (lost > 0) return route.continue();
    held = await page.evaluate(() => sessionStorage.getItem('refreshToken'));
    lost += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await expect.poll(() => lost, { timeout: RENEWAL_SEEN_MS }).toBe(1);
  expect(await page.evaluate(() => sessionStorage.getItem('refreshToken'))).toBe(held);

  // The customer reloads: the used credential goes again with the key kept beside it.
  await page.reload();
  await expect(page.getByText(mobileNumber.slice(1)).first()).toBeVisible();
  await expect(page).toHaveURL(/\/account-details$/);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('refreshToken')), { timeout: RENEWAL_SEEN_MS })
    .not.toBe(held);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const details = await call('GET', `/api/customer-details/${mobileNumber}`, { token: token ?? '' });
  expect(details.status, 'the renewed credential works').toBe(200);
  // Still signed in a lifetime later: the session was never taken for stolen.
  await page.waitForTimeout(ACCESS_LIFE_MS);
  await page.goto('/account-details');
  await expect(page.getByText(mobileNumber.slice(1)).first()).toBeVisible();
  await expect(page).toHaveURL(/\/account-details$/);
});
