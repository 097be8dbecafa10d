// A fake Smile ID (REST API, Biometric KYC) written from Smile ID's documentation: POST /v1/upload
// (the prep upload, signed: base64 HMAC-SHA256 of timestamp + partner id + "sid_request" keyed with
// the API key) answers an upload_url and a smile_job_id; PUT of the job's zip (info.json with
// id_info and a base64 selfie) to that url; POST /v1/job_status (signed request, signed answer);
// and the callback Smile ID POSTs with the result, signed the same way.
//
// Results follow Smile ID's documented sandbox Ghana Card numbers: GHA-000000000-1 → 1013 (not
// found), -2 → 1014 (invalid format), -3 → 1015 (ID authority unavailable); GHA-…-9 → 1022 (the
// selfie does not match); any other → 1020 (exact match).
//
// SmartSelfie Authentication (job_type 2, no id_info) compares the selfie with the face enrolled for
// the user id by an earlier Biometric KYC job: the same bytes → 0820 (pass), other bytes → 0821
// (images did not match); a user never enrolled → 0821 as well.
//
// A verified Biometric KYC job's result names the holder as the ID authority has it (FullName):
// FAKE_NIA_NAME for every card, whatever name the customer typed.
import { randomUUID } from 'node:crypto';

import { smileSignature } from '../../src/adapters/idVerification/smileId';

import { deliverCallback, startFakeServer, type FakeServer } from './fakeServer';

export const FAKE_SMILE_PARTNER = '2107';
export const FAKE_SMILE_KEY = 'fake-smile-api-key';
/** The name the fake ID authority holds for every Ghana Card. */
export const FAKE_NIA_NAME = 'Akosua Adomaa Boateng';

interface Job {
  smileJobId: string;
  jobId: string;
  userId: string;
  uploaded: boolean;
  resultCode: string | null;
  idNumber: string | null;
  selfieBytes: number;
  jobType: number;
  callbackUrl: string;
}

export interface FakeSmileId extends FakeServer {
  jobs: Map<string, Job>;
  /** The callback Smile ID would POST for a job (by our job id), signed at `at`. */
  callbackFor(jobId: string, at?: Date): string;
}

function resultFor(idNumber: string): string {
  if (idNumber === 'GHA-000000000-1') return '1013';
  if (idNumber === 'GHA-000000000-2') return '1014';
  if (idNumber === 'GHA-000000000-3') return '1015';
  if (idNumber.endsWith('-9')) return '1022';
  return '1020';
}

const RESULT_TEXT: Record<string, string> = {
  '1013': 'Unable to Validate ID',
  '1014': 'Error - Unsupported ID number format',
  '1015': 'Error - Queried Database Unavailable',
  '1020': 'Exact Match',
  '1022': 'No Match',
  '0820': 'Authenticate User Machine Judgement - PASS',
  '0821': 'Images did not match',
};

/** The first file of a stored (uncompressed) zip. */
function firstZipFile(zip: Buffer): { name: string; data: Buffer } | null {
  if (zip.length < 30 || zip.readUInt32LE(0) !== 0x04034b50) return null;
  const size = zip.readUInt32LE(18);
  const nameLength = zip.readUInt16LE(26);
  const extraLength = zip.readUInt16LE(28);
  const start = 30 + nameLength + extraLength;
  return {
    name: zip.subarray(30, 30 + nameLength).toString('utf8'),
    data: zip.subarray(start, start + size),
  };
}

export interface FakeSmileIdOptions {
  partnerId?: string;
  apiKey?: string;
  /** The fake-providers script: POST the signed result to the job's callback_url this long after the upload. */
  autoCallbackMs?: number;
  report?: (line: string) => void;
}

export async function startFakeSmileId(options: FakeSmileIdOptions = {}): Promise<FakeSmileId> {
  const partnerId = options.partnerId ?? FAKE_SMILE_PARTNER;
  const apiKey = options.apiKey ?? FAKE_SMILE_KEY;
  const jobs = new Map<string, Job>();
  /** The selfie each user id enrolled with (its Biometric KYC job), base64. */
  const enrolled = new Map<string, string>();
  const signedNow = (at = new Date()) => {
    const timestamp = at.toISOString();
    return { timestamp, signature: smileSignature(partnerId, apiKey, timestamp) };
  };
  const authorised = (body: { timestamp?: unknown; signature?: unknown }) =>
    typeof body.timestamp === 'string' &&
    body.signature === smileSignature(partnerId, apiKey, body.timestamp);
  const refusal = { status: 401, body: { code: '2205', error: 'You are not authorized to do that.' } };

  const server = await startFakeServer((request) => {
    const body = (request.json ?? {}) as Record<string, unknown>;
    if (request.method === 'POST' && request.path === '/v1/upload') {
      if (!authorised(body) || body.smile_client_id !== partnerId) return refusal;
      const params = body.partner_params as
        { job_id?: unknown; user_id?: unknown; job_type?: unknown } | undefined;
      if (
        !params ||
        typeof params.job_id !== 'string' ||
        typeof params.user_id !== 'string' ||
        (params.job_type !== 1 && params.job_type !== 2)
      ) {
        return { status: 400, body: { code: '2213', error: 'A required parameter is missing' } };
      }
      if (typeof body.callback_url !== 'string' || body.source_sdk !== 'rest_api') {
        return { status: 400, body: { code: '2213', error: 'A required parameter is missing' } };
      }
      const existing = [...jobs.values()].find((j) => j.jobId === params.job_id);
      if (existing?.uploaded)
        return {
          status: 400,
          body: { code: '2215', error: 'Job already exists. Did you mean to set the retry flag to true?' },
        };
      const smileJobId = existing?.smileJobId ?? String(1_000_000 + jobs.size);
      jobs.set(
        smileJobId,
        existing ?? {
          smileJobId,
          jobId: params.job_id,
          userId: params.user_id,
          uploaded: false,
          resultCode: null,
          idNumber: null,
          selfieBytes: 0,
          jobType: params.job_type,
          callbackUrl: body.callback_url,
        },
      );
      return {
        status: 200,
        body: {
          upload_url: `${fake.url}/s3/${smileJobId}?sig=${randomUUID()}`,
          smile_job_id: smileJobId,
          ref_id: randomUUID(),
        },
      };
    }
    const upload = /^\/s3\/(\d+)$/.exec(request.path);
    if (request.method === 'PUT' && upload) {
      const job = jobs.get(upload[1] ?? '');
      if (!job || request.headers['content-type'] !== 'application/zip')
        return { status: 403, body: { error: 'AccessDenied' } };
      const file = firstZipFile(request.rawBytes);
      if (!file || file.name !== 'info.json')
        return { status: 400, body: { code: '0903', error: 'Zip Corrupt' } };
      const info = JSON.parse(file.data.toString('utf8')) as {
        id_info?: { country?: string; id_type?: string; id_number?: string };
        images?: { image_type_id?: number; image?: string }[];
        misc_information?: { partner_params?: { job_id?: string } };
      };
      const selfie = info.images?.find((i) => i.image_type_id === 2)?.image ?? '';
      const bytes = Buffer.from(selfie, 'base64');
      job.uploaded = true;
      job.idNumber = info.id_info?.id_number ?? null;
      job.selfieBytes = bytes.length;
      const validInfo =
        info.id_info?.country === 'GH' &&
        info.id_info.id_type === 'GHANA_CARD' &&
        info.misc_information?.partner_params?.job_id === job.jobId;
      const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
      if (job.jobType === 2) {
        const sameJob = info.misc_information?.partner_params?.job_id === job.jobId;
        job.resultCode = !sameJob
          ? '0001'
          : !jpeg
            ? '0903'
            : enrolled.get(job.userId) === selfie
              ? '0820'
              : '0821';
      } else {
        job.resultCode = !validInfo ? '0001' : !jpeg ? '0903' : resultFor(job.idNumber ?? '');
        if (job.resultCode === '1020') enrolled.set(job.userId, selfie);
      }
      if (options.autoCallbackMs !== undefined) {
        setTimeout(
          () => deliverCallback(job.callbackUrl, fake.callbackFor(job.jobId), {}, options.report),
          options.autoCallbackMs,
        ).unref();
      }
      return { status: 200 };
    }
    if (request.method === 'POST' && request.path === '/v1/job_status') {
      if (!authorised(body) || body.partner_id !== partnerId) return refusal;
      const job = [...jobs.values()].find((j) => j.jobId === body.job_id && j.userId === body.user_id);
      if (!job) return { status: 404, body: { code: '2210', error: 'Job not found' } };
      const complete = job.resultCode !== null && job.resultCode !== '1015';
      const success = job.resultCode === '1020' || job.resultCode === '0820';
      return {
        status: 200,
        body: {
          job_complete: complete,
          job_success: success,
          code: complete ? '2302' : '2314',
          result: job.resultCode
            ? {
                ResultCode: job.resultCode,
                ResultText: RESULT_TEXT[job.resultCode] ?? '',
                ...(job.resultCode === '1020' ? { FullName: FAKE_NIA_NAME } : {}),
              }
            : {},
          ...signedNow(),
        },
      };
    }
    return { status: 404, body: { error: 'Not found' } };
  });

  const fake: FakeSmileId = Object.assign(server, {
    jobs,
    callbackFor(jobId: string, at?: Date) {
      const job = [...jobs.values()].find((j) => j.jobId === jobId);
      if (!job?.resultCode) throw new Error(`no result for ${jobId}`);
      return JSON.stringify({
        ResultCode: job.resultCode,
        ResultText: RESULT_TEXT[job.resultCode] ?? '',
        SmileJobID: job.smileJobId,
        PartnerParams: { job_id: job.jobId, user_id: job.userId, job_type: 1 },
        Actions: { Verify_ID_Number: job.resultCode === '1020' ? 'Verified' : 'Not Verified' },
        ...signedNow(at),
      });
    },
  });
  return fake;
}
