// `npm start`: installs what is missing, then runs the gateway (which serves the built portal)
// with demo data on one port and prints the URL and a demo sign-in.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { ensureDependencies, root } from './lib/deps.mjs';

ensureDependencies();

if (!existsSync(`${root}apps/gateway/src/main.ts`)) {
  console.log('The gateway has not landed yet: run `npm run storybook` to see the design system.');
  process.exit(0);
}
const { status } = spawnSync('npm', ['run', '--silent', 'start', '-w', 'gateway'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(status ?? 1);
