// One port for portal and API: the built portal with SPA fallback, and throttling of the
// operations a stranger could hammer.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { afterAll, beforeAll, expect, it } from 'vitest';

import { RATE_LIMITED } from '../../src/http/rateLimit';
import { freshNumber, setUpTestGateway } from '../support/server';

const dist = mkdtempSync(join(tmpdir(), 'savewin-portal-'));
/** What the build's compressed copies hold (written as-is too, to tell which file was sent). */
const SCRIPT = 'console.log("compressed")';
/**
 * The rate-limit window of this gateway: long enough that four requests fit in it on a loaded
 * machine (at 1.5 s they did not, and the fourth opened a new window), short enough to wait out.
 */
const WINDOW_MS = 5_000;
beforeAll(() => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><title>SAVE &amp; WIN</title><div id="root"></div>',
  );
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  mkdirSync(join(dist, 'goal-options'));
  writeFileSync(join(dist, 'goal-options', 'travel.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'app-1234.js.gz'), gzipSync(SCRIPT));
});
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});
// Started once the build above is written, closed before it is removed.
const gateway = setUpTestGateway({
  config: { portalDist: dist },
  build: { rateLimitPerMinute: 3, rateLimitWindowMs: WINDOW_MS },
});

it('serves the portal for any screen path, so deep links and reloads work', async () => {
  for (const path of ['/', '/settings/security', '/transact/buy-airtime?x=1']) {
    const answer = await gateway.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<div id="root">');
    expect(answer.headers['cache-control']).toBe('no-cache');
  }
});

it('serves built assets as immutable and answers a missing one with 404, not the page', async () => {
  const asset = await gateway.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['cache-control']).toContain('immutable');
  const missing = await gateway.app.inject({ method: 'GET', url: '/assets/gone-9999.js' });
  expect(missing.statusCode).toBe(404);
});

it('serves goal-option pictures as SVG a browser keeps for a day', async () => {
  const picture = await gateway.app.inject({ method: 'GET', url: '/goal-options/travel.svg' });
  expect(picture.statusCode).toBe(200);
  expect(picture.headers['content-type']).toContain('image/svg+xml');
  expect(picture.headers['cache-control']).toBe('public, max-age=86400');
});

it('sends the build’s brotli or gzip copy of an asset to a browser that accepts it', async () => {
  const url = '/assets/app-1234.js';
  const br = await gateway.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
  expect(br.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
  expect(br.headers['cache-control']).toContain('immutable');
  const gz = await gateway.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
  const plain = await gateway.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe('console.log(1)');
});

it('sends an unknown file-like address to the portal, not a JSON answer', async () => {
  for (const url of ['/favicon.ico', '/foo.txt', '/index.html.bak', '/settings/old.php?x=1']) {
    const answer = await gateway.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(answer.statusCode, url).toBe(302);
    expect(answer.headers.location, url).toBe('/');
    expect(answer.headers['content-type'] ?? '', url).not.toContain('json');
  }
  const missing = await gateway.app.inject({ method: 'GET', url: '/assets/gone-9999.js' });
  expect(missing.headers['content-type']).not.toContain('json');
});

it('answers an unknown API path with the 404 envelope, never the portal page', async () => {
  const answer = await gateway.call('GET', '/api/not-an-operation', { unchecked: true });
  expect(answer.status).toBe(404);
  expect(answer.body.isSuccess).toBe(false);
});

it('throttles a client that keeps asking for codes, with Retry-After', async () => {
  const statuses: number[] = [];
  let last;
  for (let i = 0; i < 4; i++) {
    last = await gateway.call('POST', `/api/otp-service/otp/send/${freshNumber()}`);
    statuses.push(last.status);
  }
  expect(statuses).toEqual([200, 200, 200, 429]);
  expect(last?.body.displayMessage).toBe(RATE_LIMITED);
  expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  // The window is counted in real time (in Redis too), from the first request of the four.
  await new Promise((resolve) => setTimeout(resolve, WINDOW_MS + 100));
  expect((await gateway.call('POST', `/api/otp-service/otp/send/${freshNumber()}`)).status).toBe(200);
});
