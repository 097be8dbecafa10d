// The portal's one data path (docs/adr/0008-data-path.md): the gateway is called only from `api/`
// modules (a feature's own, or shared/api for calls several features share) and wired at start-up
// by the app. A component or hook calling the client itself would bring back screens that each
// load and fail in their own way. Fails on a call of the client (`api.GET(` …) or an import of
// `api` from shared/api/client in any other tracked portal source file; tests are exempt (they
// stand in for the network).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { root } from './lib/deps.mjs';

const PORTAL = 'apps/portal/src/';
const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;
/** Where calls belong: any api/ folder, and the app's own wiring (main.tsx, app/). */
const ALLOWED = /(?:^|\/)api\/|^apps\/portal\/src\/(?:main\.tsx|app\/)/;
const CLIENT_CALL = /\bapi\.(?:GET|POST|PUT|PATCH|DELETE)\(/;
const CLIENT_IMPORT = /import\s*\{[^}]*\bapi\b[^}]*\}\s*from\s*'[^']*shared\/api\/client'/s;

const files = execFileSync('git', ['ls-files', PORTAL], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => SOURCE.test(file) && !TEST.test(file) && !ALLOWED.test(file));
const found = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(`${root}${file}`, 'utf8');
  } catch {
    continue; // listed but deleted in the work tree
  }
  if (CLIENT_IMPORT.test(text)) found.push(`${file}: imports the gateway client`);
  text.split('\n').forEach((line, index) => {
    if (CLIENT_CALL.test(line)) found.push(`${file}:${index + 1}: ${line.trim().slice(0, 120)}`);
  });
}
if (found.length > 0) {
  console.error(
    `The gateway is called outside an api/ module (move the call into the feature's api/):\n${found.join('\n')}`,
  );
  process.exit(1);
}
