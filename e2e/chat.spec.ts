/// <reference lib="dom" />
// The assistant chat (spec §2 Chat, §4, §5, §8): blank messages are refused, the pending reply
// shows 'Loading...', the reply is typed out (at once with reduced motion), and the sandbox
// assistant answers from the customer's real data: the balance it gives is the balance shown.
import { expectAccessible } from './support/axe';
import { balanceOf, readyCustomer } from './support/customers';
import { expect, test } from './support/fixtures';
import { signIn } from './support/flows';

test('a question about the balance is answered with the balance the page shows', async ({ page }) => {
  const customer = await readyCustomer({ deposit: '87.50' });
  await signIn(page, customer.mobileNumber, customer.pin);
  await page.goto('/settings/support');
  await page.getByRole('link', { name: 'Chat' }).click();
  await expect(page).toHaveURL(/\/chat\/ai$/);
  await expectAccessible(page, '/chat/ai');

  const input = page.getByRole('textbox', { name: 'Message' });
  await expect(input).toHaveAttribute('placeholder', 'Chat');
  const submit = page.getByRole('button', { name: 'Submit' });
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a message.');
  await input.fill('   ');
  await input.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Please enter a message.');
  const history = page.getByRole('list', { name: 'Chat history' });
  await expect(history.getByRole('listitem')).toHaveCount(0);

  // Hold the answer back until the pending bubble has been seen (a fixed 800 ms hold was missed
  // once on a loaded machine: the answer had come before the check looked).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/assistant/chat', async (route) => {
    await held;
    await route.continue();
  });
  await input.fill('What is my balance?');
  await submit.click();
  const bubbles = history.getByRole('listitem');
  await expect(bubbles.nth(0)).toContainText('What is my balance?');
  await expect(bubbles.nth(1)).toContainText('Loading...');
  await expect(input).toHaveValue('');
  release();

  // The reply is typed out: first part of it, then all of it.
  const announcer = page.getByTestId('chat-announcer');
  await expect(announcer).not.toBeEmpty();
  const reply = (await announcer.textContent()) ?? '';
  const typed = bubbles.nth(1).locator('[aria-hidden="true"]');
  await expect
    .poll(
      async () => {
        const shown = (await typed.textContent({ timeout: 1_000 })) ?? '';
        return shown.length > 0 && shown.length < reply.length && reply.startsWith(shown);
      },
      { message: 'part of the reply is shown while it is typed out', intervals: [20] },
    )
    .toBe(true);
  await expect(bubbles.nth(1)).toHaveText(`Assistant${reply}`);

  const summary = page.getByRole('region', { name: 'Account summary' });
  const shownBalance = await summary
    .locator('dt', { hasText: /^Balance$/ })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();
  expect(shownBalance).toBe('GH₵87.50');
  expect(reply).toContain(`Your SAVE & WIN balance is ${shownBalance}`);
  expect(await balanceOf(customer)).toBe('87.50');
  await expectAccessible(page, '/chat/ai with a conversation');

  // With reduced motion the reply appears whole, with no typing.
  await page.unroute('**/api/assistant/chat');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await input.fill('How many draw tickets do I have?');
  await submit.click();
  await expect(bubbles).toHaveCount(4);
  await expect(bubbles.nth(3)).not.toContainText('Loading...');
  await expect(bubbles.nth(3)).toContainText('ticket', { timeout: 300 });
  await expect(bubbles.nth(3).locator('[aria-hidden="true"]')).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to Support' }).click();
  await expect(page).toHaveURL(/\/settings\/support$/);
});

test('a failed chat call says Something went wrong and gives the message back', async ({ page }) => {
  const customer = await readyCustomer();
  await signIn(page, customer.mobileNumber, customer.pin);
  await page.goto('/chat/ai');
  await page.route('**/api/assistant/chat', (route) => route.fulfill({ status: 503, body: '{}' }));
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('How do I fund my goal?');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Something went wrong');
  await expect(input).toHaveValue('How do I fund my goal?');
  await expect(page.getByRole('list', { name: 'Chat history' }).getByRole('listitem')).toHaveCount(1);
});
