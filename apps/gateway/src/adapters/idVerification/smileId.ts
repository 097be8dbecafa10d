// Ghana Card verification with Smile ID's Biometric KYC (job_type 1) over its REST API: the
// customer's Ghana Card number is checked with the ID authority (NIA) and their webcam selfie is
// compared with the photo on file. Two calls start a job: POST /v1/upload (the "prep upload",
// signed) answers an upload_url, then the job's zip (info.json with the id_info and the selfie as
// base64 image_type_id 2) is PUT there. The result arrives later as a POST to our callback URL, a
// JSON body signed like every Smile ID answer: signature = base64 HMAC-SHA256 keyed with the API
// key over timestamp + partner_id + "sid_request". POST /v1/job_status asks for it when the
// callback is lost (reconciliation).
//
// Decisions from the documented result codes: Approved (1020 exact match, 1021 partial match,
// 1012 valid ID) → VERIFIED; Rejected (1013, 1014, 1022, 1023, 0001, 0903, 0907) → REJECTED;
// anything else (1015 ID authority unavailable, 1016, provisional codes) is no decision yet.
//
// A PIN reset's selfie is checked with SmartSelfie Authentication (job_type 2): the same upload,
// with no id_info, under the user id of the customer's Biometric KYC job (which enrolled the face
// Smile ID compares with). Its documented result codes: 0820 (machine judgement: pass) → MATCH;
// 0821 (images did not match), 0911/0921 (no face found), 0912 (face not matching), 0922 (selfie
// quality too poor) → NO_MATCH; anything else (human review pending) is no decision yet.
import { createHmac } from 'node:crypto';
import { crc32 } from 'node:zlib';

import {
  callProvider,
  DEFAULT_PROVIDER_TIMEOUT_MS,
  describeAnswer,
  missingVariables,
  providerFetch,
  ProviderRefused,
  ProviderUnavailable,
  signaturesMatch,
  timeoutFromEnv,
  type LiveFactoryResult,
} from '../providerHttp';

import type {
  IdCheckStatus,
  IdDecision,
  IdVerificationAdapter,
  IdVerificationRequest,
  SelfieMatch,
} from './idVerification';

export const SMILE_ID_BASE_URLS = {
  sandbox: 'https://testapi.smileidentity.com',
  production: 'https://api.smileidentity.com',
} as const;

export const BIOMETRIC_KYC = 1;
export const SMARTSELFIE_AUTHENTICATION = 2;
const SOURCE = { source_sdk: 'rest_api', source_sdk_version: '1.0.0' } as const;

export interface SmileIdOptions {
  partnerId: string;
  apiKey: string;
  /**
   * Where Smile ID POSTs results (https, reachable from the internet); each job's own address is
   * this followed by /<job id> (the gateway's /api/callbacks/kyc/<CALLBACK_SECRET>/<reference>).
   */
  callbackUrl: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
}

export interface SmileJob {
  jobId: string;
  userId: string;
}

export type SmileCallback =
  | {
      ok: true;
      jobId: string;
      userId: string;
      smileJobId: string | null;
      resultCode: string;
      /** null: Smile ID has no decision yet (ID authority unavailable, provisional). */
      decision: IdDecision | null;
      idempotencyKey: string;
    }
  | { ok: false; reason: 'bad-signature' | 'malformed' };

export interface LiveIdVerification extends IdVerificationAdapter {
  readonly kind: 'live';
  status(reference: string): Promise<IdCheckStatus>;
  /**
   * Starts a job under ids the caller keeps (durably) to match the callback with. Throws
   * ProviderRefused (Smile ID said no) or ProviderUnavailable (no answer: retry with the same job id).
   */
  start(request: IdVerificationRequest & SmileJob): Promise<{ smileJobId: string | null }>;
  /** Verifies and parses a callback body (the signature says it is Smile ID's; nothing is applied). */
  handleCallback(rawBody: string | Buffer): Promise<SmileCallback>;
  /** Asks Smile ID for a job's result: the decision, or null while it has none. */
  jobStatus(job: SmileJob): Promise<IdDecision | null>;
}

export function smileSignature(partnerId: string, apiKey: string, timestamp: string): string {
  return createHmac('sha256', apiKey)
    .update(timestamp, 'utf8')
    .update(partnerId, 'utf8')
    .update('sid_request', 'utf8')
    .digest('base64');
}

const APPROVED = new Set(['1012', '1020', '1021']);
const REJECTED: Record<string, string> = {
  '1013': 'The Ghana Card number was not found.',
  '1014': 'The Ghana Card number is not valid.',
  '1022': 'The photo does not match the Ghana Card.',
  '1023': 'The Ghana Card number was not found.',
  '0001': 'The Ghana Card could not be verified.',
  '0903': 'The photo could not be read.',
  '0907': 'The photo could not be verified.',
};

const SELFIE_NO_MATCH: Record<string, string> = {
  '0821': 'The selfie does not match the photo of your verification.',
  '0911': 'No face was found in the selfie.',
  '0912': 'The selfie does not match the photo of your verification.',
  '0921': 'No face was found in the selfie.',
  '0922': 'The selfie is not clear enough. Please take it again in good light.',
};

/** A SmartSelfie Authentication result code as a match, or null while there is no decision. */
export function selfieMatchOf(resultCode: string): SelfieMatch | null {
  if (resultCode === '0820') return { status: 'MATCH' };
  const reason = SELFIE_NO_MATCH[resultCode];
  return reason ? { status: 'NO_MATCH', reason } : null;
}

export function decisionOf(resultCode: string): IdDecision | null {
  if (APPROVED.has(resultCode)) return { status: 'VERIFIED' };
  const reason = REJECTED[resultCode];
  return reason ? { status: 'REJECTED', reason } : null;
}

/** A zip with the given files, stored (not compressed), as Smile ID's upload expects a zip. */
export function storedZip(files: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const crc = crc32(file.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(file.data.length, 18);
    local.writeUInt32LE(file.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(file.data.length, 20);
    central.writeUInt32LE(file.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, file.data);
    centrals.push(central, name);
    offset += local.length + name.length + file.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export function createSmileIdVerification(options: SmileIdOptions): LiveIdVerification {
  const base = (options.baseUrl ?? SMILE_ID_BASE_URLS.production).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  const now = options.now ?? (() => new Date());
  const fetchOption = options.fetch ? { fetch: options.fetch } : {};

  function signed() {
    const timestamp = now().toISOString();
    return { timestamp, signature: smileSignature(options.partnerId, options.apiKey, timestamp) };
  }

  function verifySigned(body: { signature?: unknown; timestamp?: unknown }): boolean {
    if (typeof body.timestamp !== 'string' || typeof body.signature !== 'string') return false;
    return signaturesMatch(body.signature, smileSignature(options.partnerId, options.apiKey, body.timestamp));
  }

  function start(request: IdVerificationRequest & SmileJob): Promise<{ smileJobId: string | null }> {
    return upload(BIOMETRIC_KYC, request, {
      country: 'GH',
      id_type: 'GHANA_CARD',
      id_number: request.ghanaCardNumber,
      entered: 'true',
    });
  }

  async function upload(
    jobType: typeof BIOMETRIC_KYC | typeof SMARTSELFIE_AUTHENTICATION,
    request: { imageJpeg: Buffer } & SmileJob,
    idInfo: Record<string, string>,
  ): Promise<{ smileJobId: string | null }> {
    const callbackUrl = `${options.callbackUrl.replace(/\/+$/, '')}/${encodeURIComponent(request.jobId)}`;
    const partnerParams = { job_id: request.jobId, user_id: request.userId, job_type: jobType };
    const auth = signed();
    const prep = await callProvider({
      provider: 'smile-id',
      method: 'POST',
      url: `${base}/v1/upload`,
      body: {
        ...SOURCE,
        ...auth,
        smile_client_id: options.partnerId,
        partner_params: partnerParams,
        model_parameters: {},
        callback_url: callbackUrl,
        file_name: 'selfie.zip',
      },
      timeoutMs,
      ...fetchOption,
    });
    if (prep.kind === 'no-answer' || prep.status >= 500) {
      throw new ProviderUnavailable('smile id', `prep upload: ${describeAnswer(prep)}`);
    }
    const answer = (prep.body ?? {}) as { upload_url?: unknown; smile_job_id?: unknown; code?: unknown };
    // 2215: a job with this id was already uploaded (a retry after a lost answer): the same job.
    if (prep.status === 400 && answer.code === '2215') return { smileJobId: null };
    if (prep.status >= 400 || typeof answer.upload_url !== 'string') {
      const code = typeof answer.code === 'string' ? ` (code ${answer.code})` : '';
      throw new ProviderRefused('smile id', `prep upload refused: HTTP ${prep.status}${code}`);
    }
    const infoJson = {
      package_information: {
        apiVersion: { buildNumber: 0, majorVersion: 2, minorVersion: 0 },
        language: 'typescript',
      },
      misc_information: {
        ...auth,
        retry: 'false',
        partner_params: partnerParams,
        file_name: 'selfie.zip',
        smile_client_id: options.partnerId,
        callback_url: callbackUrl,
      },
      id_info: idInfo,
      images: [{ image_type_id: 2, image: request.imageJpeg.toString('base64'), file_name: '' }],
      server_information: prep.body,
    };
    const zip = storedZip([{ name: 'info.json', data: Buffer.from(JSON.stringify(infoJson), 'utf8') }]);
    let upload: Response;
    try {
      upload = await providerFetch('smile-id', options.fetch)(answer.upload_url, {
        method: 'PUT',
        headers: { 'content-type': 'application/zip', 'content-length': String(zip.length) },
        body: new Uint8Array(zip),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await upload.arrayBuffer();
    } catch {
      throw new ProviderUnavailable('smile id', 'zip upload: no answer');
    }
    if (!upload.ok) throw new ProviderUnavailable('smile id', `zip upload: HTTP ${upload.status}`);
    return { smileJobId: typeof answer.smile_job_id === 'string' ? answer.smile_job_id : null };
  }

  /** The decision, null while there is none, undefined when Smile ID does not know the job. */
  async function jobStatus(job: SmileJob): Promise<IdDecision | null | undefined> {
    const result = await resultOf(job);
    if (!result) return result;
    const decision = decisionOf(result.code);
    // The holder's name as the ID authority has it (Smile ID's FullName).
    return decision?.status === 'VERIFIED' && result.fullName
      ? { ...decision, fullName: result.fullName }
      : decision;
  }

  async function resultCodeOf(job: SmileJob): Promise<string | null | undefined> {
    const result = await resultOf(job);
    return result ? result.code : result;
  }

  /** The job's result, null while it has none, undefined when Smile ID does not know the job. */
  async function resultOf(
    job: SmileJob,
  ): Promise<{ code: string; fullName: string | null } | null | undefined> {
    const answer = await callProvider({
      provider: 'smile-id',
      method: 'POST',
      url: `${base}/v1/job_status`,
      body: {
        ...signed(),
        partner_id: options.partnerId,
        job_id: job.jobId,
        user_id: job.userId,
        image_links: false,
        history: false,
      },
      timeoutMs,
      ...fetchOption,
    });
    if (answer.kind === 'no-answer' || answer.status >= 500) {
      throw new ProviderUnavailable('smile id', `job status: ${describeAnswer(answer)}`);
    }
    const body = (answer.body ?? {}) as {
      job_complete?: unknown;
      result?: { ResultCode?: unknown; FullName?: unknown } | string;
      signature?: unknown;
      timestamp?: unknown;
    };
    if (answer.status === 404) return undefined;
    if (answer.status >= 400)
      throw new ProviderRefused('smile id', `job status refused: HTTP ${answer.status}`);
    if (!verifySigned(body))
      throw new ProviderRefused('smile id', 'job status answer is not signed by Smile ID');
    if (body.job_complete !== true || typeof body.result !== 'object') return null;
    const code = body.result.ResultCode;
    const fullName = typeof body.result.FullName === 'string' ? body.result.FullName.trim() : '';
    return typeof code === 'string' ? { code, fullName: fullName || null } : null;
  }

  /**
   * A PIN reset's selfie: a SmartSelfie Authentication job under our reference (its job id) for the
   * user Biometric KYC enrolled (the KYC check's reference), then its status. Sending the same
   * reference again finds the same job (2215), so asking again is how a pending match is followed.
   */
  async function matchSelfie(
    request: { kycReference: string; selfieJpeg: Buffer },
    reference: string,
  ): Promise<SelfieMatch> {
    const job = { jobId: reference, userId: request.kycReference };
    await upload(SMARTSELFIE_AUTHENTICATION, { ...job, imageJpeg: request.selfieJpeg }, { entered: 'false' });
    const code = await resultCodeOf(job);
    if (code === undefined) throw new ProviderUnavailable('smile id', 'selfie job not found after upload');
    return (code === null ? null : selfieMatchOf(code)) ?? { status: 'PENDING' };
  }

  function parse(rawBody: string | Buffer): SmileCallback {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(rawBody.toString()) as Record<string, unknown>;
    } catch {
      return { ok: false, reason: 'malformed' };
    }
    if (!body || typeof body !== 'object') return { ok: false, reason: 'malformed' };
    if (!verifySigned(body)) return { ok: false, reason: 'bad-signature' };
    const params = (body.PartnerParams ?? {}) as { job_id?: unknown; user_id?: unknown };
    const resultCode = body.ResultCode;
    if (typeof params.job_id !== 'string' || typeof resultCode !== 'string')
      return { ok: false, reason: 'malformed' };
    const smileJobId = typeof body.SmileJobID === 'string' ? body.SmileJobID : null;
    return {
      ok: true,
      jobId: params.job_id,
      userId: typeof params.user_id === 'string' ? params.user_id : '',
      smileJobId,
      resultCode,
      decision: decisionOf(resultCode),
      idempotencyKey: `smileid:${smileJobId ?? params.job_id}:${resultCode}`,
    };
  }

  return {
    kind: 'live',
    start,
    async check(request, reference) {
      // The KYC check's id is Smile ID's job id (and user id): sending it again names the same job.
      await start({ ...request, jobId: reference, userId: reference });
      return { status: 'PENDING' };
    },
    async status(reference) {
      const decision = await jobStatus({ jobId: reference, userId: reference });
      return decision === undefined ? { status: 'NOT_FOUND' } : (decision ?? { status: 'PENDING' });
    },
    matchSelfie,
    handleCallback: async (rawBody) => parse(rawBody),
    jobStatus: async (job) => (await jobStatus(job)) ?? null,
  };
}
export const SMILE_ID_ENV = {
  partnerId: 'SMILE_ID_PARTNER_ID',
  apiKey: 'SMILE_ID_API_KEY',
  baseUrl: 'SMILE_ID_BASE_URL',
  timeoutMs: 'SMILE_ID_TIMEOUT_MS',
} as const;

/**
 * The live ID verification (Smile ID) from the environment, or what is missing or wrong. Results
 * come back to PUBLIC_URL/api/callbacks/kyc/CALLBACK_SECRET/<reference> (live mode requires both).
 */
export function liveFromEnv(env: NodeJS.ProcessEnv): LiveFactoryResult<LiveIdVerification> {
  const missing = missingVariables(env, [SMILE_ID_ENV.partnerId, SMILE_ID_ENV.apiKey]);
  const partnerId = env[SMILE_ID_ENV.partnerId]?.trim() ?? '';
  // Partner ids are shown zero-padded in the portal (002) but are sent without the zeros.
  if (partnerId && !/^[1-9]\d*$/.test(partnerId))
    missing.push(`${SMILE_ID_ENV.partnerId} must be digits without leading zeros`);
  const publicUrl = (env.PUBLIC_URL ?? '').trim().replace(/\/+$/, '');
  const secret = (env.CALLBACK_SECRET ?? '').trim();
  if (!/^https?:\/\/\S+$/.test(publicUrl) || !secret)
    missing.push('PUBLIC_URL and CALLBACK_SECRET must be set (where Smile ID sends its results)');
  if (missing.length > 0) return { missing };
  return {
    adapter: createSmileIdVerification({
      partnerId,
      apiKey: (env[SMILE_ID_ENV.apiKey] ?? '').trim(),
      callbackUrl: `${publicUrl}/api/callbacks/kyc/${secret}`,
      baseUrl: env[SMILE_ID_ENV.baseUrl]?.trim() || SMILE_ID_BASE_URLS.production,
      timeoutMs: timeoutFromEnv(env[SMILE_ID_ENV.timeoutMs]),
    }),
  };
}
