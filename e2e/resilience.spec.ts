/// <reference lib="dom" />
// The browser side of security: every answer of the portal's origin (its HTML, its assets, the
// API, a missing file) carries a Content-Security-Policy without inline scripts or inline styles
// (but by hash), and the pages render under it; the usual security headers; after sign-in nothing
// secret sits in sessionStorage or localStorage; a submission that fails on the network keeps what
// the customer typed; and with the gateway down the portal says so, offers a retry and comes back
// when the gateway does (never a blank page).
import type { Page, Response } from '@playwright/test';

import { apiSignIn, readyCustomer } from './support/customers';
import { expect, test } from './support/fixtures';
import { signIn, submitSignIn } from './support/flows';
import { DEFAULT_PIN, call, freshNumber, registerLead } from './support/gateway';

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

function expectSecurityHeaders(headers: Record<string, string>, what: string): void {
  const policy = headers['content-security-policy'];
  expect(policy, `${what}: Content-Security-Policy`).toBeTruthy();
  const csp = directives(policy!);
  const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
  expect(scripts.length, `${what}: script-src`).toBeGreaterThan(0);
  expect(scripts, `${what}: no inline scripts`).not.toContain("'unsafe-inline'");
  expect(scripts, `${what}: no eval`).not.toContain("'unsafe-eval'");
  const styles = csp.get('style-src') ?? csp.get('default-src') ?? [];
  expect(styles, `${what}: no inline styles but by hash`).not.toContain("'unsafe-inline'");
  expect(csp.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(csp.get('base-uri'), `${what}: base-uri`).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors') ?? [headers['x-frame-options']], `${what}: framing`).toEqual(
    expect.arrayContaining([expect.stringMatching(/^('none'|'self'|DENY|SAMEORIGIN)$/i)]),
  );
  expect(headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(headers['referrer-policy'], `${what}: Referrer-Policy`).toBeTruthy();
  expect(headers['strict-transport-security'], `${what}: HSTS`).toMatch(/max-age=\d+/);
}

/** Every answer from the portal's own origin while `run` goes on. */
async function answersDuring(page: Page, origin: string, run: () => Promise<void>): Promise<Response[]> {
  const seen: Response[] = [];
  const listener = (response: Response) => {
    if (response.url().startsWith(origin)) seen.push(response);
  };
  page.on('response', listener);
  await run();
  page.off('response', listener);
  return seen;
}

test('every answer of the portal origin carries the CSP and security headers', async ({
  page,
  request,
  baseURL,
}) => {
  const customer = await readyCustomer();
  const answers = await answersDuring(page, baseURL!, async () => {
    await page.goto('/sign-in');
    await signIn(page, customer.mobileNumber, customer.pin);
    // A deep link is served the portal's HTML by the fallback.
    await page.goto('/settings');
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
  });
  const kinds = new Set<string>();
  for (const answer of answers) {
    const type = String((await answer.allHeaders())['content-type'] ?? '');
    kinds.add(
      type.includes('text/html') ? 'html' : type.includes('javascript') ? 'script' : type.split(';')[0]!,
    );
    expectSecurityHeaders(await answer.allHeaders(), `${answer.request().method()} ${answer.url()}`);
  }
  expect([...kinds]).toEqual(expect.arrayContaining(['html', 'script', 'text/css', 'application/json']));
  // Answers no page asks for: a missing file, an unknown API route, a refused call.
  for (const path of ['/assets/no-such-file.js', '/api/no-such-route', '/api/transaction/fee-schedule']) {
    const answer = await request.get(path);
    expectSecurityHeaders(answer.headers(), `GET ${path} (${answer.status()})`);
  }
  // The HTML itself runs no inline script.
  const html = await (await request.get('/sign-in')).text();
  for (const tag of html.match(/<script\b[^>]*>[\s\S]*?<\/script>/gi) ?? []) {
    expect(tag, 'every script has a src and no body').toMatch(/^<script\b[^>]*\bsrc=[^>]*>\s*<\/script>$/i);
  }
});

test('after sign-in the PIN and the code are nowhere in storage, the credentials only where documented', async ({
  page,
}) => {
  const customer = await readyCustomer();
  const secrets: string[] = [customer.pin];
  // Every refresh credential the gateway gave this tab: the code's, then each renewal's (the test
  // gateway's credential lives 6 s, so a loaded machine renews before the storage is read).
  const refreshTokens: string[] = [];
  page.on('request', (sent) => {
    if (!sent.url().includes('/api/otp-service/otp/validate')) return;
    const code = (sent.postDataJSON() as { code?: string } | null)?.code;
    if (code) secrets.push(code);
  });
  page.on('response', async (answer) => {
    const { pathname } = new URL(answer.url());
    if (!/\/api\/(otp-service\/otp\/validate|auth-service\/auth\/refresh)$/.test(pathname)) return;
    const body = (await answer.json().catch(() => null)) as { result?: { refreshToken?: string } } | null;
    if (body?.result?.refreshToken) refreshTokens.push(body.result.refreshToken);
  });
  await signIn(page, customer.mobileNumber, customer.pin);
  await expect(page.getByRole('region', { name: 'Account summary' })).toBeVisible();
  const stored = await page.evaluate(() => {
    const dump = (storage: Storage) =>
      Object.fromEntries(
        Array.from({ length: storage.length }, (_, i) => storage.key(i)!).map((k) => [k, storage.getItem(k)]),
      );
    return { session: dump(window.sessionStorage), local: dump(window.localStorage) };
  });
  // The PIN and the one-time code were seen on the wire, and are in neither storage.
  expect(secrets).toHaveLength(2);
  for (const secret of secrets) expect(JSON.stringify(stored)).not.toContain(secret);
  // sessionStorage holds the keys of spec §3 and the refresh credential (SECURITY.md: tab-scoped,
  // single use with reuse detection, 15 idle minutes), each credential under its own key only.
  const allowed = [
    'isLoggedIn',
    'mobileNumber',
    'profileName',
    'leadId',
    'url',
    'token',
    'hash',
    'refreshToken',
    'tokenLife',
    'refreshRetry',
    // Fingerprints (not the credentials) of the refresh credentials this tab renewed past.
    'renewalReplaced',
  ];
  expect(Object.keys(stored.session).filter((key) => !allowed.includes(key))).toEqual([]);
  const holding = (value: string) =>
    Object.keys(stored.session).filter((key) => stored.session[key]?.includes(value));
  // The tab keeps exactly one of them, under its own key only (the listener above may hear of a
  // renewal's answer a moment after the page stored it).
  const kept = () => refreshTokens.filter((token) => holding(token).length > 0);
  await expect.poll(kept).toHaveLength(1);
  expect(holding(kept()[0]!)).toEqual(['refreshToken']);
  // localStorage outlives the tab: no credential there at all.
  const local = JSON.stringify(stored.local);
  for (const token of refreshTokens) expect(local).not.toContain(token);
  expect(local).not.toContain(stored.session.token ?? 'no access credential stored');
});

test('the portal and the API reference render under the strict style policy: no CSP violation on any page', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  const customer = await readyCustomer();
  await page.goto('/sign-in');
  expect(await violations(), '/sign-in').toEqual([]);
  await signIn(page, customer.mobileNumber, customer.pin);
  await expect(page.getByRole('region', { name: 'Account summary' })).toBeVisible();
  expect(await violations(), 'the dashboard').toEqual([]);
  for (const path of [
    '/settings',
    '/settings/security',
    '/transact',
    '/prizes',
    '/target-save',
    '/history',
  ]) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }
  // A dialog (react-aria's overlay, its focus trap and scroll lock).
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Log Out' })).toBeVisible();
  expect(await violations(), 'a dialog').toEqual([]);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: 'SAVE & WIN gateway API' })).toBeVisible();
  expect(await violations(), '/api/docs').toEqual([]);
});

test('a sign-in that fails on the network keeps the number the customer typed', async ({ page }) => {
  const mobileNumber = freshNumber();
  await registerLead(mobileNumber);
  await page.goto('/sign-in');
  await page.route('**/api/auth-service/auth/login', (route) => route.abort('connectionrefused'));
  await submitSignIn(page, mobileNumber, DEFAULT_PIN);
  await expect(page.getByRole('alert')).toContainText(/Something went wrong|An error occurred\./);
  await expect(page.getByLabel('Phone number')).toHaveValue(mobileNumber.slice(1));
  // With the gateway back, the same form goes on from what is there.
  await page.unroute('**/api/auth-service/auth/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Enter OTP' })).toBeVisible();
});

test('with the gateway down the portal says so, offers a retry and recovers', async ({ page }) => {
  const customer = await readyCustomer({ deposit: '25.00' });
  await signIn(page, customer.mobileNumber, customer.pin);
  await expect(page.getByRole('region', { name: 'Account summary' })).toContainText('GH₵25.00');

  // The gateway goes away (every API call fails at the network) and the customer reloads.
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.reload();
  const failure = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(failure).toBeVisible();
  await expect(page.getByRole('main')).not.toBeEmpty();
  await expect(page.locator('body')).toContainText(/\S/);
  // Retrying while it is still down fails again, plainly.
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible();

  // The gateway is back: one retry brings the account.
  await page.unroute('**/api/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'Account summary' })).toContainText('GH₵25.00');
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveCount(0);
});

test('after an offline spell every list shows its real rows again without a reload; one that failed says so', async ({
  page,
  context,
}) => {
  const customer = await readyCustomer({ deposit: '25.00' });
  const token = await apiSignIn(customer.mobileNumber, customer.pin);
  const saved = await call('POST', '/api/favourite-service/favourites', {
    token,
    body: {
      customerNumber: customer.customerNumber,
      favouriteType: 'MOMO',
      destinationAccountName: 'Ama Mensah',
      destinationAccountNumber: '0245550199',
      sortCode: '300591',
    },
  });
  expect(saved.body.isSuccess, saved.body.displayMessage).toBe(true);
  await signIn(page, customer.mobileNumber, customer.pin);
  const activity = page.getByRole('region', { name: 'Recent Activity' });
  const favourites = page.getByRole('region', { name: 'Favourites' }).first();
  await expect(activity.getByRole('listitem')).toHaveCount(1);
  await expect(favourites).toContainText('Ama Mensah');

  // The connection drops (every API call fails at the network) and the page is opened again.
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible();

  // Back online: the browser says so, and the portal reads again what failed, with no click.
  await context.setOffline(true);
  await page.unroute('**/api/**');
  await context.setOffline(false);
  await expect(page.getByRole('region', { name: 'Account summary' })).toContainText('GH₵25.00');
  await expect(activity.getByRole('listitem')).toHaveCount(1);
  await expect(activity).not.toContainText('No transactions yet');
  await expect(favourites).toContainText('Ama Mensah');
  await expect(favourites).not.toContainText('No favourites yet');

  // Only the statement fails now: its place says so and offers a retry, never an empty list.
  await page.route(/\/api\/transaction-service\/statement\/[^/?]+\?/, (route) =>
    route.abort('internetdisconnected'),
  );
  await page.reload();
  await expect(page.getByRole('region', { name: 'Account summary' })).toContainText('GH₵25.00');
  const failure = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(failure).toBeVisible();
  await expect(favourites).toContainText('Ama Mensah');
  await expect(page.getByText('No transactions yet')).toHaveCount(0);
  await page.unroute(/\/api\/transaction-service\/statement\/[^/?]+\?/);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(activity.getByRole('listitem')).toHaveCount(1);

  // The goals page too: a failed read is not 'No goals yet'; the retry brings the real answer.
  await page.route('**/api/investment/customer-goals/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/target-save');
  const goalsFailure = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(goalsFailure).toBeVisible();
  await expect(page.getByText('No goals yet')).toHaveCount(0);
  await page.unroute('**/api/investment/customer-goals/**');
  await goalsFailure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('No goals yet')).toBeVisible();
});
