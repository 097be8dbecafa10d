// Startup configuration: what the gateway refuses to start with, and where sandbox secrets live.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { MTN_VARIABLES } from '../../src/adapters/momo/index';
import { LIVE_FACTORIES, liveAdapters } from '../../src/adapters/registry';
import {
  ConfigError,
  loadConfig,
  SANDBOX_SUBSCRIPTION_KEY,
  START_WITH_FAKES_SECRETS,
} from '../../src/config';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'savewin-config-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('configuration', () => {
  it('starts in sandbox with the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config).toMatchObject({ mode: 'sandbox', port: 8080, host: '127.0.0.1', databaseUrl: undefined });
    expect(config.subscriptionKeys).toEqual([SANDBOX_SUBSCRIPTION_KEY]);
  });

  it('generates sandbox secrets once, readable by the owner only, and reuses them', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    const mode = statSync(join(dir, 'secrets.json')).mode & 0o777;
    expect(mode).toBe(0o600);
    const second = loadConfig({ DATA_DIR: dir });
    expect(second.pinPepper).toBe(first.pinPepper);
    expect(second.tokenSecret).toBe(first.tokenSecret);
    expect(first.pinPepper).not.toBe(first.tokenSecret);
  });

  const LIVE_SECRETS = {
    PIN_PEPPER: 'a-pepper-a-person-chose-for-production-1',
    TOKEN_SECRET: 'a-token-secret-a-person-chose-for-prod-2',
    OPERATOR_TOKEN: 'an-operator-token-a-person-chose-for-it-3',
    CALLBACK_SECRET: 'a-callback-secret-a-person-chose-for-it4',
    SUBSCRIPTION_KEYS: 'live-key-1',
    PUBLIC_URL: 'https://savewin.example.com',
  };
  const MTN = Object.fromEntries(MTN_VARIABLES.map((name) => [name, `value-of-${name}`]));
  /** Every other live provider's settings, and a real (drand) randomness beacon. */
  const PROVIDERS = {
    PAYSTACK_SECRET_KEY: 'sk_test_value',
    ARKESEL_API_KEY: 'arkesel-key',
    ARKESEL_SENDER_ID: 'SAVEWIN',
    SMILE_ID_PARTNER_ID: '2',
    SMILE_ID_API_KEY: 'smile-key',
    HUBTEL_API_ID: 'hubtel-id',
    HUBTEL_API_KEY: 'hubtel-key',
    HUBTEL_PREPAID_DEPOSIT_ID: '1',
    HUBTEL_SERVICE_IDS: 'DSTV=abc',
    BEACON_URL: 'https://api.drand.sh',
    BEACON_CHAIN_HASH: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  };

  it('refuses live mode naming every variable that is missing, for the gateway and each provider', () => {
    let message = '';
    try {
      loadConfig({ GATEWAY_MODE: 'live', DATA_DIR: tempDir() });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const name of [
      'PIN_PEPPER',
      'TOKEN_SECRET',
      'OPERATOR_TOKEN',
      'CALLBACK_SECRET',
      'SUBSCRIPTION_KEYS',
    ])
      expect(message).toContain(`${name} is not set`);
    for (const name of MTN_VARIABLES) expect(message).toContain(`mobile money: ${name} is not set`);
    expect(message).toContain('PUBLIC_URL must be the https address');
    for (const item of [
      'mobile money: PAYSTACK_SECRET_KEY is not set (Telecel and AT)',
      'bank transfers: PAYSTACK_SECRET_KEY is not set',
      'SMS: ARKESEL_API_KEY is not set',
      'ID verification (Ghana Card): SMILE_ID_PARTNER_ID is not set',
      'bill payments: HUBTEL_SERVICE_IDS is not set',
    ])
      expect(message).toContain(item);

    // Everything for MTN MoMo given: only the other providers' settings are named.
    expect(() => loadConfig({ GATEWAY_MODE: 'live', DATA_DIR: tempDir(), ...LIVE_SECRETS, ...MTN })).toThrow(
      /bank transfers: PAYSTACK_SECRET_KEY is not set/,
    );
  });

  it('refuses live mode without a real randomness beacon for the prize draw (the sandbox one is predictable)', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig({
          GATEWAY_MODE: 'live',
          DATA_DIR: tempDir(),
          ...LIVE_SECRETS,
          ...MTN,
          ...PROVIDERS,
          ...env,
        });
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(refusal({})).toBe('');
    expect(refusal({ BEACON_URL: '', BEACON_CHAIN_HASH: ' ' })).toBe(
      "live mode cannot start: the prize draw's randomness beacon: BEACON_URL is not set; the prize draw's randomness beacon: BEACON_CHAIN_HASH is not set",
    );
    expect(refusal({ BEACON_CHAIN_HASH: '' })).toBe(
      "live mode cannot start: the prize draw's randomness beacon: BEACON_CHAIN_HASH is not set",
    );
  });

  it('refuses the sandbox subscription key, short secrets and the generated sandbox secrets in live mode', () => {
    const dir = tempDir();
    const sandbox = loadConfig({ DATA_DIR: dir });
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig({ GATEWAY_MODE: 'live', DATA_DIR: dir, ...LIVE_SECRETS, ...MTN, ...env });
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(refusal({ SUBSCRIPTION_KEYS: `k1,${SANDBOX_SUBSCRIPTION_KEY}` })).toContain(
      'SUBSCRIPTION_KEYS must not include the sandbox subscription key',
    );
    expect(refusal({ PIN_PEPPER: sandbox.pinPepper })).toContain('PIN_PEPPER is a generated sandbox secret');
    expect(refusal({ TOKEN_SECRET: sandbox.tokenSecret })).toContain(
      'TOKEN_SECRET is a generated sandbox secret',
    );
    expect(refusal({ OPERATOR_TOKEN: 'short' })).toContain('OPERATOR_TOKEN must be at least 32 characters');
  });

  it('refuses the secrets committed for start:fakes and an http PUBLIC_URL unless gateway and providers are all on loopback', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig({
          GATEWAY_MODE: 'live',
          DATA_DIR: tempDir(),
          ...LIVE_SECRETS,
          ...MTN,
          ...PROVIDERS,
          ...env,
        });
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    };
    // Real providers with the secrets anyone can read in the repository: every one is named.
    const committed = refusal(START_WITH_FAKES_SECRETS);
    for (const name of Object.keys(START_WITH_FAKES_SECRETS))
      expect(committed).toContain(`${name} is the one committed for npm run start:fakes`);
    expect(
      refusal({ SUBSCRIPTION_KEYS: `live-key-1,${START_WITH_FAKES_SECRETS.SUBSCRIPTION_KEYS}` }),
    ).toContain('SUBSCRIPTION_KEYS is the one committed for npm run start:fakes');
    // Callbacks in clear text, whatever escape hatch is set.
    for (const env of <Record<string, string>[]>[
      { PUBLIC_URL: 'http://savewin.example.com' },
      { PUBLIC_URL: 'http://savewin.example.com', LIVE_ALLOW_HTTP: 'true' },
      // A loopback address for the gateway does not make real providers fakes.
      { PUBLIC_URL: 'http://127.0.0.1:8080', LIVE_ALLOW_HTTP: 'true', ...START_WITH_FAKES_SECRETS },
    ])
      expect(refusal(env)).toContain('PUBLIC_URL must be the https address');
    // The rehearsal itself: the gateway and every provider on loopback.
    const loopback = {
      PUBLIC_URL: 'http://127.0.0.1:8080',
      MTN_MOMO_BASE_URL: 'http://127.0.0.1:9101',
      PAYSTACK_BASE_URL: 'http://127.0.0.1:9102',
      ARKESEL_BASE_URL: 'http://127.0.0.1:9103',
      SMILE_ID_BASE_URL: 'http://127.0.0.1:9104',
      HUBTEL_BASE_URL: 'http://127.0.0.1:9105/commissionservices',
      HUBTEL_STATUS_BASE_URL: 'http://127.0.0.1:9105',
      BEACON_URL: 'http://127.0.0.1:9106',
    };
    expect(refusal({ ...loopback, ...START_WITH_FAKES_SECRETS })).toBe('');
    expect(
      refusal({ ...loopback, ...START_WITH_FAKES_SECRETS, BEACON_URL: 'https://api.drand.sh' }),
    ).toContain('PIN_PEPPER is the one committed for npm run start:fakes');
  });

  it('refuses live mode on PostgreSQL without a shared rate-limit store (each instance would count its own)', () => {
    const live = (env: Record<string, string>) => () =>
      loadConfig({
        GATEWAY_MODE: 'live',
        DATA_DIR: tempDir(),
        ...LIVE_SECRETS,
        ...MTN,
        ...PROVIDERS,
        ...env,
      });
    expect(live({ DATABASE_URL: 'postgres://savewin@db.example.com/savewin' })).toThrow(
      'REDIS_URL is not set: on PostgreSQL (DATABASE_URL) every instance must count rate limits in one store',
    );
    expect(
      live({ DATABASE_URL: 'postgres://savewin@db.example.com/savewin', REDIS_URL: 'redis://cache:6379' })(),
    ).toMatchObject({ mode: 'live', redisUrl: 'redis://cache:6379' });
    // The embedded database is one process's: its counters in memory are the whole count.
    expect(live({})()).toMatchObject({ mode: 'live', databaseUrl: undefined, redisUrl: undefined });
  });

  it('starts live once every provider is configured, printing no codes', () => {
    const config = loadConfig({
      GATEWAY_MODE: 'live',
      DATA_DIR: tempDir(),
      PRINT_OTPS: 'true',
      KYC_DELAY_MS: '5000',
      ...LIVE_SECRETS,
      ...MTN,
      ...PROVIDERS,
    });
    expect(config).toMatchObject({
      mode: 'live',
      printOtps: false,
      kycDelayMs: 0,
      subscriptionKeys: ['live-key-1'],
    });
    const live = liveAdapters({ ...LIVE_SECRETS, ...MTN, ...PROVIDERS });
    expect(live.missing).toEqual([]);
    expect(Object.keys(live.adapters).sort()).toEqual(Object.keys(LIVE_FACTORIES).sort());
  });

  it('asks for the step-up in live mode always; STEP_UP=off turns it off in sandbox only', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).stepUp).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir(), STEP_UP: 'off' }).stepUp).toBe(false);
    const live = { GATEWAY_MODE: 'live', DATA_DIR: tempDir(), ...LIVE_SECRETS, ...MTN, ...PROVIDERS };
    expect(loadConfig(live).stepUp).toBe(true);
    expect(loadConfig({ ...live, STEP_UP: 'off' }).stepUp).toBe(true);
  });

  it('explains a bad PORT, mode or log level instead of starting wrongly', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: tempDir() })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000', DATA_DIR: tempDir() })).toThrow(/PORT must be/);
    expect(() => loadConfig({ GATEWAY_MODE: 'prod', DATA_DIR: tempDir() })).toThrow(/GATEWAY_MODE/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud', DATA_DIR: tempDir() })).toThrow(/LOG_LEVEL/);
  });

  it('reads the database pool and timeouts, with sane defaults, and explains a bad value', () => {
    expect(loadConfig({ DATA_DIR: tempDir() })).toMatchObject({
      databasePoolMax: 10,
      databaseConnectTimeoutMs: 5_000,
      databaseStatementTimeoutMs: 30_000,
      shutdownDrainMs: 0,
    });
    expect(
      loadConfig({
        DATA_DIR: tempDir(),
        DATABASE_POOL_MAX: '25',
        DATABASE_CONNECT_TIMEOUT_MS: '2000',
        DATABASE_STATEMENT_TIMEOUT_MS: '0',
        SHUTDOWN_DRAIN_MS: '10000',
      }),
    ).toMatchObject({
      databasePoolMax: 25,
      databaseConnectTimeoutMs: 2_000,
      databaseStatementTimeoutMs: 0,
      shutdownDrainMs: 10_000,
    });
    for (const value of ['0', 'ten', '2.5', '5000']) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), DATABASE_POOL_MAX: value })).toThrow(
        /DATABASE_POOL_MAX must be a whole number from 1 to 1000/,
      );
    }
    expect(() => loadConfig({ DATA_DIR: tempDir(), DATABASE_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds/,
    );
  });

  it('takes a read replica only beside a PostgreSQL primary', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).databaseReplicaUrl).toBeUndefined();
    expect(
      loadConfig({
        DATA_DIR: tempDir(),
        DATABASE_URL: 'postgres://savewin@db/savewin',
        DATABASE_REPLICA_URL: 'postgres://savewin_ro@replica/savewin',
      }).databaseReplicaUrl,
    ).toBe('postgres://savewin_ro@replica/savewin');
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), DATABASE_REPLICA_URL: 'postgres://savewin_ro@replica/savewin' }),
    ).toThrow(/DATABASE_REPLICA_URL needs DATABASE_URL/);
    expect(() =>
      loadConfig({
        DATA_DIR: tempDir(),
        DATABASE_URL: 'postgres://savewin@db/savewin',
        DATABASE_REPLICA_URL: 'replica:5432',
      }),
    ).toThrow(/DATABASE_REPLICA_URL must be a postgres:\/\/ address/);
  });

  it('points shareable links at the portal the customer opens: PUBLIC_URL, else the address npm start prints', () => {
    expect(loadConfig({ PORT: '8080', DATA_DIR: tempDir() }).publicUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ PORT: '9000', HOST: '0.0.0.0', DATA_DIR: tempDir() }).publicUrl).toBe(
      'http://127.0.0.1:9000',
    );
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.com.gh/', DATA_DIR: tempDir() }).publicUrl).toBe(
      'https://portal.example.com.gh',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'portal.example', DATA_DIR: tempDir() })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://portal.example', DATA_DIR: tempDir() })).toThrow(
      /PUBLIC_URL/,
    );
  });
});
