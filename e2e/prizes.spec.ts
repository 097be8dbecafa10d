/// <reference lib="dom" />
// The prizes page (spec §2 Prizes page; ARCHITECTURE difference 8): the prize tiers, the
// customer's entries in the open draw, and after the draw its winners grouped by draw with its
// date and, in a section of its own written for a customer, how the draw is kept fair: what was
// fixed when, the public beacon round, the customer's own private code and a check that recomputes
// the draw in the browser. The test gateway runs no scheduled jobs, so the test runs the draw's
// jobs through the sandbox: first now (the week's draw opens), then as if after its draw time.
import { createHash } from 'node:crypto';

import { expectAccessible } from './support/axe';
import { apiSignIn, balanceOf, readyCustomer } from './support/customers';
import { expect, test } from './support/fixtures';
import { signIn } from './support/flows';
import { call } from './support/gateway';
import { createGoal, goalsOf } from './support/goals';
import { expectPhoneLayout } from './support/layout';

interface Beacon {
  source: string;
  round: number;
  randomness: string | null;
  signature: string | null;
}

interface Draw {
  drawId: string;
  name: string;
  drawAt: string;
  myTickets: number;
  seedCommitment: string;
  beacon: Beacon;
}

interface Verification {
  name: string;
  seed: string | null;
  beacon: Beacon;
  myEntrant: string | null;
  seedCommitment: string;
  entriesCommitment: string | null;
  entries: { entrant: string; tickets: number }[] | null;
  winningEntrants: { position: number; entrant: string; ticket: number }[];
  winners: { shortName: string; position: number; prize: string; drawDate: string }[];
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

test('prizes: tiers and my entries, then the drawn winners by draw and how to check the draw', async ({
  page,
}, testInfo) => {
  expect((await call('POST', '/api/sandbox/draws/run', { body: {} })).status).toBe(200);
  // GH₵125.00 saved this week: one ticket per GH₵10, so 12 entries.
  const customer = await readyCustomer({ deposit: '125.00' });
  // A goal to have prizes saved into (empty: it takes no tickets from the account).
  const goal = await createGoal(customer, 'Prize pot');
  const token = await apiSignIn(customer.mobileNumber, customer.pin);
  const current = await call<Draw>('GET', '/api/draws/current', { token });
  expect(current.body.isSuccess, current.body.displayMessage).toBe(true);
  const draw = current.body.result;
  expect(draw.myTickets).toBe(12);

  await signIn(page, customer.mobileNumber, customer.pin);
  await page.goto('/prizes');
  const top = page.getByRole('region', { name: 'Top Prize' });
  await expect(top).toContainText('GH₵3,500.00');
  await expect(top).toContainText('2nd PrizeGH₵1,000.00');
  await expect(top).toContainText('3rd PrizeGH₵500.00');
  await expect(top).toContainText('4th PrizeGH₵250.00');
  const chances = page.getByRole('region', { name: 'Increase your chances' });
  await expect(chances).toContainText(`You have 12 entries in the ${draw.name}`);
  // The fingerprint is not the chances card's business: it has its own section, in plain words.
  await expect(chances).not.toContainText(draw.seedCommitment);
  await expect(chances).not.toContainText('SHA-256');
  await expect(page.getByRole('region', { name: 'Previous Winners' })).toBeVisible();
  const fair = page.getByRole('region', { name: 'How we keep the draw fair' });
  await expect(fair).toContainText(draw.name);
  await expect(fair).toContainText(draw.seedCommitment);
  await expect(fair).toContainText(`public random number ${draw.beacon.round} from the sandbox test beacon`);
  await expect(fair).toContainText('after entries close');
  // The prize checker: this draw's tickets so far, and prizes paid into SAVE & WIN until the
  // customer chooses the goal.
  const mine = page.getByRole('region', { name: 'Your draws' });
  await expect(mine.getByRole('listitem').filter({ hasText: draw.name })).toContainText('12 tickets so far.');
  const where = page.getByRole('region', { name: 'Where your prizes go' });
  await expect(where.getByRole('radio', { name: 'SAVE & WIN account' })).toBeChecked();
  await where.getByText('Prize pot', { exact: true }).click();
  await where.getByRole('button', { name: 'Save' }).click();
  await expect(where).toContainText('Saved. Your prizes will be paid into your goal Prize pot.');
  const chosen = await call<{ destination: string; goalAccountNumber: string | null }>(
    'GET',
    '/api/draws/prize-destination',
    { token: await apiSignIn(customer.mobileNumber, customer.pin) },
  );
  expect(chosen.body.result).toMatchObject({
    destination: 'GOAL',
    goalAccountNumber: goal.goalAccountNumber,
  });
  await expectAccessible(page, '/prizes with an open draw');
  await expectPhoneLayout(page, testInfo, 'prizes with an open draw');

  // The draw takes place.
  const after = new Date(Date.parse(draw.drawAt) + 60_000).toISOString();
  expect((await call('POST', '/api/sandbox/draws/run', { body: { at: after } })).status).toBe(200);
  // A fresh credential: the test gateway's access credential lives only a few seconds.
  const verification = await call<Verification>('GET', `/api/draws/${draw.drawId}/verification`, {
    token: await apiSignIn(customer.mobileNumber, customer.pin),
  });
  expect(verification.status).toBe(200);
  const v = verification.body.result;
  expect(v.seed).not.toBeNull();
  // The gateway's own proof holds: the seed it reveals is the one it committed to.
  expect(sha256(v.seed ?? '')).toBe(v.seedCommitment);
  expect(v.winners.length).toBeGreaterThan(0);

  // The draw used the beacon round fixed when it opened, and published its randomness.
  expect(v.beacon).toMatchObject({ source: 'sandbox', round: draw.beacon.round });
  expect(v.beacon.randomness).toMatch(/^[0-9a-f]{64}$/);

  await page.reload();
  // This draw's winners are listed together under the draw's date.
  const winners = page.getByRole('region', { name: 'Previous Winners' });
  const drawDate = v.winners[0]?.drawDate ?? '';
  const day = new Intl.DateTimeFormat('en-GH', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${drawDate}T00:00:00Z`),
  );
  const thisDraw = winners.getByRole('region', { name: `Draw of ${day}` });
  await expect(thisDraw.getByRole('listitem')).toHaveCount(v.winners.length);
  for (const w of v.winners) await expect(thisDraw).toContainText(w.shortName);

  await expect(fair.getByRole('heading', { level: 3, name: new RegExp(`^${v.name}, drawn`) })).toBeVisible();
  await expect(fair).toContainText(
    `public random number ${draw.beacon.round} was produced by the sandbox test beacon`,
  );
  // Only this customer is told which private code is theirs; a stranger's guess from the customer
  // number (the old unkeyed pseudonym) names no entry.
  const me = v.myEntrant ?? '';
  await expect(fair).toContainText(`your private code ${me} had 12 tickets`);
  const guess = sha256(`${draw.drawId}:${customer.customerNumber}`).slice(0, 16);
  expect(v.entries?.some((e) => e.entrant === guess)).toBe(false);

  // The technical details are one disclosure away, and hold everything needed to recompute.
  await fair.getByText('Technical details for recomputing this draw').click();
  await expect(fair).toContainText(v.seedCommitment);
  await expect(fair).toContainText(v.seed ?? '');
  await expect(fair).toContainText(v.beacon.randomness ?? '');
  await expect(fair).toContainText(v.entriesCommitment ?? '');
  await expect(fair.getByRole('heading', { name: 'How to recompute' })).toBeVisible();
  const rows = fair.getByRole('table', { name: 'Winning tickets' }).getByRole('row');
  await expect(rows).toHaveCount(v.winningEntrants.length + 1);
  await fair.getByRole('button', { name: 'Check this draw in my browser' }).click();
  const result = fair.getByRole('status');
  await expect(result).toContainText(
    'The revealed secret number matches the fingerprint published when the draw opened.',
  );
  await expect(result).toContainText(
    'The list of entries matches the fingerprint published when entries closed.',
  );
  await expect(result).toContainText("The public random number is consistent with the beacon's signature.");
  await expect(result).toContainText('Your browser worked out the same winning tickets.');
  await expectAccessible(page, '/prizes after the draw');
  await expectPhoneLayout(page, testInfo, 'prizes after the draw');

  // A prize is money: if this customer won, the goal they chose holds it, once, and the checker
  // says so; the SAVE & WIN balance is untouched either way.
  const won = v.winningEntrants.find((w) => w.entrant === me);
  const prize = won ? Number(v.winners.find((w) => w.position === won.position)?.prize ?? 0) : 0;
  const myResult = mine.getByRole('listitem').filter({ hasText: v.name });
  if (won) {
    await expect(myResult).toContainText(
      `GH₵${prize.toLocaleString('en-GH', { minimumFractionDigits: 2 })}.`,
    );
    await expect(myResult).toContainText('Saved into your goal Prize pot on');
  } else {
    await expect(myResult).toContainText('12 tickets, no prize this time.');
  }
  expect(await balanceOf(customer)).toBe('125.00');
  const pot = (await goalsOf(customer)).find((g) => g.goalAccountNumber === goal.goalAccountNumber);
  expect(pot?.currentAmount).toBe(prize.toFixed(2));
});
