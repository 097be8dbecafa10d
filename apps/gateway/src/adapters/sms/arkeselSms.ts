// SMS through Arkesel's SMS API v2 (POST https://sms.arkesel.com/api/v2/sms/send, header api-key,
// JSON { sender, message, recipients: ['233…'] }), for OTPs and alerts under our sender id (at
// most 11 characters, registered with Arkesel). A message Arkesel accepted for the number is sent;
// anything else throws: SmsRefused (Arkesel said no: key, balance, number, sender id) or
// ProviderUnavailable (no answer: it may or may not go out; the customer can ask for a new code).
// Errors and logs never carry the message (it can hold a one-time code) or the key.
import {
  callProvider,
  DEFAULT_PROVIDER_TIMEOUT_MS,
  describeAnswer,
  internationalGhana,
  missingVariables,
  ProviderRefused,
  ProviderUnavailable,
  timeoutFromEnv,
  type LiveFactoryResult,
} from '../providerHttp';

import type { SmsAdapter } from './sms';

export const ARKESEL_BASE_URL = 'https://sms.arkesel.com';

export interface ArkeselOptions {
  apiKey: string;
  senderId: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface LiveSmsAdapter extends SmsAdapter {
  readonly kind: 'live';
}

export class SmsRefused extends ProviderRefused {
  override name = 'SmsRefused';
}

/** Arkesel's sender ids: 3 to 11 letters, digits or spaces, starting with a letter. */
export const SENDER_ID = /^[A-Za-z][A-Za-z0-9 ]{2,10}$/;

export function createArkeselSms(options: ArkeselOptions): LiveSmsAdapter {
  const url = `${(options.baseUrl ?? ARKESEL_BASE_URL).replace(/\/+$/, '')}/api/v2/sms/send`;
  return {
    kind: 'live',
    async send(mobileNumber, message) {
      const recipient = internationalGhana(mobileNumber);
      const answer = await callProvider({
        provider: 'arkesel',
        method: 'POST',
        url,
        headers: { 'api-key': options.apiKey },
        body: { sender: options.senderId, message, recipients: [recipient] },
        timeoutMs: options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
      if (answer.kind === 'no-answer' || answer.status >= 500 || answer.status === 429) {
        throw new ProviderUnavailable('arkesel', `send SMS: ${describeAnswer(answer)}`);
      }
      const body = answer.body as { status?: unknown; data?: unknown } | null;
      if (answer.status >= 400 || body?.status !== 'success') {
        throw new SmsRefused('arkesel', `send SMS: ${describeAnswer(answer)}`);
      }
      const accepted =
        Array.isArray(body.data) &&
        body.data.some((entry) => (entry as { recipient?: unknown } | null)?.recipient === recipient);
      if (!accepted) throw new SmsRefused('arkesel', 'send SMS: the number was not accepted');
    },
  };
}

export const ARKESEL_ENV = {
  apiKey: 'ARKESEL_API_KEY',
  senderId: 'ARKESEL_SENDER_ID',
  baseUrl: 'ARKESEL_BASE_URL',
  timeoutMs: 'ARKESEL_TIMEOUT_MS',
} as const;

/** The live SMS adapter (Arkesel) from the environment, or what is missing or wrong. */
export function liveFromEnv(env: NodeJS.ProcessEnv): LiveFactoryResult<LiveSmsAdapter> {
  const missing = missingVariables(env, [ARKESEL_ENV.apiKey, ARKESEL_ENV.senderId]);
  const senderId = env[ARKESEL_ENV.senderId]?.trim() ?? '';
  if (senderId && !SENDER_ID.test(senderId))
    missing.push(`${ARKESEL_ENV.senderId} must be 3 to 11 letters or digits`);
  if (missing.length > 0) return { missing };
  return {
    adapter: createArkeselSms({
      apiKey: (env[ARKESEL_ENV.apiKey] ?? '').trim(),
      senderId,
      baseUrl: env[ARKESEL_ENV.baseUrl]?.trim() || ARKESEL_BASE_URL,
      timeoutMs: timeoutFromEnv(env[ARKESEL_ENV.timeoutMs]),
    }),
  };
}
