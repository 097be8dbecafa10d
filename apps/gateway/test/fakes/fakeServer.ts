// A loopback HTTP server for provider fakes: records every request (method, path, query,
// headers, raw body), answers through the fake's handler, and can be told to stall (timeouts) or
// to fail the next calls with a 5xx. Nothing leaves 127.0.0.1.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  rawBody: string;
  rawBytes: Buffer;
  /** The body parsed as JSON (null when empty or not JSON). */
  json: unknown;
}

export interface FakeReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface FakeServer {
  url: string;
  requests: RecordedRequest[];
  /**
   * Hold answers this long (ms) from now on (only those to `path`, and by `method`, when given):
   * longer than the adapter's timeout = no answer, though the fake still acts on the request, as a
   * provider does (a slow step).
   */
  stall(ms: number, path?: string, method?: string): void;
  /** Answer the next `count` requests with this status and an HTML page (a broken proxy). */
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
}

export async function startFakeServer(
  handle: (request: RecordedRequest) => FakeReply | Promise<FakeReply>,
): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  let stallMs = 0;
  let stallPath: string | undefined;
  let stallMethod: string | undefined;
  let failures = 0;
  let failStatus = 500;
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBytes = Buffer.concat(chunks);
      const rawBody = rawBytes.toString('utf8');
      const url = new URL(req.url ?? '/', 'http://fake');
      let json: unknown = null;
      try {
        json = rawBody ? JSON.parse(rawBody) : null;
      } catch {
        json = null;
      }
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        rawBody,
        rawBytes,
        json,
      };
      requests.push(recorded);
      // The fake acts at once (a stalled answer does not stall the provider's work).
      const replied = failures > 0 ? null : Promise.resolve(handle(recorded));
      if (failures > 0) failures -= 1;
      const answer = async () => {
        if (!replied) {
          res.writeHead(failStatus, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>');
          return;
        }
        const reply = await replied;
        res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      };
      if (
        stallMs > 0 &&
        (stallPath === undefined || stallPath === recorded.path) &&
        (stallMethod === undefined || stallMethod === recorded.method)
      ) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          void answer().catch(() => res.destroy());
        }, stallMs);
        timers.add(timer);
      } else {
        void answer().catch(() => res.destroy());
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stall(ms, path, method) {
      stallMs = ms;
      stallPath = path;
      stallMethod = method;
    },
    failNext(count, status = 500) {
      failures = count;
      failStatus = status;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * POSTs (or PUTs) a callback the way a provider does (for the fake-providers script and the live
 * journey: other tests parse callbacks directly). Failures are only reported: providers retry,
 * the fakes do not.
 */
export function deliverCallback(
  url: string,
  rawBody: string,
  headers: Record<string, string> = {},
  report: (line: string) => void = () => {},
  method: 'POST' | 'PUT' = 'POST',
): void {
  fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: rawBody,
    signal: AbortSignal.timeout(10_000),
  })
    .then((response) => report(`callback to ${url}: HTTP ${response.status}`))
    .catch((error: unknown) => report(`callback to ${url} failed: ${String(error)}`));
}
