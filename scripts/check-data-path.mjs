// The portal's one data path (docs/adr/0008-data-path.md): the gateway is called only from `api/`
// modules (a feature's own, or shared/api for calls several features share) and wired at start-up
// by the app. A component or hook calling the client itself would bring back screens that each
// load and fail in their own way. Fails on a call of the client (`api.GET(` …) or an import of
// `api` from shared/api/client in any other tracked portal source file; tests are exempt (they
// stand in for the network).
import { matchingLines, trackedFiles } from './lib/tracked.mjs';

const PORTAL = 'apps/portal/src/';
const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;
/** Where calls belong: any api/ folder, and the app's own wiring (main.tsx, app/). */
const ALLOWED = /(?:^|\/)api\/|^apps\/portal\/src\/(?:main\.tsx|app\/)/;
const CLIENT_CALL = /\bapi\.(?:GET|POST|PUT|PATCH|DELETE)\(/;
const CLIENT_IMPORT = /import\s*\{[^}]*\bapi\b[^}]*\}\s*from\s*'[^']*shared\/api\/client'/s;

const files = trackedFiles((file) => SOURCE.test(file) && !TEST.test(file) && !ALLOWED.test(file), PORTAL);
const found = [
  ...files
    .filter(({ text }) => CLIENT_IMPORT.test(text))
    .map(({ file }) => `${file}: imports the gateway client`),
  ...matchingLines(files, (line) => CLIENT_CALL.test(line)),
];
if (found.length > 0) {
  console.error(
    `The gateway is called outside an api/ module (move the call into the feature's api/):\n${found.join('\n')}`,
  );
  process.exit(1);
}
