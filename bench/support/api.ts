// Talking to a running sandbox gateway from a benchmark: the customer journeys the benchmarks need
// (register, sign in, identity check, deposit approved on the sandbox phone), over HTTP only.
import { randomUUID } from 'node:crypto';

export const SUBSCRIPTION_KEY = 'sandbox-subscription-key';
export const PIN = '482916';

export interface Envelope<T> {
  isSuccess: boolean;
  displayMessage: string;
  result: T;
}

export async function call<T = unknown>(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { 'ocp-apim-subscription-key': SUBSCRIPTION_KEY };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return (await response.json()) as Envelope<T>;
}

async function must<T>(what: string, answer: Promise<Envelope<T>>): Promise<T> {
  const body = await answer;
  if (!body.isSuccess) throw new Error(`${what} refused: ${body.displayMessage}`);
  return body.result;
}

let counter = 0;
/** A mobile number no other customer of this run has (MTN prefix 024), never a sandbox test ending. */
export function freshNumber(): string {
  for (;;) {
    counter += 1;
    const digits = String(((Date.now() % 100_000) * 100 + counter) % 10_000_000).padStart(7, '0');
    if (!/(0000|8888|9999)$/.test(digits)) return `024${digits}`;
  }
}

/** The code in the newest SMS the sandbox inbox holds for the number and that `seen` lacks. */
export async function nextOtp(base: string, mobileNumber: string, seen: Set<string>): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const inbox = await call<{ id: string; text: string }[] | null>(
      base,
      'GET',
      `/api/sandbox/sms-inbox/${mobileNumber}`,
    );
    const fresh = (inbox.result ?? []).find((sms) => !seen.has(sms.id) && /code is \d{6}\b/.test(sms.text));
    const code = fresh && /code is (\d{6})\b/.exec(fresh.text)?.[1];
    if (fresh && code) {
      seen.add(fresh.id);
      return code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no OTP reached ${mobileNumber}`);
}

export async function inboxIds(base: string, mobileNumber: string): Promise<Set<string>> {
  const inbox = await call<{ id: string }[] | null>(base, 'GET', `/api/sandbox/sms-inbox/${mobileNumber}`);
  return new Set((inbox.result ?? []).map((sms) => sms.id));
}

export interface Session {
  mobileNumber: string;
  leadId: string;
  token: string;
  refreshToken: string;
  /** The access credential's life on this machine's clock, as the portal records it at sign-in. */
  life: { issuedAt: number; expiresAt: number };
}

/** Sign-up's calls: OTP to the number, validated, then the lead with its PIN. */
export async function register(base: string, mobileNumber = freshNumber()): Promise<string> {
  const seen = await inboxIds(base, mobileNumber);
  await must('sendOtp', call(base, 'POST', `/api/otp-service/otp/send/${mobileNumber}`));
  const code = await nextOtp(base, mobileNumber, seen);
  await must(
    'validateOtp',
    call(base, 'POST', '/api/otp-service/otp/validate', { body: { mobileNumber, code } }),
  );
  return must(
    'createLead',
    call<string>(base, 'POST', '/api/lead-service/lead', {
      body: { profileName: 'Ama Mensah', mobileNumber, email: `${mobileNumber}@example.com`, pin: PIN },
    }),
  );
}

/** Sign-in's calls: number + PIN, then the OTP, giving the session credentials. */
export async function signIn(base: string, mobileNumber: string, leadId: string): Promise<Session> {
  const seen = await inboxIds(base, mobileNumber);
  const login = await must(
    'login',
    call<{ token: string }>(base, 'POST', '/api/auth-service/auth/login', {
      body: { mobileNumber, pin: PIN, isBiometric: false },
    }),
  );
  const code = await nextOtp(base, mobileNumber, seen);
  const session = await must(
    'validateOtp',
    call<{ token: string; refreshToken: string; expiresIn: number }>(
      base,
      'POST',
      '/api/otp-service/otp/validate',
      { token: login.token, body: { mobileNumber, code } },
    ),
  );
  const issuedAt = Date.now();
  return {
    mobileNumber,
    leadId,
    token: session.token,
    refreshToken: session.refreshToken,
    life: { issuedAt, expiresAt: issuedAt + session.expiresIn * 1000 },
  };
}

const CARD_PHOTO =
  'data:image/jpeg;base64,' +
  Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00,
    0x01, 0x00, 0x00, 0xff, 0xd9,
  ]).toString('base64');

export interface Customer extends Session {
  customerNumber: string;
  accountNumber: string;
}

/** A registered, signed-in customer whose identity the sandbox verified: it has a SAVE & WIN account. */
export async function verifiedCustomer(base: string): Promise<Customer> {
  const mobileNumber = freshNumber();
  const leadId = await register(base, mobileNumber);
  const session = await signIn(base, mobileNumber, leadId);
  await must(
    'kyc',
    call(base, 'POST', '/api/kyc-service/kyc/request', {
      token: session.token,
      body: {
        // One card, one profile: each customer verifies with a card of its own, read from its number.
        ghanaCardNumber: `GHA-${mobileNumber.slice(1)}-1`,
        image: CARD_PHOTO,
        dataType: 'JPG',
        leadid: leadId,
        partnerReference: '',
        live: false,
        sourceSystem: 'WEB PORTAL',
      },
    }),
  );
  for (let attempt = 0; attempt < 100; attempt++) {
    const details = await call<{
      customerNumber: string;
      accounts: { productName: string; accountNumber: string }[];
    } | null>(base, 'GET', `/api/customer-details/${mobileNumber}`, { token: session.token });
    const account = details.result?.accounts.find((a) => a.productName === 'SAVE & WIN');
    if (details.result && account) {
      return {
        ...session,
        customerNumber: details.result.customerNumber,
        accountNumber: account.accountNumber,
      };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the sandbox never opened an account for ${mobileNumber}`);
}

/** A mobile-money deposit into `accountNumber`, approved on the sandbox phone. */
export async function deposit(
  base: string,
  who: Customer,
  accountNumber: string,
  amount: string,
): Promise<void> {
  const prompt = await must(
    'deposit',
    call<{ promptId: string }>(base, 'POST', '/api/transaction-service/transaction/transact', {
      token: who.token,
      body: {
        customerAccountNumber: accountNumber,
        transactionId: `bench-dep-${randomUUID()}`,
        amount,
        narration: 'Deposit',
        transactionType: 'DEPOSIT',
        destinationAccountNumber: who.mobileNumber,
        destinationSortCode: '',
        sourceSystem: 'WEB APP',
      },
    }),
  );
  await must('approve', call(base, 'POST', `/api/sandbox/momo/prompts/${prompt.promptId}/approve`));
}
