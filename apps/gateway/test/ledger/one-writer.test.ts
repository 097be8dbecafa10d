// The ledger is the only module that names its tables: every other module moves and reads money
// through domain/ledger/index.ts. A file elsewhere that names a ledger_ table fails here.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../../src', import.meta.url));
/** The ledger itself, and the migrations that define the schema. */
const ALLOWED = ['domain/ledger/', 'db/migrations/'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** The files outside the ledger that name a ledger table, with the tables they name. */
export function ledgerTablesNamedOutside(root: string): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const path of filesUnder(root)) {
    const name = relative(root, path).split('\\').join('/');
    if (ALLOWED.some((prefix) => name.startsWith(prefix))) continue;
    const tables = readFileSync(path, 'utf8').match(/\bledger_[a-z_]+/g);
    if (tables) found[name] = [...new Set(tables)];
  }
  return found;
}

describe('the ledger is the only module naming its tables', () => {
  it('no file of the gateway outside domain/ledger names a ledger_ table', () => {
    expect(ledgerTablesNamedOutside(src)).toEqual({});
  });
});
