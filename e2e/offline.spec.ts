/// <reference lib="dom" />
// The service worker (apps/portal/vite.config.ts): after one visit the portal opens without a
// connection, its frame painted from the phone's cache with a clear offline message; it never
// keeps an /api answer (customer data) and never queues or replays a money action.
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from '@playwright/test';

import { readyCustomer, statementOf } from './support/customers';
import { expect, test } from './support/fixtures';
import { signIn } from './support/flows';

test.use({ serviceWorkers: 'allow' });

const OFFLINE = 'You are offline. Your account and money actions need a connection';

/** Waits until the worker has installed its precache and controls the page. */
async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The path of every address held in the page's Cache Storage. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      // Workbox keys a file without a hash in its name by its revision (?__WB_REVISION__=…).
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

test('after one visit the portal opens offline, says so, and keeps no customer data', async ({
  page,
  context,
}) => {
  const customer = await readyCustomer({ deposit: '10.00' });
  await signIn(page, customer.mobileNumber, customer.pin);
  await expect(page.getByRole('region', { name: 'Account summary' })).toContainText('GH₵10.00');
  await workerInControl(page);

  // The shell (the page, its scripts, the manifest) is cached; no answer of the API is.
  const cached = await cachedUrls(page);
  expect(cached.some((url) => url === '/index.html')).toBe(true);
  expect(cached.some((url) => url === '/manifest.webmanifest')).toBe(true);
  expect(cached.filter((path) => path.startsWith('/api'))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  // The frame paints from the cache, and the customer is told why the account does not load.
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByText(OFFLINE).first()).toBeVisible();
  expect((await cachedUrls(page)).filter((path) => path.startsWith('/api'))).toEqual([]);

  // Back online: the portal reads again what failed by itself, with no click and no reload.
  await context.setOffline(false);
  await expect(page.getByRole('region', { name: 'Account summary' })).toContainText('GH₵10.00');
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
});

test('a money action sent offline fails at once and is never replayed when back online', async ({
  page,
  context,
}) => {
  const customer = await readyCustomer({ deposit: '10.00' });
  await signIn(page, customer.mobileNumber, customer.pin);
  await workerInControl(page);
  const before = await statementOf(customer);

  const moneyCalls: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/transaction/transact'))
      moneyCalls.push(request.url());
  });

  await context.setOffline(true);
  const outcome = await page.evaluate(
    async ({ accountNumber, mobileNumber, transactionId }) => {
      try {
        await fetch('/api/transaction-service/transaction/transact', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Authorization: `Bearer ${sessionStorage.getItem('token') ?? ''}`,
          },
          body: JSON.stringify({
            customerAccountNumber: accountNumber,
            transactionId,
            amount: '5.00',
            narration: 'Deposit',
            transactionType: 'DEPOSIT',
            destinationAccountNumber: mobileNumber,
            destinationSortCode: '',
            sourceSystem: 'WEB APP',
          }),
        });
        return 'sent';
      } catch {
        return 'failed';
      }
    },
    {
      accountNumber: customer.accountNumber,
      mobileNumber: customer.mobileNumber,
      transactionId: randomUUID(),
    },
  );
  expect(outcome).toBe('failed');
  moneyCalls.length = 0;

  // Back online (a background sync would fire now): nothing is sent, the statement is unchanged.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Account summary' })).toContainText('GH₵10.00');
  await page.waitForTimeout(2_000);
  expect(moneyCalls).toEqual([]);
  expect(await statementOf(customer)).toEqual(before);
});

test('the manifest makes the portal installable', async ({ request }) => {
  const answer = await request.get('/manifest.webmanifest');
  expect(answer.status()).toBe(200);
  const manifest = (await answer.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: unknown[];
  };
  expect(manifest).toMatchObject({ name: 'SAVE & WIN', start_url: '/', display: 'standalone' });
  // Android installs from PNG icons of 192 and 512 px, and crops a maskable one to its own shape.
  const pngs = (manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[]).filter(
    (icon) => icon.type === 'image/png',
  );
  expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of pngs) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
    const body = await image.body();
    // A PNG's width and height are the big-endian words at bytes 16 and 20 of its IHDR chunk.
    expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
  const page = await request.get('/sign-in');
  expect(await page.text()).toContain('<meta name="theme-color" content="#006b3f" />');
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('a new version waits for the customer: what they typed stays until they press Reload', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await workerInControl(page);
  const phone = page.getByLabel('Phone number');
  await phone.fill('241234567');

  // The next deploy: the served worker script changes, and the browser, asked to look for an
  // update, installs it beside the running one. (Playwright's routing does not reach a worker's
  // own script, so the build's file itself changes for a moment, and is put back.)
  const workerFile = join(process.env.E2E_PORTAL_DIST ?? '', 'sw.js');
  const current = readFileSync(workerFile, 'utf8');
  try {
    writeFileSync(workerFile, `${current}\n// the next version\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
  } finally {
    writeFileSync(workerFile, current);
  }
  const notice = page.getByText('A new version of SAVE & WIN is ready.');
  await expect(notice).toBeVisible();
  // Nothing reloaded by itself: the page and what the customer typed are still there.
  await expect(phone).toHaveValue('241234567');
  expect(
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting !== null)),
  ).toBe(true);

  // The customer chooses: the new version takes over and the page reloads under it.
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
  await expect(page.getByLabel('Phone number')).toHaveValue('');
  await expect(notice).toHaveCount(0);
  expect(
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: registration?.waiting ?? null,
        controlled: navigator.serviceWorker.controller !== null,
      };
    }),
  ).toEqual({ waiting: null, controlled: true });
});
