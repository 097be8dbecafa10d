// Creating and migrating a PGlite database takes seconds, and every test file runs in its own
// worker: so the migrated database is built once per run here, dumped to a file, and each test
// file loads the dump (test/support/database.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { TestProject } from 'vitest/node';

import { createPglite, wrapPglite } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.GATEWAY_TEST_ENGINE === 'postgres') return;
  const dir = mkdtempSync(join(tmpdir(), 'savewin-pglite-template-'));
  const path = join(dir, 'template.tar');
  const db = await createPglite();
  try {
    await migrate(wrapPglite(db));
    const dump = await db.dumpDataDir('none');
    writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
  project.provide('pgliteTemplatePath', path);
  return () => rmSync(dir, { recursive: true, force: true });
}
