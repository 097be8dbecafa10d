// Gives every relative import of the built files an explicit file name (`./money` becomes
// `./money.js`, `./primitives/Button` becomes `./primitives/Button/index.js`). Node's ES module
// loader and TypeScript's node16/nodenext resolution require them; bundlers do not, which is why
// the sources leave them out. tsc copies specifiers unchanged into .js and .d.ts, so they are
// fixed after it has run.
//
//   node ../../scripts/package/relative-specifiers.mjs dist   (run in the package's folder)
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.\.?\/[^'"]*)\2/g;

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.(js|d\.ts)$/.test(entry.name) ? [path] : [];
  });
}

/** The specifier with the file name Node would load, or unchanged when it already names one. */
export function explicitSpecifier(fromFile, specifier) {
  if (/\.(js|mjs|cjs|json)$/.test(specifier)) return specifier;
  const base = resolve(dirname(fromFile), specifier);
  // `./contract.css` in a declaration file means contract.css.d.ts, so this comes first.
  if (existsSync(`${base}.js`) || existsSync(`${base}.d.ts`)) return `${specifier}.js`;
  if (existsSync(base) && statSync(base).isDirectory()) {
    if (existsSync(join(base, 'index.js')) || existsSync(join(base, 'index.d.ts')))
      return `${specifier}/index.js`;
  }
  if (existsSync(base)) return specifier; // a stylesheet or other asset, named in full
  throw new Error(`${fromFile}: cannot find the file "${specifier}" refers to`);
}

function main(dir) {
  let changed = 0;
  for (const file of filesUnder(resolve(dir))) {
    const text = readFileSync(file, 'utf8');
    const next = text.replace(SPECIFIER, (_match, head, quote, specifier) => {
      return `${head}${quote}${explicitSpecifier(file, specifier)}${quote}`;
    });
    if (next !== text) {
      writeFileSync(file, next);
      changed++;
    }
  }
  console.log(`relative-specifiers: ${changed} files of ${dir} name their imports' files`);
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv[2] ?? 'dist');
