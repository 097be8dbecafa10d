// The gateway's log: one JSON object per line (Fastify's pino), each line of a request carrying
// its id (reqId: the client's X-Request-Id when it is sane, else a new UUID; answered back in the
// X-Request-Id header and sent on to providers, adapters/providerHttp.ts). What must never reach
// the log is taken out before a line is written:
//   - credentials in headers and bodies (PIN, codes, tokens, images: redacted by key);
//   - the callback secret, which is part of the addresses providers call back
//     (/api/callbacks/<provider>/<secret>/…): the logged address says [redacted] instead;
//   - mobile numbers, in logged addresses and in any text logged with a line: only the network
//     prefix and the last two digits stay (024*****56, 23324*****56), enough to narrow a search.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

import { CALLBACK_PREFIX } from './plugins/callbacks';

const CENSOR = '[redacted]';

/** A Ghanaian mobile number as customers and providers write it: 0XXXXXXXXX, 233…, +233…, %2B233…. */
const MOBILE_NUMBER = /(?<![0-9])((?:\+|%2B)?233|0)([0-9]{2})([0-9]{5})([0-9]{2})(?![0-9])/gi;

/** The text with every mobile number in it masked (0244123456 → 024*****56). */
export function maskMobileNumbers(text: string): string {
  return text.replace(
    MOBILE_NUMBER,
    (_match, prefix: string, first: string, _middle: string, last: string) => `${prefix}${first}*****${last}`,
  );
}

/** A request's address as logged: no callback secret, no mobile number. */
export function loggedUrl(url: string): string {
  let logged = url;
  if (logged.startsWith(CALLBACK_PREFIX)) {
    // /api/callbacks/<provider>/<secret>[/<reference>][?…]
    const rest = logged.slice(CALLBACK_PREFIX.length);
    const provider = rest.split('/')[0] ?? '';
    const afterSecret = rest.slice(provider.length + 1).replace(/^[^/?#]*/, '');
    logged = `${CALLBACK_PREFIX}${provider}/${CENSOR}${afterSecret}`;
  }
  return maskMobileNumbers(logged);
}

const MAX_DEPTH = 6;

/** Masks mobile numbers in every string of a logged object (plain objects and arrays only). */
function maskDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskMobileNumbers(value);
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth + 1));
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, maskDeep(item, depth + 1)]),
  );
}

/** The logger options of buildServer: level, where lines go, and what never reaches them. */
export function loggerOptions(
  level: string,
  stream: { write(line: string): void } | undefined,
  subscriptionHeader: string,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        `req.headers["${subscriptionHeader}"]`,
        'req.headers.cookie',
        '*.pin',
        '*.code',
        '*.token',
        '*.refreshToken',
        '*.image',
        '*.authorization',
      ],
      censor: CENSOR,
    },
    serializers: {
      // Fastify's request line, with the address made safe (its other fields as Fastify logs them).
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: loggedUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        };
      },
    },
    formatters: {
      log: (object: Record<string, unknown>) => maskDeep(object) as Record<string, unknown>,
    },
  };
}
