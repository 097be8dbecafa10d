// The portal as customers get it: the production build and, beside it, the bare React page it is
// measured against (same Vite configuration, same run), served by a sandbox gateway.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium, type Browser } from 'playwright';

import { deposit, verifiedCustomer, type Session } from './api';
import { root, startGateway, startStatic, type Running } from './processes';

// The project's one place that knows where Chromium lives and which flags keep it off the
// network (a plain .mjs without types, hence the typed dynamic import).
const chromiumLib = (await import(new URL('../../scripts/lib/chromium.mjs', import.meta.url).href)) as {
  chromiumArgs: string[];
  ensureChromium: () => string;
};
export const chromiumPath = chromiumLib.ensureChromium();
/** Playwright adds --no-sandbox itself when we are root; Lighthouse's launcher does not. */
export const chromiumArgs = [
  ...chromiumLib.chromiumArgs,
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

function viteBuild(args: string[]): void {
  const build = spawnSync('npx', ['vite', 'build', ...args, '--logLevel', 'error'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`vite build ${args.join(' ')} failed`);
}

export interface PortalUnderTest {
  gateway: Running;
  bare: Running;
  portalDist: string;
  bareDist: string;
  /**
   * A newly registered customer whose identity the sandbox verified, with a deposit in its SAVE &
   * WIN account, signed in: the dashboard every customer sees (balance, recent activity), not the
   * partial-registration banner a customer without an account gets. The credentials of its own
   * session, for one page load. Never hand one session to two loads: its refresh credential is single use, and a second
   * browser presenting it again is what a stolen copy looks like, so the gateway ends the session
   * and every later call answers 401 (the cause of the 401s the signed-in / runs logged).
   */
  newSession(): Promise<Session>;
  /** A new browser; the caller closes it. */
  browser(): Promise<Browser>;
  stop(): Promise<void>;
}

export async function startPortal(): Promise<PortalUnderTest> {
  const temp = mkdtempSync(join(tmpdir(), 'savewin-bench-'));
  const portalDist = join(temp, 'portal');
  const bareDist = join(temp, 'bare');
  viteBuild([
    'apps/portal',
    '--config',
    'apps/portal/vite.config.ts',
    '--outDir',
    portalDist,
    '--emptyOutDir',
  ]);
  viteBuild(['bench/bare', '--config', 'apps/portal/vite.config.ts', '--outDir', bareDist, '--emptyOutDir']);
  const gateway = await startGateway({ dataDir: join(temp, 'data'), portalDist });
  const bare = await startStatic(bareDist);
  return {
    gateway,
    bare,
    portalDist,
    bareDist,
    async newSession() {
      const customer = await verifiedCustomer(gateway.url);
      await deposit(gateway.url, customer, customer.accountNumber, '250.00');
      return customer;
    },
    browser: () => chromium.launch({ executablePath: chromiumPath, args: chromiumArgs }),
    async stop() {
      await Promise.all([gateway.stop(), bare.stop()]);
      rmSync(temp, { recursive: true, force: true });
    },
  };
}

/**
 * The sessionStorage keys (spec §3) the portal writes at sign-in, for a page opened signed in,
 * with the credential's life beside them as the portal keeps it (without it the portal renews at
 * once, a call no customer's page load makes).
 */
export function sessionStorageOf(session: Session): Record<string, string> {
  return {
    isLoggedIn: 'true',
    mobileNumber: session.mobileNumber,
    leadId: session.leadId,
    profileName: 'Ama Mensah',
    token: session.token,
    refreshToken: session.refreshToken,
    tokenLife: JSON.stringify(session.life),
  };
}
