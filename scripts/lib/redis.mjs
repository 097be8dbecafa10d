// Gives the rate-limit suites a Redis to share counters in, as several gateway instances would.
// REDIS_URL wins; otherwise a throwaway server is started on loopback from Debian's redis-server
// (installed when we are root), with nothing saved to disk, and stopped again by stop().
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';

function findRedisServer() {
  for (const dir of (process.env.PATH ?? '').split(':').concat('/usr/bin', '/usr/sbin')) {
    if (dir && existsSync(`${dir}/redis-server`)) return `${dir}/redis-server`;
  }
  return undefined;
}

function ensureRedisServer() {
  const found = findRedisServer();
  if (found) return found;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    throw new Error(
      'Redis is needed for the rate-limit suites. Either set REDIS_URL to a Redis the tests may ' +
        'write keys to, or install the server with:\n  sudo apt-get update && sudo apt-get install -y redis-server',
    );
  }
  console.log('redis-server is missing: installing Debian’s package…');
  execSync('apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y redis-server', {
    stdio: 'inherit',
  });
  const installed = findRedisServer();
  if (!installed) throw new Error('apt-get installed redis-server but the binary is missing');
  return installed;
}

/** Resolves once `port` answers PING, or rejects after `ms`. */
async function waitForPong(port, ms) {
  const deadline = Date.now() + ms;
  for (;;) {
    const answered = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let data = '';
      socket.on('connect', () => socket.write('PING\r\n'));
      socket.on('data', (chunk) => {
        data += chunk;
        if (data.includes('\r\n')) {
          socket.destroy();
          resolve(data.startsWith('+PONG'));
        }
      });
      socket.on('error', () => resolve(false));
    });
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * @returns {Promise<{ url: string, stop: () => void, throwaway: boolean }>}
 */
export async function startRedis({ port = 56500 + Math.floor(Math.random() * 1000) } = {}) {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: () => {}, throwaway: false };
  const bin = ensureRedisServer();
  const server = spawn(
    bin,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise((_, reject) =>
    server.once('exit', (code) => reject(new Error(`redis-server exited with ${code} before answering`))),
  );
  exited.catch(() => {});
  await Promise.race([waitForPong(port, 10_000), exited]);
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGKILL');
  };
  process.once('exit', stop);
  return { url: `redis://127.0.0.1:${port}`, stop, throwaway: true };
}
