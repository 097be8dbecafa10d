/// <reference lib="dom" />
// The prizes page (spec §2 Prizes page; ARCHITECTURE difference 8): the prize tiers, the
// customer's entries in the open draw, and after the draw its winners and the data that lets
// anyone recompute it. The test gateway runs no scheduled jobs, so the test runs the draw's jobs
// through the sandbox: first now (the week's draw opens), then as if after its draw time.
import { createHash } from 'node:crypto';

import { expectAccessible } from './support/axe';
import { apiSignIn, balanceOf, readyCustomer } from './support/customers';
import { expect, test } from './support/fixtures';
import { signIn } from './support/flows';
import { call } from './support/gateway';

interface Draw {
  drawId: string;
  name: string;
  drawAt: string;
  myTickets: number;
  seedCommitment: string;
}

interface Verification {
  seed: string | null;
  seedCommitment: string;
  entriesCommitment: string | null;
  entries: { entrant: string; tickets: number }[] | null;
  winningEntrants: { position: number; entrant: string; ticket: number }[];
  winners: { shortName: string; position: number; prize: string }[];
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

test('prizes: tiers and my entries, then the drawn winners with data that recomputes the draw', async ({
  page,
}) => {
  expect((await call('POST', '/api/sandbox/draws/run', { body: {} })).status).toBe(200);
  // GH₵125.00 saved this week: one ticket per GH₵10, so 12 entries.
  const customer = await readyCustomer({ deposit: '125.00' });
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
  await expect(chances).toContainText(draw.seedCommitment);
  await expect(page.getByRole('region', { name: 'Previous Winners' })).toBeVisible();
  await expectAccessible(page, '/prizes with an open draw');

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

  await page.reload();
  const winners = page.getByRole('region', { name: 'Previous Winners' });
  for (const w of v.winners) await expect(winners).toContainText(w.shortName);
  const card = page.getByRole('region', { name: 'Draw verification' });
  await expect(card).toContainText(draw.drawId);
  await expect(card).toContainText(v.seedCommitment);
  await expect(card).toContainText(v.seed ?? '');
  await expect(card).toContainText(v.entriesCommitment ?? '');
  await expect(card.getByRole('heading', { name: 'How to recompute' })).toBeVisible();
  const me = sha256(`${draw.drawId}:${customer.customerNumber}`).slice(0, 16);
  await expect(card).toContainText(`Entrant ${me} with 12 tickets`);
  const rows = card.getByRole('table', { name: 'Winning tickets' }).getByRole('row');
  await expect(rows).toHaveCount(v.winningEntrants.length + 1);
  await card.getByRole('button', { name: 'Check this draw' }).click();
  const result = card.getByRole('status');
  await expect(result).toContainText('The revealed seed matches the fingerprint published before the draw.');
  await expect(result).toContainText('The entry list matches its published fingerprint.');
  await expect(result).toContainText('Recomputing the draw from the seed picks the same winning tickets.');
  await expectAccessible(page, '/prizes after the draw');

  // A prize is money: if this customer won, their balance holds it, once.
  const won = v.winningEntrants.find((w) => w.entrant === me);
  const prize = won ? Number(v.winners.find((w) => w.position === won.position)?.prize ?? 0) : 0;
  expect(await balanceOf(customer)).toBe((125 + prize).toFixed(2));
});
