// The committed src/schema.d.ts must be exactly what openapi-typescript makes of the contract
// today, or the portal and gateway are typed against a contract that no longer exists.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';

const contract = new URL('../../../openapi/gateway.yaml', import.meta.url);
const committedPath = fileURLToPath(new URL('../src/schema.d.ts', import.meta.url));
// The package's exports hide bin/, so find it next to the resolved entry point (dist/).
const cli = join(
  dirname(createRequire(import.meta.url).resolve('openapi-typescript')),
  '..',
  'bin',
  'cli.js',
);

describe('generated types', () => {
  it('src/schema.d.ts is what the contract generates today', async () => {
    const generated = COMMENT_HEADER + astToString(await openapiTS(contract));
    // Compared by value, not printed: a diff of 4 000 lines helps nobody; `npm run generate` fixes it.
    const stale = generated !== readFileSync(committedPath, 'utf8');
    expect(stale, 'src/schema.d.ts is stale: run `npm run generate -w @savewin/api`').toBe(false);
  });

  it('the check script fails when the committed types are stale', () => {
    const dir = mkdtempSync(join(tmpdir(), 'savewin-api-'));
    try {
      const stalePath = join(dir, 'schema.d.ts');
      writeFileSync(
        stalePath,
        readFileSync(committedPath, 'utf8').replace('getHealth: {', 'getHealthOld: {'),
      );
      const run = spawnSync(process.execPath, [cli, fileURLToPath(contract), '-o', stalePath, '--check'], {
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(`${run.stdout}${run.stderr}`).toMatch(/not up-to-date/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
