// Steps several specs share, done the way a customer does them in the browser.
import { expect, type Locator, type Page } from '@playwright/test';

import { inboxMark, nextOtp } from './gateway';

/**
 * Types digits into a row of six pin boxes named `name` inside `scope`, replacing whatever was
 * there (as a person would: erase, then type; the sixth digit completes the row).
 */
export async function typeDigits(scope: Page | Locator, name: string, digits: string): Promise<void> {
  const group = scope.getByRole('group', { name, exact: true });
  const last = group.getByLabel('Digit 6 of 6');
  await last.focus();
  for (let i = 0; i < 6; i += 1) await last.page().keyboard.press('Backspace');
  await group.getByLabel('Digit 1 of 6').fill(digits);
}

/** Types the code that just reached the phone into the open 'Enter OTP' dialog (the last box verifies). */
export async function enterOtp(page: Page, mobileNumber: string, seen: Set<string>): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Enter OTP' });
  await expect(dialog).toBeVisible();
  const code = await nextOtp(mobileNumber, seen);
  await typeDigits(dialog, 'One-time code', code);
}

/** Fills the sign-in form (number typed after the fixed 233 prefix) and presses Sign in. */
export async function submitSignIn(page: Page, mobileNumber: string, pin: string): Promise<void> {
  await page.getByLabel('Phone number').fill(mobileNumber.slice(1));
  await typeDigits(page, 'Pin', pin);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in from /sign-in through the OTP step and waits until the OTP dialog has closed. */
export async function signIn(page: Page, mobileNumber: string, pin: string): Promise<void> {
  if (!page.url().includes('/sign-in')) await page.goto('/sign-in');
  const seen = await inboxMark(mobileNumber);
  await submitSignIn(page, mobileNumber, pin);
  await enterOtp(page, mobileNumber, seen);
  await expect(page.getByRole('dialog', { name: 'Enter OTP' })).toBeHidden();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

/**
 * Types the PIN a confirm dialog asks for before money goes out (step-up): a payout,
 * a bill, a new payee, a deletion. Fails when the dialog does not ask for it.
 */
export async function enterConfirmPin(dialog: Locator, pin: string): Promise<void> {
  await expect(dialog.getByRole('group', { name: 'PIN', exact: true })).toBeVisible();
  await typeDigits(dialog, 'PIN', pin);
}

/** Opens the settings hub's Log Out dialog and confirms. */
export async function logOut(page: Page): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Log Out' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Log Out' });
  await expect(dialog).toContainText('Are you sure you want to log out?');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
}

/**
 * Makes `presses` (an impatient customer's repeated Yes or Enter) while the money post they send
 * is on its way: the gateway's answer is held until the last press. A fast answer (a retry's
 * stored first answer comes back at once) would otherwise open the result dialog under a press
 * meant for the confirm, and Enter on the result's Ok button would close it before it was read.
 */
export async function pressWhilePosting(page: Page, presses: () => Promise<void>): Promise<void> {
  let pressed!: () => void;
  const done = new Promise<void>((resolve) => (pressed = resolve));
  await page.route(
    '**/api/transaction-service/transaction/transact',
    async (route) => {
      await done;
      await route.fallback();
    },
    { times: 1 },
  );
  try {
    await presses();
  } finally {
    pressed();
  }
}

/**
 * Waits for a looked-up holder's name and answers it. While the lookup runs the field reads
 * 'Validating account ...' (spec §5), which is not empty either: waiting only for a value could
 * read that text instead of the name.
 */
/**
 * Send Money › Mobile Money to `payee`: fills the form, waits for the holder's name, and confirms
 * the fee review; the page then shows what the payment leads to (the confirm dialog, a refusal).
 */
export async function sendMobileMoney(
  page: Page,
  payment: { payee: string; amount: string; reference: string; from?: string },
): Promise<void> {
  await page.goto(payment.from ?? '/transact/send-money');
  await page.getByRole('link', { name: 'Mobile Money' }).click();
  await page.getByLabel('Amount').fill(payment.amount);
  await page.getByLabel('Phone Number').fill(payment.payee);
  await page.getByLabel('Reference').click();
  await lookedUpName(page.getByLabel('Name'));
  await page.getByLabel('Reference').fill(payment.reference);
  await page.getByRole('button', { name: 'Transfer' }).click();
  await page
    .getByRole('region', { name: 'Confirm Transaction' })
    .getByRole('button', { name: 'Confirm' })
    .click();
}

export async function lookedUpName(field: Locator): Promise<string> {
  await expect(field).not.toHaveValue(/^$|^Validating account/);
  return field.inputValue();
}

/**
 * Starts watching the page for `text` (inside a dialog whose text includes `dialog`, when given) and
 * returns the check that it has appeared at any moment since. For messages shown briefly before the
 * page moves on (a success message 0.3 or 0.8 s before a redirect): a `toBeVisible` polls, and on a
 * busy machine its polls come a second apart, so it can miss such a message that was there. Here a
 * mutation observer in the page records it the moment it is rendered, and the check reads that record.
 */
export async function watchFor(
  page: Page,
  text: string,
  options: { dialog?: string } = {},
): Promise<() => Promise<void>> {
  const key = `${options.dialog ?? ''}\n${text}`;
  await page.evaluate(
    ({ key, text, dialog }) => {
      const record = ((window as unknown as { __savewinSeen?: Record<string, boolean> }).__savewinSeen ??=
        {});
      record[key] = false;
      const scopes = () =>
        dialog === undefined
          ? [document.body]
          : Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]')).filter((d) =>
              (d.textContent ?? '').includes(dialog),
            );
      const look = () => {
        if (scopes().some((scope) => (scope.textContent ?? '').includes(text))) {
          record[key] = true;
          observer.disconnect();
        }
      };
      const observer = new MutationObserver(look);
      observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true });
      look();
    },
    { key, text, dialog: options.dialog },
  );
  return async () => {
    await expect
      .poll(
        () =>
          page.evaluate(
            (k) =>
              (window as unknown as { __savewinSeen?: Record<string, boolean> }).__savewinSeen?.[k] ?? false,
            key,
          ),
        { message: `"${text}" shown${options.dialog ? ` in the dialog "${options.dialog}"` : ''}` },
      )
      .toBe(true);
  };
}

/**
 * Starts recording, inside the page, the text of every alert and alert dialog that appears, and
 * returns a reader of what was seen. A timed message (a refusal shown for its few seconds, then
 * gone by itself) is seen by the page however slow the test's own process is: a loaded CI run's
 * polls first found the 'Transaction Failed' dialog only as it closed, its message cleared.
 */
export async function watchAlerts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    const record = () => {
      for (const alert of Array.from(document.querySelectorAll('[role="alertdialog"], [role="alert"]'))) {
        const text = alert.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    Object.assign(window, { __alertsSeen: seen });
  });
  return () => page.evaluate(() => (window as unknown as { __alertsSeen: string[] }).__alertsSeen);
}

/**
 * Waits until an alert whose text starts with `title` and contains `message` has been seen
 * (watchAlerts); an alert dialog's text is its title, its message, then its button.
 */
export async function expectAlertSeen(
  seen: () => Promise<string[]>,
  title: string,
  message: string | RegExp = '',
): Promise<void> {
  await expect
    .poll(async () =>
      (await seen()).some(
        (text) =>
          text.startsWith(title) &&
          (typeof message === 'string' ? text.includes(message) : message.test(text)),
      ),
    )
    .toBe(true);
}

/**
 * Closes a popover or dialog with Escape as a customer would: once the focus is inside it. react-aria
 * moves the focus in after the popover is placed and has entered; an Escape before that goes to
 * the element behind and closes nothing.
 */
export async function closeWithEscape(dialog: Locator): Promise<void> {
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await dialog.page().keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}
