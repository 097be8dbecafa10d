// Mobile money through Paystack, for the networks the MTN MoMo Open API does not reach (Telecel,
// AT; MTN works too): wallet names (GET /bank/resolve with the network's code), disbursements
// (transfer recipient of type mobile_money) and collections (POST /charge with mobile_money: the
// payer approves on the phone, and the charge.success webhook or checkCollection tells the result).
import type { Network } from '@savewin/core';

import { paystackOptionsFromEnv } from '../bank/paystackBank';
import {
  createPaystackClient,
  paystackReference,
  settle,
  type PaystackOptions,
} from '../paystack/paystackClient';
import {
  DUPLICATE,
  reportedByPaystack,
  resolveAccountName,
  sendTransfer,
  transferStatus,
  verifyTransfer,
} from '../paystack/paystackTransfers';
import { ProviderUnavailable, type LiveFactoryResult } from '../providerHttp';

import {
  MomoRequestRefused,
  type MomoAdapter,
  type MomoRequest,
  type PayoutOutcome,
  type RemoteStatus,
  type Reported,
} from './momo';

/** Paystack's bank codes for Ghana's wallets (transfers, resolve) and charge providers. */
export const PAYSTACK_NETWORK_CODES: Record<Network, { bankCode: string; provider: string }> = {
  MTN: { bankCode: 'MTN', provider: 'mtn' },
  TELECEL: { bankCode: 'VOD', provider: 'vod' },
  AT: { bankCode: 'ATL', provider: 'atl' },
};

export type CollectionStatus = 'SUCCESSFUL' | 'FAILED' | 'PENDING';

/** The wallets' names as customers know them. */
const WALLET_NAMES: Record<Network, string> = { MTN: 'MTN MoMo', TELECEL: 'Telecel Cash', AT: 'AT Money' };

export interface PaystackMomo extends MomoAdapter {
  readonly kind: 'live';
  /** What became of a collection (reconciliation); null when Paystack has no such charge. */
  checkCollection(
    transactionId: string,
  ): Promise<{ status: CollectionStatus; amount: number; reported: Reported } | null>;
  verifyDisbursement(transactionId: string): Promise<PayoutOutcome | null>;
  collectionStatus(request: MomoRequest): Promise<RemoteStatus>;
  payoutStatus(request: MomoRequest): Promise<RemoteStatus>;
}

export function createPaystackMomo(options: PaystackOptions): PaystackMomo {
  const client = createPaystackClient(options);
  const emailDomain = options.customerEmailDomain ?? 'customers.savewin.invalid';
  const adapter: PaystackMomo = {
    kind: 'live',
    async requestCollection(request) {
      const reference = paystackReference(request.transactionId);
      const answer = await settle(
        client.POST('/charge', {
          body: {
            email: `${request.phoneNumber}@${emailDomain}`,
            // In pesewas; a Ghana integration charges in GHS (its default currency).
            amount: request.amount,
            reference,
            mobile_money: {
              phone: request.phoneNumber,
              provider: PAYSTACK_NETWORK_CODES[request.network].provider,
            },
          },
        }),
      );
      // A retry of a charge Paystack already has ("Duplicate Transaction Reference"): the prompt
      // went out the first time. It stays accepted (the callback or reconciliation says what became
      // of it), even while Paystack's status does not show it yet: ambiguity is never failure.
      if (answer.kind === 'refused' && DUPLICATE.test(answer.message)) return { promptId: reference };
      if (answer.kind === 'refused') {
        throw new MomoRequestRefused(`paystack refused the ${request.network} collection: ${answer.message}`);
      }
      if (answer.kind === 'unknown') throw new ProviderUnavailable('paystack', `charge: ${answer.why}`);
      const status = answer.data.data?.status;
      // pay_offline / pending: the prompt is on the phone. send_otp (a voucher the customer must
      // type, Paystack's charge → send_otp → submit_otp flow, which Telecel Cash uses) has no
      // screen in the app yet, so it is refused at once, telling the customer why and what to do.
      if (status === 'send_otp') {
        throw new MomoRequestRefused(
          `paystack asks for a voucher (send_otp) for the ${request.network} collection`,
          `${WALLET_NAMES[request.network]} asks for a voucher to approve this payment, which SAVE & WIN cannot take yet. Please pay from another wallet.`,
        );
      }
      if (status === 'failed') {
        throw new MomoRequestRefused(`paystack could not prompt ${request.network} wallet (failed)`);
      }
      return { promptId: reference };
    },
    disburse: (request) =>
      sendTransfer(client, {
        transactionId: request.transactionId,
        type: 'mobile_money',
        bankCode: PAYSTACK_NETWORK_CODES[request.network].bankCode,
        accountNumber: request.phoneNumber,
        amount: request.amount,
        narration: request.narration,
      }),
    lookupName: (phoneNumber, network) =>
      /^0\d{9}$/.test(phoneNumber)
        ? resolveAccountName(client, PAYSTACK_NETWORK_CODES[network].bankCode, phoneNumber)
        : Promise.resolve(null),
    async checkCollection(transactionId) {
      const reference = paystackReference(transactionId);
      const answer = await settle(client.GET('/charge/{reference}', { params: { path: { reference } } }));
      if (answer.kind === 'refused' && answer.status === 404) return null;
      if (answer.kind !== 'ok') {
        throw new ProviderUnavailable(
          'paystack',
          `charge check: ${answer.kind === 'refused' ? answer.message : answer.why}`,
        );
      }
      const data = answer.data.data;
      const status =
        data?.status === 'success'
          ? 'SUCCESSFUL'
          : data?.status === 'failed' || data?.status === 'abandoned'
            ? 'FAILED'
            : 'PENDING';
      return { status, amount: Number(data?.amount ?? 0), reported: reportedByPaystack(data, transactionId) };
    },
    verifyDisbursement: (transactionId) => verifyTransfer(client, transactionId),
    payoutStatus: (request) => transferStatus(client, request.transactionId),
    async collectionStatus(request) {
      const charge = await adapter.checkCollection(request.transactionId);
      if (!charge) return { status: 'NOT_FOUND' };
      if (charge.status === 'FAILED') return { status: 'FAILED', reason: 'The payment was not approved.' };
      if (charge.status === 'PENDING') return { status: 'PENDING' };
      // What Paystack says it collected goes with the outcome: a charge of another amount or
      // currency than asked is held for a person by the settlement check, never credited.
      return {
        status: 'SUCCESSFUL',
        reference: paystackReference(request.transactionId),
        reported: charge.reported,
      };
    },
  };
  return adapter;
}

/** Paystack mobile money from the environment (PAYSTACK_* as the bank), or what is missing. */
export function paystackMomoFromEnv(env: NodeJS.ProcessEnv): LiveFactoryResult<PaystackMomo> {
  const options = paystackOptionsFromEnv(env);
  return 'missing' in options ? options : { adapter: createPaystackMomo(options.adapter) };
}

/**
 * One MomoAdapter over two: MTN numbers to the MTN MoMo adapter, Telecel and AT to Paystack.
 */
export function momoByNetwork(mtn: MomoAdapter, others: MomoAdapter): MomoAdapter {
  const pick = (network: Network) => (network === 'MTN' ? mtn : others);
  return {
    requestCollection: (request) => pick(request.network).requestCollection(request),
    disburse: (request) => pick(request.network).disburse(request),
    lookupName: (phoneNumber, network) => pick(network).lookupName(phoneNumber, network),
    // Offered when both sides offer it (without it, reconciliation behaves as documented in momo.ts).
    ...(mtn.collectionStatus && others.collectionStatus
      ? { collectionStatus: (request: MomoRequest) => pick(request.network).collectionStatus!(request) }
      : {}),
    ...(mtn.payoutStatus && others.payoutStatus
      ? { payoutStatus: (request: MomoRequest) => pick(request.network).payoutStatus!(request) }
      : {}),
  };
}
