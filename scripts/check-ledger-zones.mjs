// The ledger's lint zones can fail: lints small made-up files placed where a module
// outside the ledger lives (http/, jobs/, bills, goals) and checks that ESLint refuses ledger SQL
// and imports of the ledger's internals there, and allows them inside domain/ledger. Then checks
// that the ledger's public API no longer offers the pieces a module needs to rebuild a movement
// of its own (locks, holds, hashes, replays, limit checks). Exits non-zero with what went wrong.
import { readFileSync, readdirSync } from 'node:fs';

import { ESLint } from 'eslint';

const root = new URL('..', import.meta.url);
const eslint = new ESLint({ cwd: root.pathname });

const sql = `export async function f(db: { query(s: string): Promise<unknown> }) {
  await db.query(\`UPDATE ledger_accounts SET status = 'CLOSED'\`);
  await db.query('INSERT INTO ledger_transactions (transaction_id) VALUES (1)');
}
`;
const internals = (from) => `import { lockCustomerAccounts } from '${from}/accounts';
export const g = lockCustomerAccounts;
`;

/** [file (as if it lived there), text, rule ids expected (none: the file must lint clean of them)] */
const cases = [
  ['apps/gateway/src/http/handlers/zone-check.ts', sql, ['no-restricted-syntax']],
  ['apps/gateway/src/jobs/zone-check.ts', sql, ['no-restricted-syntax']],
  ['apps/gateway/src/domain/bills/zone-check.ts', sql, ['no-restricted-syntax']],
  ['apps/gateway/src/domain/goals/zone-check.ts', sql, ['no-restricted-syntax']],
  ['apps/gateway/src/domain/ledger/zone-check.ts', sql, []],
  ['apps/gateway/src/domain/bills/zone-check.ts', internals('../ledger'), ['import-x/no-restricted-paths']],
  ['apps/gateway/src/jobs/zone-check.ts', internals('../domain/ledger'), ['import-x/no-restricted-paths']],
  ['apps/gateway/src/http/zone-check.ts', internals('../domain/ledger'), ['import-x/no-restricted-paths']],
  ['apps/gateway/src/domain/ledger/zone-check.ts', internals('.'), []],
];

const problems = [];
for (const [file, text, expected] of cases) {
  const [result] = await eslint.lintText(text, { filePath: new URL(file, root).pathname });
  const fired = new Set(result.messages.map((m) => m.ruleId));
  for (const rule of ['no-restricted-syntax', 'import-x/no-restricted-paths']) {
    const wanted = expected.includes(rule);
    if (wanted !== fired.has(rule))
      problems.push(
        `${file}: ${rule} ${wanted ? 'did not fire' : 'fired'} (${[...fired].join(', ') || 'nothing'})`,
      );
  }
}

// What bills and other products once rebuilt a movement from: no longer the ledger's public API.
const index = readFileSync(new URL('apps/gateway/src/domain/ledger/index.ts', root), 'utf8');
for (const name of [
  'lockCustomerAccounts',
  'reserve',
  'settleHeld',
  'reverseHeld',
  'postPending',
  'voidPending',
  'storeFirstAnswer',
  'findRequest',
  'limitRefusal',
  'balanceCapRefusal',
  'requestHash',
  'hashOf',
  'commit',
  'write',
]) {
  if (new RegExp(`\\b${name}\\b`).test(index))
    problems.push(`ledger/index.ts exports ${name}, a ledger internal`);
}

// Inside the ledger, one path writes a movement's row and takes the accounts' locks (movement.ts);
// the others named here are not movements of a request: the locking primitive itself, the end of
// a hold, a system credit's lock, an approved collection's credit, the demo history, and the
// correcting movements beside a recorded one (corrections.ts writes them all, for late news in
// lateNews.ts and for an operator's credit of what arrived in heldCredit.ts).
const ledgerDir = new URL('apps/gateway/src/domain/ledger/', root);
const WRITERS = new Set(['movement.ts', 'seed.ts', 'corrections.ts']);
const LOCKERS = new Set([
  'movement.ts',
  'accounts.ts',
  'held.ts',
  'credit.ts',
  'collections.ts',
  'lateNews.ts',
  'heldCredit.ts',
]);
for (const file of readdirSync(ledgerDir).filter((f) => f.endsWith('.ts'))) {
  const text = readFileSync(new URL(file, ledgerDir), 'utf8');
  if (/INSERT INTO ledger_transactions/.test(text) && !WRITERS.has(file))
    problems.push(`ledger/${file} writes a movement's row itself: go through movement.ts`);
  if (/lockCustomerAccounts\(/.test(text) && !LOCKERS.has(file))
    problems.push(`ledger/${file} locks accounts itself: go through movement.ts (commit, lockAndCheck)`);
}

if (problems.length > 0) {
  console.error(`Ledger zones:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Ledger zones: ${cases.length} placements checked, ledger internals not exported.`);
