// Interactions with the CPU slowed 4× (Chromium's own throttling): a customer filling the payment
// form, the goal form, the sign-in form, deposit, withdraw, link wallet and the payment link's
// amount dialog, read from the browser's own performance entries: long
// tasks while the form is used, and INP (the slowest interaction's event duration; fewer than 50
// interactions, so no outlier is dropped).
import { pathToFileURL } from 'node:url';

import type { Page } from 'playwright';

import { call, deposit, freshNumber, inboxIds, nextOtp, verifiedCustomer } from '../support/api';
import { sessionStorageOf, startPortal, type PortalUnderTest } from '../support/portal';
import type { Check, Section } from '../support/results';

interface Observed {
  longTasks: number[];
  /** Per interaction: its slowest event's duration and what it was ('click on Done'). */
  interactions: Map<number, { duration: number; what: string }>;
}

declare global {
  interface Window {
    benchPerf: { longTasks: number[]; events: { id: number; duration: number; what: string }[] };
  }
}

/** Starts recording in every document of the page (before any of the portal's scripts). */
function recordPerformance(): void {
  window.benchPerf = { longTasks: [], events: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.benchPerf.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    // interactionId is newer than TypeScript's DOM types.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (!entry.interactionId) continue;
      const target = entry.target instanceof Element ? entry.target : null;
      const label = target?.getAttribute('aria-label') ?? target?.textContent ?? '';
      const what = `${entry.name} on ${target?.tagName.toLowerCase() ?? '?'} '${label.trim().slice(0, 30)}'`;
      window.benchPerf.events.push({ id: entry.interactionId, duration: entry.duration, what });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

async function observed(page: Page): Promise<Observed> {
  // Event timing entries are delivered after the next frame: let the page paint twice.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.waitForTimeout(300);
  const raw = await page.evaluate(() => window.benchPerf);
  const interactions = new Map<number, { duration: number; what: string }>();
  for (const e of raw.events) {
    if ((interactions.get(e.id)?.duration ?? -1) < e.duration) interactions.set(e.id, e);
  }
  return { longTasks: raw.longTasks, interactions };
}

async function resetRecording(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.benchPerf.longTasks = [];
    window.benchPerf.events = [];
  });
}

interface Form {
  name: string;
  path: string;
  signedIn: boolean;
  /** Gets from the page to the ready form (not measured). */
  open(page: Page): Promise<void>;
  /** What the customer does, measured. */
  use(page: Page): Promise<void>;
}

/**
 * Taps the field and types, as on a phone: there the browser brings a tapped field to the middle
 * of what the on-screen keyboard leaves visible. Tapped where it lies, a field cut off by the
 * bottom edge of the 740 px window (the goal form's Title) had Chromium report every keystroke as
 * ending at the next paint after the typing stopped: 0.6 to 3.7 s per keystroke however slowly
 * it was typed, while the trace showed each keystroke handled in under 45 ms at 4× CPU and a
 * frame drawn after each; the same field in the middle of the window answers in 24–64 ms.
 */
async function typeInto(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await field.click();
  await page.keyboard.type(text, { delay: 30 });
}

/** Measures every form, or only those whose path contains `only`. */
export async function interactionsSection(portal: PortalUnderTest, only?: string): Promise<Section> {
  const recipient = await verifiedCustomer(portal.gateway.url);
  /**
   * A verified customer with 500.00 in the account, signed in for one form: a session is one
   * browser tab's, and a refresh credential another tab already rotated ends the session (401).
   */
  const customerWithMoney = async () => {
    const customer = await verifiedCustomer(portal.gateway.url);
    await deposit(portal.gateway.url, customer, customer.accountNumber, '500.00');
    return customer;
  };
  const link = await call<{ hash: string }>(portal.gateway.url, 'POST', '/api/payment-link', {
    token: recipient.token,
    body: {},
  });
  if (!link.isSuccess) throw new Error(`payment link refused: ${link.displayMessage}`);
  const payer = freshNumber();

  const forms: Form[] = [
    {
      name: 'payment form (send money to a SAVE & WIN account, up to the fee confirmation)',
      path: '/transact/send-money',
      signedIn: true,
      open: (page) => page.getByRole('link', { name: 'SAVE & WIN Account' }).click(),
      async use(page) {
        await typeInto(page, 'Amount', '25.00');
        await typeInto(page, 'Account Number', recipient.accountNumber);
        await typeInto(page, 'Reference', 'Lunch');
        await page.getByRole('button', { name: 'Transfer' }).click();
        await page.getByRole('region', { name: 'Confirm Transaction' }).waitFor();
      },
    },
    {
      name: 'goal form (create a target save: purpose, title, amount, then Create Goal asks for the date)',
      path: '/create-target-save',
      signedIn: true,
      open: (page) => page.getByRole('button', { name: 'Create Goal' }).waitFor(),
      async use(page) {
        await page.getByRole('button', { name: 'Select Purpose' }).click();
        const dialog = page.getByRole('dialog', { name: 'Select Purpose' });
        // A tap on the chip: its radio input is visually hidden under the chip's label, which is
        // what a finger (and so Playwright's pointer) presses.
        await dialog
          .locator('label', { has: page.getByRole('radio') })
          .first()
          .click();
        await dialog.getByRole('button', { name: 'Done' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await typeInto(page, 'Title', 'School fees');
        await typeInto(page, 'Target Amount', '1200');
        await page.getByRole('button', { name: 'Create Goal' }).click();
        await page.getByText('Please select a due date').waitFor();
      },
    },
    {
      name: 'deposit form (amount typed, Deposit, up to the confirm text)',
      path: '/deposit',
      signedIn: true,
      open: (page) => page.getByRole('button', { name: 'Deposit' }).waitFor(),
      async use(page) {
        await typeInto(page, 'Amount', '40');
        await page.getByRole('button', { name: 'Deposit' }).click();
        await page.getByRole('alertdialog', { name: 'Confirm' }).waitFor();
      },
    },
    {
      name: 'withdraw form (amount typed, Withdraw, up to the transaction details)',
      path: '/withdraw',
      signedIn: true,
      open: (page) => page.getByRole('button', { name: 'Withdraw' }).waitFor(),
      async use(page) {
        await typeInto(page, 'Amount', '10');
        await page.getByRole('button', { name: 'Withdraw' }).click();
        await page.getByRole('region', { name: 'Transaction Details' }).waitFor();
      },
    },
    {
      name: "link wallet form (wallet number typed, Validate, up to the holder's name)",
      path: '/link-wallet',
      signedIn: true,
      open: (page) => page.getByRole('button', { name: 'Validate' }).waitFor(),
      async use(page) {
        await typeInto(page, 'Wallet Number', freshNumber());
        await page.getByRole('button', { name: 'Validate' }).click();
        const name = await page.getByLabel('Name', { exact: true }).elementHandle();
        await page.waitForFunction(
          (field) => !['', 'Validating account ...'].includes((field as HTMLInputElement).value),
          name,
        );
      },
    },
    {
      name: "payment link's amount dialog (amount typed, CONFIRM, up to 'being processed')",
      path: `/payment-link?hash=${link.result.hash}`,
      signedIn: false,
      // The payer's number, network and name, then the OTP: what comes before the dialog.
      async open(page) {
        await page.getByLabel('Mobile Number').fill(payer);
        await page.getByRole('radiogroup', { name: 'Network' }).getByText('MTN', { exact: true }).click();
        await page.getByRole('button', { name: 'Done' }).click();
        await page.getByRole('button', { name: 'Proceed' }).waitFor();
        const seen = await inboxIds(portal.gateway.url, payer);
        await page.getByRole('button', { name: 'Proceed' }).click();
        const otp = page.getByRole('dialog', { name: 'Enter OTP' });
        await otp.waitFor();
        await otp.getByLabel('Digit 1 of 6').fill(await nextOtp(portal.gateway.url, payer, seen));
        await page.getByRole('dialog', { name: 'Enter amount and confirm' }).waitFor();
      },
      async use(page) {
        const dialog = page.getByRole('dialog', { name: 'Enter amount and confirm' });
        await dialog.getByLabel('Amount').click();
        await page.keyboard.type('25.00', { delay: 30 });
        await dialog.getByRole('button', { name: 'CONFIRM' }).click();
        await page.getByText(/is being processed/).waitFor();
      },
    },
    {
      name: 'sign-in form (number and PIN typed)',
      path: '/sign-in',
      signedIn: false,
      open: (page) => page.getByLabel('Phone number').waitFor(),
      async use(page) {
        await typeInto(page, 'Phone number', recipient.mobileNumber.slice(1));
        await page.getByRole('group', { name: 'Pin', exact: true }).getByLabel('Digit 1 of 6').click();
        await page.keyboard.type('123456', { delay: 30 });
      },
    },
  ];

  const browser = await portal.browser();
  const lines = [
    '| form | interactions | INP ms (slowest interaction) | longest task ms | tasks over 50 ms |',
    '| --- | --- | --- | --- | --- |',
  ];
  const checks: Check[] = [];
  try {
    for (const form of forms.filter((f) => only === undefined || f.path.includes(only))) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      if (form.signedIn) {
        await context.addInitScript(
          (entries) => {
            // The first document of the tab only: later ones keep what the portal renewed.
            if (sessionStorage.getItem('token')) return;
            for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
          },
          sessionStorageOf(await customerWithMoney()),
        );
      }
      await context.addInitScript(recordPerformance);
      const page = await context.newPage();
      try {
        await page.goto(`${portal.gateway.url}${form.path}`, { waitUntil: 'networkidle' });
        await form.open(page);
        await page.waitForLoadState('networkidle');
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await resetRecording(page);
        await form.use(page);
        const { longTasks, interactions } = await observed(page);
        const slowest = [...interactions.values()].sort((a, b) => b.duration - a.duration)[0];
        const inp = slowest?.duration ?? 0;
        const longest = Math.max(0, ...longTasks);
        const over = longTasks.filter((d) => d > 50).length;
        lines.push(
          `| ${form.name} | ${interactions.size} | ${inp} (${slowest?.what ?? 'none'}) | ${longest.toFixed(0)} | ${over} |`,
        );
        checks.push(
          { name: `${form.path}: INP, CPU 4× slower`, value: inp, target: 100, kind: 'max', unit: ' ms' },
          {
            name: `${form.path}: longest task, CPU 4× slower`,
            value: Math.round(longest),
            target: 50,
            kind: 'max',
            unit: ' ms',
          },
        );
      } catch (error) {
        lines.push(`| ${form.name} | not measured: ${String(error).split('\n')[0]} | | | |`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return {
    title: 'Portal: interactions with the CPU slowed 4×',
    command: 'npx tsx bench/portal/run.ts (Playwright, Chromium, Emulation.setCPUThrottlingRate 4)',
    lines,
    checks,
  };
}

// `npx tsx bench/portal/interactions.ts [path] [rounds]`: these measurements alone, on a fresh build,
// for the forms whose path contains `path` (every form without it), `rounds` times (1), printed
// rather than written to RESULTS.md: to compare a change before and after in the same minutes.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [only, rounds = '1'] = process.argv.slice(2);
  const portal = await startPortal();
  try {
    for (let round = 1; round <= Number(rounds); round++) {
      console.log(`round ${round}`);
      console.log((await interactionsSection(portal, only)).lines.join('\n'));
    }
  } finally {
    await portal.stop();
  }
}
