// `npm pack` / `npm publish` of a workspace package ship its built `dist/`, while inside the
// monorepo the same package resolves to its TypeScript sources (the portal's dev server, the
// gateway under tsx and `tsc -b` read `src/` without a build step). npm has no per-publish
// manifest, so this does what pnpm and yarn do with `publishConfig`: `prepack` writes package.json
// with the `publishConfig` fields applied (the exports that point at dist), `postpack` puts the
// workspace manifest back. The workspace copy waits in .package.json.workspace in between, so a
// pack that dies half-way is undone by the next one.
//
//   node ../../scripts/package/manifest.mjs prepack|postpack   (run in the package's folder)
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Fields of publishConfig that npm itself understands; everything else replaces a manifest field. */
const REGISTRY_FIELDS = new Set(['access', 'registry', 'tag', 'provenance']);

/** The manifest as published: publishConfig's package fields applied, registry fields kept. */
export function publishManifest(workspace) {
  const { publishConfig = {}, ...rest } = workspace;
  const published = { ...rest };
  const kept = {};
  for (const [key, value] of Object.entries(publishConfig)) {
    if (REGISTRY_FIELDS.has(key)) kept[key] = value;
    else published[key] = value;
  }
  if (Object.keys(kept).length > 0) published.publishConfig = kept;
  // Only the monorepo runs these; a consumer's install never does.
  delete published.scripts;
  delete published.devDependencies;
  return published;
}

function main(step, dir) {
  const manifest = join(dir, 'package.json');
  const backup = join(dir, '.package.json.workspace');
  if (existsSync(backup)) renameSync(backup, manifest); // an earlier pack did not finish
  if (step === 'postpack') return;
  if (step !== 'prepack') throw new Error(`Expected prepack or postpack, got "${step}"`);
  const text = readFileSync(manifest, 'utf8');
  writeFileSync(backup, text);
  writeFileSync(manifest, `${JSON.stringify(publishManifest(JSON.parse(text)), null, 2)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv[2], process.cwd());
