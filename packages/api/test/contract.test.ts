// Rules the contract must keep beyond what `redocly lint` checks: the operations the gateway and
// portal engineers code against, an example on every operation, documented error answers,
// closed request bodies, the security split between public and signed-in calls, and the field
// names of spec §3 exactly as the spec writes them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

const contractPath = fileURLToPath(new URL('../../../openapi/gateway.yaml', import.meta.url));
const doc = parse(readFileSync(contractPath, 'utf8')) as Json;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Operation {
  id: string;
  method: string;
  path: string;
  op: Json;
}

function asObject(value: unknown): Json {
  return typeof value === 'object' && value !== null ? (value as Json) : {};
}

/** Follows a local $ref (repeatedly) to the object it names. */
function resolve(value: unknown): Json {
  let node = asObject(value);
  for (let hops = 0; typeof node.$ref === 'string' && hops < 20; hops += 1) {
    const ref = node.$ref;
    if (!ref.startsWith('#/')) throw new Error(`only local refs are expected, got ${ref}`);
    node = asObject(
      ref
        .slice(2)
        .split('/')
        .reduce<unknown>((at, key) => asObject(at)[key], doc),
    );
  }
  return node;
}

const operations: Operation[] = Object.entries(asObject(doc.paths)).flatMap(([path, item]) =>
  METHODS.filter((method) => method in asObject(item)).map((method) => {
    const op = asObject(asObject(item)[method]);
    return { id: String(op.operationId), method: method.toUpperCase(), path, op };
  }),
);
const byId = new Map(operations.map((o) => [o.id, o]));

function responses(o: Operation): Json {
  return asObject(o.op.responses);
}

function parameters(o: Operation): Json[] {
  return (Array.isArray(o.op.parameters) ? o.op.parameters : []).map(resolve);
}

function jsonBodySchema(o: Operation): Json | undefined {
  const body = resolve(o.op.requestBody);
  const media = asObject(asObject(body.content)['application/json']);
  return Object.keys(media).length > 0 ? media : undefined;
}

/** The example values of a media type, whether one `example` or named `examples`. */
function exampleValues(media: Json): unknown[] {
  if ('example' in media) return [media.example];
  return Object.values(asObject(media.examples)).map((named) => resolve(named).value);
}

/** Properties of a schema, through allOf and the non-null branches of oneOf/anyOf. */
function propertiesOf(schemaRef: unknown): Map<string, Json> {
  const schema = resolve(schemaRef);
  const found = new Map<string, Json>();
  for (const [name, value] of Object.entries(asObject(schema.properties))) found.set(name, asObject(value));
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const parts = Array.isArray(schema[key]) ? (schema[key] as unknown[]) : [];
    for (const part of parts) for (const [name, value] of propertiesOf(part)) found.set(name, value);
  }
  if (schema.items) for (const [name, value] of propertiesOf(schema.items)) found.set(name, value);
  return found;
}

/** The schema reached by a dotted path of property names ('customer.leadId', 'message.content'). */
function schemaAt(schemaName: string, dotted: string): Json | undefined {
  let current: unknown = { $ref: `#/components/schemas/${schemaName}` };
  for (const key of dotted.split('.')) {
    const next = propertiesOf(current).get(key);
    if (!next) return undefined;
    current = next;
  }
  return resolve(current);
}

/** Every schema reachable from a schema, with where it was reached. */
function* walk(schemaRef: unknown, where: string, seen = new Set<unknown>()): Generator<[string, Json]> {
  const schema = resolve(schemaRef);
  if (seen.has(schema)) return;
  seen.add(schema);
  yield [where, schema];
  for (const [name, value] of Object.entries(asObject(schema.properties)))
    yield* walk(value, `${where}.${name}`, seen);
  if (schema.items) yield* walk(schema.items, `${where}[]`, seen);
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const parts = Array.isArray(schema[key]) ? (schema[key] as unknown[]) : [];
    for (const part of parts) yield* walk(part, where, seen);
  }
}

// The operations the portal and the gateway code against: operationId → method and path.
// deleteLead and deleteFavourite carry an /id/ segment: OpenAPI forbids two templates differing
// only by parameter name, and GET .../lead/{mobileNumber} and GET .../favourites/{customerNumber}
// already hold those places.
const REQUIRED: Record<string, string> = {
  getHealth: 'GET /api/health',
  leadExistsByNumber: 'GET /api/lead-service/lead/exists/{mobileNumber}',
  getLeadByMobile: 'GET /api/lead-service/lead/{mobileNumber}',
  createLead: 'POST /api/lead-service/lead',
  updateLead: 'PUT /api/lead-service/lead',
  confirmOldPin: 'POST /api/lead-service/lead/confirm-pin',
  forgotPin: 'POST /api/lead-service/lead/forgot-pin',
  verifyForgotPinCode: 'POST /api/lead-service/lead/forgot-pin/code',
  verifyForgotPinCard: 'POST /api/lead-service/lead/forgot-pin/card',
  resetPin: 'POST /api/lead-service/lead/reset-pin',
  deleteLead: 'DELETE /api/lead-service/lead/id/{leadId}',
  sendOtp: 'POST /api/otp-service/otp/send/{mobileNumber}',
  resendOtp: 'POST /api/otp-service/otp/resend/{mobileNumber}',
  validateOtp: 'POST /api/otp-service/otp/validate',
  login: 'POST /api/auth-service/auth/login',
  refreshToken: 'POST /api/auth-service/auth/refresh',
  logout: 'POST /api/auth-service/auth/logout',
  getSessions: 'GET /api/auth-service/auth/sessions',
  endSession: 'DELETE /api/auth-service/auth/sessions/{sessionId}',
  getCustomerDetails: 'GET /api/customer-details/{mobile}',
  kycRequest: 'POST /api/kyc-service/kyc/request',
  transact: 'POST /api/transaction-service/transaction/transact',
  chargeLookup: 'POST /api/transaction/charge-lookup',
  verifyAccount: 'POST /api/transaction/verify-account',
  getTransaction: 'GET /api/transaction-service/transaction/{transactionId}',
  getStatement: 'GET /api/transaction-service/statement/{accountNumber}',
  exportStatement: 'GET /api/transaction-service/statement/{accountNumber}/export',
  getReceiptPdf: 'GET /api/transaction-service/transaction/{transactionId}/receipt',
  exportStatementPdf: 'GET /api/transaction-service/statement/{accountNumber}/pdf',
  checkDocument: 'POST /api/documents/check',
  getFeeSchedule: 'GET /api/transaction/fee-schedule',
  payBill: 'POST /api/bill-service/bill/pay',
  getBillers: 'GET /api/bill-service/billers',
  getSortCodes: 'GET /api/account-service/sort-codes',
  validateName: 'GET /api/account-service/name-validation',
  getLinkedWallets: 'GET /api/account-service/account/linked-wallets/{customerNumber}',
  createLinkedWallet: 'POST /api/account-service/account/linked-wallets',
  deleteLinkedWallet: 'DELETE /api/delete-linked-wallet/{id}',
  getFavourites: 'GET /api/favourite-service/favourites/{customerNumber}',
  createFavourite: 'POST /api/favourite-service/favourites',
  deleteFavourite: 'DELETE /api/favourite-service/favourites/id/{id}',
  getGoalOptions: 'GET /api/investment/goal-options',
  getCustomerGoals: 'GET /api/investment/customer-goals/{customerNumber}',
  calculatePlan: 'POST /api/investment/calculate-plan',
  createGoal: 'POST /api/investment/create-goal',
  getGoalStatement: 'GET /api/investment/goal-statement/{goalAccountNumber}',
  createPaymentLink: 'POST /api/payment-link',
  getMyPaymentLink: 'GET /api/payment-link',
  revokePaymentLink: 'DELETE /api/payment-link/{hash}',
  getAccountInfoByHash: 'GET /api/payment-link/account-info',
  getPreviousWinners: 'GET /api/loyalty/previous-winners',
  getCurrentDraw: 'GET /api/draws/current',
  getDrawPrizes: 'GET /api/draws/prizes',
  getDrawVerification: 'GET /api/draws/{drawId}/verification',
  chat: 'POST /api/assistant/chat',
  getAccountLimits: 'GET /api/account-service/limits',
  getNotifications: 'GET /api/notifications',
  getAlertPreferences: 'GET /api/notifications/alert-preferences',
  setAlertPreferences: 'PUT /api/notifications/alert-preferences',
  getUnreadNotificationCount: 'GET /api/notifications/unread-count',
  markNotificationRead: 'POST /api/notifications/{id}/read',
  updateGoal: 'PUT /api/investment/goals/{goalAccountNumber}',
  getGoalBreakQuote: 'GET /api/investment/goals/{goalAccountNumber}/break-quote',
  breakGoal: 'POST /api/investment/goals/{goalAccountNumber}/break',
  closeGoal: 'POST /api/investment/goals/{goalAccountNumber}/close',
  runSandboxGoalMaturity: 'POST /api/sandbox/goals/maturity',
  getSandboxSmsInbox: 'GET /api/sandbox/sms-inbox/{mobileNumber}',
  listSandboxMomoPrompts: 'GET /api/sandbox/momo/prompts',
  approveSandboxMomoPrompt: 'POST /api/sandbox/momo/prompts/{promptId}/approve',
  declineSandboxMomoPrompt: 'POST /api/sandbox/momo/prompts/{promptId}/decline',
};

const PUBLIC = new Set([
  'leadExistsByNumber',
  'forgotPin',
  'verifyForgotPinCode',
  'verifyForgotPinCard',
  'verifyForgotPinSelfie',
  'resetPin',
  'createLead',
  'sendOtp',
  'resendOtp',
  'validateOtp',
  'login',
  'passkeySignInOptions',
  'passkeySignIn',
  'refreshToken',
  'getAccountInfoByHash',
  'checkDocument',
  'reportFieldSpeed',
  'getHealth',
  'getSortCodes',
  'getSandboxSmsInbox',
  'getSandboxEmailInbox',
  'listSandboxMomoPrompts',
  'approveSandboxMomoPrompt',
  'declineSandboxMomoPrompt',
  'runSandboxGoalMaturity',
  'runSandboxInterestAccrual',
]);

describe('the operations other engineers code against', () => {
  it('has every required operationId at the agreed method and path', () => {
    const actual = Object.fromEntries(
      Object.keys(REQUIRED).map((id) => {
        const o = byId.get(id);
        return [id, o ? `${o.method} ${o.path}` : 'missing'];
      }),
    );
    expect(actual).toEqual(REQUIRED);
  });

  it('gives every operation a unique operationId, a summary and a tag', () => {
    expect(new Set(operations.map((o) => o.id)).size).toBe(operations.length);
    for (const o of operations) {
      expect(o.op.summary, o.id).toEqual(expect.any(String));
      expect(o.op.tags, o.id).toEqual([expect.stringMatching(/^(identity|money|products|sandbox)$/)]);
    }
  });

  it('serves every path under /api/', () => {
    for (const o of operations) expect(o.path, o.id).toMatch(/^\/api\//);
  });

  it('keeps the paths the spec gives, as given', () => {
    const paths = new Set(operations.map((o) => o.path));
    for (const given of [
      '/api/transaction-service/transaction/transact',
      '/api/transaction/charge-lookup',
      '/api/transaction/verify-account',
      '/api/customer-details/{mobile}',
      '/api/account-service/account/linked-wallets/{customerNumber}',
      '/api/delete-linked-wallet/{id}',
    ]) {
      expect(paths.has(given), given).toBe(true);
    }
  });
});

describe('examples and answers on every operation', () => {
  it('documents an HTTP 200 answer with an example on every operation', () => {
    for (const o of operations) {
      const ok = resolve(responses(o)['200']);
      const media = Object.values(asObject(ok.content)).map(asObject);
      expect(media.length, o.id).toBeGreaterThan(0);
      for (const m of media) expect(exampleValues(m).length, `${o.id} 200 example`).toBeGreaterThan(0);
    }
  });

  it('answers JSON 200s with the envelope and a successful example', () => {
    for (const o of operations) {
      const json = asObject(asObject(resolve(responses(o)['200']).content)['application/json']);
      if (Object.keys(json).length === 0) continue;
      expect([...propertiesOf(json.schema).keys()].sort(), o.id).toEqual([
        'displayMessage',
        'isSuccess',
        'result',
      ]);
      const values = exampleValues(json).map(asObject);
      expect(
        values.some((value) => value.isSuccess === true),
        `${o.id} success example`,
      ).toBe(true);
      for (const value of values)
        expect(Object.keys(value).sort(), o.id).toEqual(['displayMessage', 'isSuccess', 'result']);
    }
  });

  it('has a request example for every request body and every parameter', () => {
    for (const o of operations) {
      const body = jsonBodySchema(o);
      if (o.op.requestBody)
        expect(exampleValues(body ?? {}).length, `${o.id} body example`).toBeGreaterThan(0);
      for (const p of parameters(o)) expect(p.example, `${o.id} ${String(p.name)}`).toBeDefined();
    }
  });

  it('describes 401, 429 and 500 everywhere, 400 where there is input, 404 where a path names a resource', () => {
    const resourceParams = new Set([
      'leadId',
      'id',
      'transactionId',
      'promptId',
      'drawId',
      'hash',
      'goalAccountNumber',
    ]);
    for (const o of operations) {
      const codes = Object.keys(responses(o));
      expect(codes, o.id).toEqual(expect.arrayContaining(['200', '401', '429', '500']));
      const params = parameters(o);
      if (params.length > 0 || o.op.requestBody) expect(codes, o.id).toContain('400');
      if (params.some((p) => p.in === 'path' && resourceParams.has(String(p.name)))) {
        expect(codes, o.id).toContain('404');
      }
    }
    for (const id of ['transact', 'payBill'])
      expect(Object.keys(responses(byId.get(id)!)), id).toContain('409');
  });

  it('uses the shared error answers: envelope with isSuccess false, a message and result null', () => {
    for (const o of operations) {
      for (const [code, answer] of Object.entries(responses(o))) {
        if (code === '200') continue;
        expect(asObject(answer).$ref, `${o.id} ${code}`).toMatch(/^#\/components\/responses\//);
      }
    }
    for (const [name, answer] of Object.entries(asObject(asObject(doc.components).responses))) {
      const json = asObject(asObject(asObject(answer).content)['application/json']);
      expect(asObject(json.schema).$ref, name).toBe('#/components/schemas/ErrorEnvelope');
      expect(json.example, name).toMatchObject({ isSuccess: false, result: null });
      expect(String(asObject(json.example).displayMessage).length, name).toBeGreaterThan(0);
    }
  });
});

describe('request bodies', () => {
  it('are required JSON objects that refuse unknown properties, all the way down', () => {
    for (const o of operations.filter((op) => op.op.requestBody)) {
      expect(resolve(o.op.requestBody).required, o.id).toBe(true);
      for (const [where, schema] of walk(jsonBodySchema(o)?.schema, o.id)) {
        if (schema.type === 'object' || schema.properties) {
          expect(schema.additionalProperties, `${where} additionalProperties`).toBe(false);
        }
      }
    }
  });

  it('carry amounts as 2-decimal text and mobile numbers as 10 digits starting with 0', () => {
    const amountNames = /^(amount|targetAmount)$|Amount$/;
    const mobileNames = /^(mobileNumber|phoneNumber|customerPhoneNumber)$/;
    let amounts = 0;
    let mobiles = 0;
    for (const [name, schema] of Object.entries(asObject(asObject(doc.components).schemas))) {
      for (const [where, node] of walk(schema, name)) {
        const field = where.split('.').at(-1) ?? '';
        // A nullable field is a oneOf wrapper: its branches are walked (and checked) on their own.
        if (node.type === 'null' || node.oneOf || node.anyOf) continue;
        if (amountNames.test(field)) {
          amounts += 1;
          expect(node.pattern, where).toBe('^\\d+\\.\\d{2}$');
        }
        if (mobileNames.test(field)) {
          mobiles += 1;
          expect(node.pattern, where).toBe('^0\\d{9}$');
        }
      }
    }
    expect(amounts).toBeGreaterThan(20);
    expect(mobiles).toBeGreaterThan(5);
    for (const o of operations) {
      for (const p of parameters(o).filter((param) =>
        /^(mobileNumber|mobile|phoneNumber)$/.test(String(param.name)),
      )) {
        expect(resolve(p.schema).pattern, `${o.id} ${String(p.name)}`).toBe('^0\\d{9}$');
      }
    }
  });
});

describe('credentials', () => {
  const schemes = asObject(asObject(doc.components).securitySchemes);

  it('defines the bearer and the gateway subscription key header', () => {
    expect(schemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes.subscriptionKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'Ocp-Apim-Subscription-Key',
    });
  });

  it('requires the subscription key everywhere and the bearer on all but the public operations', () => {
    for (const o of operations) {
      const alternatives = (o.op.security ?? doc.security) as Json[];
      expect(alternatives.length, o.id).toBeGreaterThan(0);
      for (const alternative of alternatives)
        expect(Object.keys(alternative), o.id).toContain('subscriptionKey');
      const bearerAlways = alternatives.every((alternative) => 'bearerAuth' in alternative);
      expect(bearerAlways, `${o.id} needs a bearer`).toBe(!PUBLIC.has(o.id));
    }
  });

  it('lets validateOtp be called with or without a bearer, and says what each gives', () => {
    const alternatives = byId.get('validateOtp')?.op.security as Json[];
    expect(alternatives.map((a) => Object.keys(a).sort())).toEqual([
      ['subscriptionKey'],
      ['bearerAuth', 'subscriptionKey'],
    ]);
    expect(String(byId.get('validateOtp')?.op.description)).toMatch(/OTP-stage[\s\S]*payment-link/);
  });
});

// Spec §3, field names exactly as written (dotted = nested object, message = chat list items).
const SPEC_FIELDS: Record<string, string[]> = {
  Envelope: ['isSuccess', 'displayMessage', 'result'],
  CustomerSubscription: [
    'firstName',
    'lastName',
    'email',
    'customerNumber',
    'customer.customerPhoneNumber',
    'customer.leadId',
    'address.mobileNumber',
    'profile.kycStatus',
    'accounts',
  ],
  Account: [
    'productName',
    'accountNumber',
    'currentAvailableBalance',
    'accruedInterest',
    'loyaltyPoint',
    'currency',
  ],
  Favourite: ['id', 'favouriteType', 'destinationAccountName', 'destinationAccountNumber', 'sortCode'],
  SortCode: ['code', 'description', 'type'],
  Biller: ['billerName', 'billerCode', 'category'],
  LinkedWallet: ['id', 'network', 'walletName', 'phoneNumber'],
  CreateLinkedWalletRequest: ['customerNumber', 'network', 'phoneNumber', 'walletName'],
  DrawWinner: ['shortName', 'position', 'prize'],
  StatementRow: [
    'transactionDate',
    'amount',
    'transactionType',
    'status',
    'destinationAccountNumber',
    'narration',
  ],
  GoalStatementRow: ['transactionDate', 'debitAmount', 'creditAmount'],
  TransactionRequest: [
    'customerAccountNumber',
    'transactionId',
    'amount',
    'narration',
    'transactionType',
    'destinationAccountNumber',
    'destinationSortCode',
    'sourceSystem',
  ],
  BillPaymentRequest: [
    'customerAccountNumber',
    'transactionId',
    'amount',
    'billerReference',
    'billerCode',
    'sourceSystem',
    'narration',
  ],
  ChargeLookupRequest: [
    'customerAccountNumber',
    'transactionId',
    'amount',
    'transactionType',
    'destinationAccountNumber',
    'destinationSortCode',
    'sourceSystem',
  ],
  ChargeLookupResult: ['feeAmount', 'elevyAmount', 'transactionId'],
  VerifyAccountRequest: ['accountNumber', 'sortCode'],
  AccountNameResult: ['accountName'],
  TransactionSummary: [
    'transactionType',
    'amount',
    'feeAmount',
    'transactionDate',
    'transactionId',
    'status',
    'destination',
    'destinationAccountNumber',
    'sortCode',
    'currency',
    'taxAmount',
  ],
  CreateLeadRequest: ['profileName', 'mobileNumber', 'email', 'pin'],
  UpdateLeadRequest: ['leadId', 'profileName', 'mobileNumber', 'email', 'pin'],
  Lead: ['leadId', 'profileName'],
  LoginRequest: ['mobileNumber', 'pin', 'isBiometric'],
  LoginResult: ['token'],
  AccountInfoByHash: ['token', 'accountName', 'accountNumber', 'accountHash'],
  KycRequest: ['ghanaCardNumber', 'image', 'dataType', 'leadid', 'partnerReference', 'live', 'sourceSystem'],
  CustomerGoal: [
    'goalName',
    'goalOption.goalOptionId',
    'goalOption.name',
    'goalOption.image',
    'currentAmount',
    'targetAmount',
    'paymentAmount',
    'earnings',
    'goalAccountNumber',
    'dueDate',
    'goalType',
    'reminder',
    'autoFund',
  ],
  GoalOption: ['goalOptionId', 'name', 'image', 'minDays', 'maxDays'],
  CreateGoalRequest: [
    'targetAmount',
    'customerNumber',
    'customerAccountNumber',
    'goalName',
    'dueDate',
    'goalType',
    'reminder',
    'autoFund',
    'goalOptionId',
  ],
  CalculatePlanRequest: ['targetAmount', 'dueDate', 'goalType'],
  ChatRequest: ['user_id', 'session_id', 'message', 'message.role', 'message.content'],
  ChatResponse: ['StatusDesc', 'Result.message.content'],
};

describe('spec §3 entities', () => {
  it.each(Object.entries(SPEC_FIELDS))('%s has the spec field names exactly', (schema, fields) => {
    expect(asObject(asObject(doc.components).schemas)[schema], schema).toBeDefined();
    const missing = fields.filter((field) => schemaAt(schema, field) === undefined);
    expect(missing).toEqual([]);
  });

  it('keeps the spec enumerations', () => {
    expect(resolve({ $ref: '#/components/schemas/TransactionType' }).enum).toEqual([
      'DEPOSIT',
      'WITHDRAWAL',
      'BANK_TRANSFER',
      'MOMO',
      'REQUEST MONEY',
    ]);
    expect(schemaAt('TransactionRequest', 'sourceSystem')?.enum).toEqual(['WEB APP', 'PAYMENT LINK']);
    expect(schemaAt('KycRequest', 'sourceSystem')?.enum).toEqual(['WEB PORTAL']);
    expect(schemaAt('KycRequest', 'dataType')?.enum).toEqual(['JPG']);
    expect(schemaAt('CustomerSubscription', 'profile.kycStatus')?.enum).toEqual([
      'PENDING',
      'VERIFIED',
      'REJECTED',
      'NONE',
    ]);
    expect(schemaAt('ChatRequest', 'message.role')?.enum).toEqual(['user', 'assistant']);
    expect(schemaAt('SortCode', 'type')?.enum).toEqual(['BANK', 'TELCO']);
    expect(schemaAt('CustomerGoal', 'goalType')?.enum).toEqual(['Daily', 'Weekly', 'Monthly']);
  });
});
