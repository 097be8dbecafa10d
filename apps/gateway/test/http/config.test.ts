// Startup configuration: what the gateway refuses to start with, and where sandbox secrets live.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { ConfigError, loadConfig, SANDBOX_SUBSCRIPTION_KEY } from '../../src/config';

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

  it('refuses live mode while only sandbox adapters exist, and live mode without secrets', () => {
    expect(() => loadConfig({ GATEWAY_MODE: 'live', DATA_DIR: tempDir() })).toThrow(
      /PIN_PEPPER and TOKEN_SECRET/,
    );
    expect(() =>
      loadConfig({
        GATEWAY_MODE: 'live',
        PIN_PEPPER: 'p',
        TOKEN_SECRET: 't',
        SUBSCRIPTION_KEYS: 'k1',
        DATA_DIR: tempDir(),
      }),
    ).toThrow(/only sandbox adapters exist/);
    expect(() =>
      loadConfig({
        GATEWAY_MODE: 'live',
        PIN_PEPPER: 'p',
        TOKEN_SECRET: 't',
        SUBSCRIPTION_KEYS: SANDBOX_SUBSCRIPTION_KEY,
        DATA_DIR: tempDir(),
      }),
    ).toThrow(/sandbox subscription key/);
  });

  it('explains a bad PORT, mode or log level instead of starting wrongly', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: tempDir() })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000', DATA_DIR: tempDir() })).toThrow(/PORT must be/);
    expect(() => loadConfig({ GATEWAY_MODE: 'prod', DATA_DIR: tempDir() })).toThrow(/GATEWAY_MODE/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud', DATA_DIR: tempDir() })).toThrow(/LOG_LEVEL/);
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
