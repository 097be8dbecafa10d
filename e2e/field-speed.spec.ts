/// <reference lib="dom" />
// Speed in the field: a page load reports its Core Web Vitals and, on the dashboard, the time
// until the balance was painted with data, to the gateway's metrics, as the page is left; the
// report names the page by its route name and carries nothing of the customer.
import type { Request } from '@playwright/test';

import { readyCustomer } from './support/customers';
import { baseUrl, OPERATOR_TOKEN } from './support/env';
import { expect, test } from './support/fixtures';
import { signIn } from './support/flows';

/** The count of a histogram series on GET /metrics (0 before its first value). */
async function metricCount(series: string): Promise<number> {
  const answer = await fetch(`${baseUrl()}/metrics`, {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
  });
  expect(answer.status).toBe(200);
  const line = (await answer.text()).split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

test('a page hidden or left reports its web vitals and the dashboard its paint time, by page name, with nothing of the customer', async ({
  page,
}) => {
  const customer = await readyCustomer({ deposit: '12.00' });
  await signIn(page, customer.mobileNumber, customer.pin);
  // A fresh load of the dashboard, as a customer opening the portal signed in.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Account summary' })).toContainText('GH₵12.00');
  const painted = 'portal_web_vital_seconds_count{metric="DASHBOARD_PAINTED",page="home"}';
  const before = await metricCount(painted);

  // The reporter arrives with the customer's first tap (none is fetched with the page).
  await page.getByRole('heading', { level: 1 }).click();
  // The customer switches to another app: the page is hidden (as Chromium reports it on a phone;
  // a headless page never is, so the state is set as the browser would set it). Until the
  // reporter has arrived a hide sends nothing, and a measurement the browser has yet to hand over
  // (the tap's INP comes through the browser's event timing, in its own time) goes with a later
  // hide, so the hide is repeated until the reports have named all of them.
  const reports: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/field-speed')) reports.push(request);
  });
  type Report = { page: string; measurements: { name: string; value: number }[] };
  const sent = () => reports.flatMap((request) => (request.postDataJSON() as Report).measurements);
  // LCP waits for a hide the browser itself reports (a real one is below; this one is made up).
  await expect
    .poll(async () => {
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      return sent().map((m) => m.name);
    })
    .toEqual(expect.arrayContaining(['TTFB', 'FCP', 'CLS', 'INP', 'DASHBOARD_PAINTED']));
  // Each measurement once per load, each report named by the page, never by the customer.
  const names = sent().map((m) => m.name);
  expect(new Set(names).size).toBe(names.length);
  const paint = sent().find((m) => m.name === 'DASHBOARD_PAINTED')!.value;
  expect(paint).toBeGreaterThan(0);
  expect(paint).toBeLessThan(60_000);
  for (const request of reports) {
    expect((request.postDataJSON() as Report).page).toBe('home');
    const body = request.postData() ?? '';
    for (const secret of [customer.mobileNumber, customer.customerNumber]) {
      expect(body).not.toContain(secret);
    }
    expect(request.headers()['authorization']).toBeUndefined();
  }

  await expect.poll(() => metricCount(painted)).toBeGreaterThan(before);

  // Leaving a page for another load: the browser hides it as it unloads, and the report goes out
  // with it (a keepalive request the gateway counts).
  await page.goto('/prices');
  await page.getByRole('heading', { level: 1, name: 'Prices' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-field-speed', 'prices');
  const pricesLcp = 'portal_web_vital_seconds_count{metric="LCP",page="prices"}';
  const lcpBefore = await metricCount(pricesLcp);
  await page.goto('/');
  await expect.poll(() => metricCount(pricesLcp)).toBeGreaterThan(lcpBefore);
});
