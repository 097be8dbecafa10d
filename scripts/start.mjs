// `npm start`: installs what is missing, then runs the gateway (which serves the built portal)
// with demo data on one port and prints the URL and a demo sign-in.
import { existsSync } from 'node:fs';

import { ensureDependencies, root } from './lib/deps.mjs';
import { ensureNode } from './lib/node-runtime.mjs';

ensureDependencies();
await ensureNode();

if (!existsSync(`${root}apps/gateway/src/main.ts`)) {
  console.log('The gateway has not landed yet: run `npm run storybook` to see the design system.');
  process.exit(0);
}
// The gateway's launcher runs in this process, which so passes signals on to the gateway: behind
// `npm run start -w gateway`, a SIGTERM to this process alone ended it (waiting synchronously, it
// could pass nothing on) and left npm, the launcher and the gateway running.
await import('../apps/gateway/scripts/start.mjs');
