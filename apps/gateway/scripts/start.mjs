// `npm start -w gateway` (and the root `npm start`, which runs this launcher in its own process):
// the gateway process, Node with tsx's loader, started with GATEWAY_NODE_FLAGS. The signals that
// stop a process (a supervisor's SIGTERM, Ctrl-C, a closed terminal's SIGHUP) are passed on to it,
// since one sent to this launcher alone would otherwise end the launcher and leave the gateway
// running; the gateway closes the server, the jobs and the database itself, once however many
// arrive, and this launcher ends with its exit code.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

import { GATEWAY_NODE_FLAGS } from './node-flags.mjs';

const child = spawn(process.execPath, [...GATEWAY_NODE_FLAGS, '--import', 'tsx', 'src/main.ts'], {
  cwd: new URL('..', import.meta.url),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
