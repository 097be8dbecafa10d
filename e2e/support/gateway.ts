// Talking to the sandbox gateway directly from a test: reading OTPs from the sandbox SMS inbox
// (as a customer reads their phone) and preparing customers without clicking through sign-up.
import { expect, type Page } from '@playwright/test';

import { SUBSCRIPTION_KEY, baseUrl } from './env';

interface Envelope<T> {
  isSuccess: boolean;
  displayMessage: string;
  result: T;
}

export async function call<T = unknown>(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const headers: Record<string, string> = {
    'Ocp-Apim-Subscription-Key': SUBSCRIPTION_KEY,
    ...options.headers,
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/**
 * Gives a credential the test signed in for through the API production's access life (5 min)
 * instead of the test gateway's 6 s: a check that the credential was revoked then proves the
 * revocation, not the clock, and a loaded machine's slow steps cannot outlast it.
 */
export async function lengthen(token: string): Promise<void> {
  const { status } = await call('POST', '/api/sandbox/credentials/lengthen', { body: { token } });
  expect(status, 'the test gateway lengthens the credential').toBe(200);
}

/**
 * The customer's PIN for one money operation (step-up), as the confirm dialog sends it:
 * the header to send with that operation, or none when the gateway does not ask for it.
 */
export async function stepUpHeaders(
  token: string,
  operation: Record<string, unknown>,
  pin: string,
): Promise<Record<string, string>> {
  const challenge = await call<{ stepUpToken: string | null }>('POST', '/api/auth-service/auth/step-up', {
    token,
    body: operation,
  });
  expect(challenge.body.isSuccess, challenge.body.displayMessage).toBe(true);
  const stepUpToken = challenge.body.result.stepUpToken;
  if (!stepUpToken) return {};
  const confirmed = await call('POST', '/api/auth-service/auth/step-up/confirm', {
    token,
    body: { stepUpToken, pin },
  });
  expect(confirmed.body.isSuccess, confirmed.body.displayMessage).toBe(true);
  return { 'X-Step-Up': stepUpToken };
}

/** A transact call as the portal sends it after the customer's PIN (step-up) where one is asked. */
export async function transactWithPin<T = unknown>(
  token: string,
  body: Record<string, unknown>,
  pin: string,
): ReturnType<typeof call<T>> {
  return call<T>('POST', '/api/transaction-service/transaction/transact', {
    token,
    body,
    headers: await stepUpHeaders(token, { operation: 'TRANSACT', transaction: body }, pin),
  });
}

interface Sms {
  id: string;
  to: string;
  text: string;
  sentAt: string;
}

export async function inbox(mobileNumber: string): Promise<Sms[]> {
  const { status, body } = await call<Sms[] | null>('GET', `/api/sandbox/sms-inbox/${mobileNumber}`);
  expect(status, 'the sandbox SMS inbox answers').toBe(200);
  return body.result ?? [];
}

/** The ids of the messages already in the inbox, to tell a new code from an old one. */
export async function inboxMark(mobileNumber: string): Promise<Set<string>> {
  return new Set((await inbox(mobileNumber)).map((m) => m.id));
}

/** The one-time code of the gateway's code SMS. */
const OTP_TEXT = /code is (\d{6})\b/;

/** Waits for an SMS not in `seen` and returns its 6-digit code. */
export async function nextOtp(mobileNumber: string, seen: Set<string>): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        // The newest new code: alerts (money, sign-ins) may arrive around it and carry no code.
        const fresh = (await inbox(mobileNumber)).find((m) => !seen.has(m.id) && OTP_TEXT.test(m.text));
        code = fresh ? OTP_TEXT.exec(fresh.text)?.[1] : undefined;
        return code;
      },
      { message: `an OTP SMS reaches ${mobileNumber}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  for (const m of await inbox(mobileNumber)) seen.add(m.id);
  return code ?? '';
}

/**
 * Numbers of this worker: its own leading digit (Playwright's index of the workers running at
 * once), then six digits counted from the millisecond the worker started, so a worker that
 * replaces a failed one carries on well past the numbers the failed one used.
 */
const worker = Number(process.env.TEST_PARALLEL_INDEX ?? '0') % 10;
let next = Date.now() % 1_000_000;
/** A mobile number no other test of this run uses (MTN prefix 024). */
export function freshNumber(): string {
  next = (next + 1) % 1_000_000;
  return `024${worker}${String(next).padStart(6, '0')}`;
}

export const DEFAULT_PIN = '482916';

/** Registers a lead through the API (OTP read from the inbox), as sign-up does. */
export async function registerLead(
  mobileNumber: string,
  pin = DEFAULT_PIN,
  profileName = 'Ama Mensah',
): Promise<string> {
  const seen = await inboxMark(mobileNumber);
  expect((await call('POST', `/api/otp-service/otp/send/${mobileNumber}`)).body.isSuccess).toBe(true);
  const code = await nextOtp(mobileNumber, seen);
  expect(
    (await call('POST', '/api/otp-service/otp/validate', { body: { mobileNumber, code } })).body.isSuccess,
  ).toBe(true);
  const created = await call<string>('POST', '/api/lead-service/lead', {
    body: { profileName, mobileNumber, email: `${mobileNumber}@example.com`, pin },
  });
  expect(created.body.isSuccess, created.body.displayMessage).toBe(true);
  return created.body.result;
}

/**
 * The statuses the gateway answers the page's requests to `url` with, in the order they come (a
 * request a route fulfils or drops is the test's, not the gateway's; filter those out by status).
 * A 401 among them is the 6 s test credential expiring on a loaded machine: the portal renews it
 * and sends the same request again, which is neither a second attempt nor a retry of a failure.
 */
export function gatewayAnswers(page: Page, url: RegExp): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (url.test(response.url())) statuses.push(response.status());
  });
  return statuses;
}

/** Statuses other than the credential renewals' 401s (see gatewayAnswers). */
export const withoutRenewals = (statuses: readonly number[]) => statuses.filter((status) => status !== 401);
