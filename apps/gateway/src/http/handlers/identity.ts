// Identity operations of the contract: leads, one-time codes, sign-in, credentials, customer
// details and KYC. Each maps HTTP to one identity/KYC call; the rules live in identity/ and kyc/.
import {
  STEP_UP_MESSAGES,
  coolingOffNotice,
  describeUserAgent,
  formatAmount,
  normaliseMobileNumber,
} from '@savewin/core';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';

import { NotYours, Refusal, Unauthenticated } from '../../domain/errors';
import { MESSAGES } from '../../domain/identity/messages';
import { PASSKEY_MESSAGES } from '../../domain/identity/passkeys';
import type { CoolingOff, StepUpOperation } from '../../domain/identity/stepUp';
import { KYC_MESSAGES } from '../../domain/kyc/kyc';
import { accountLimits } from '../../domain/kyc/limits';
import { ok, refused } from '../envelope';
import { clientOf } from '../rateLimit';
import type { AuthContext, HandlerMap } from '../types';

type Customer = Extract<AuthContext, { kind: 'customer' }>;

function customer(auth: AuthContext | null): Customer {
  if (!auth || auth.kind !== 'customer') throw new Unauthenticated(MESSAGES.signInRequired);
  return auth;
}

function ownNumber(auth: AuthContext | null, mobileNumber: string): Customer {
  const caller = customer(auth);
  if (caller.mobileNumber !== mobileNumber) throw new NotYours(MESSAGES.notYourProfile);
  return caller;
}

function coolingOffView(cooling: CoolingOff | null) {
  return (
    cooling && {
      until: cooling.until.toISOString(),
      left: formatAmount(cooling.left),
      notice: coolingOffNotice(cooling.until, cooling.left),
    }
  );
}

/** The step-up's operation from the challenge's body: the part its `operation` names. */
function operationOf(body: {
  operation: StepUpOperation['kind'];
  transaction?: Extract<StepUpOperation, { kind: 'TRANSACT' }>['request'];
  billPayment?: Extract<StepUpOperation, { kind: 'BILL_PAYMENT' }>['request'];
  paymentLink?: Extract<StepUpOperation, { kind: 'PAYMENT_LINK' }>['request'];
  qrPayment?: Extract<StepUpOperation, { kind: 'QR_PAYMENT' }>['request'];
  moneyRequest?: Extract<StepUpOperation, { kind: 'MONEY_REQUEST' }>['request'];
  leadId?: string;
}): StepUpOperation {
  const missing = () => new Refusal('Please say which payment to confirm.');
  switch (body.operation) {
    case 'TRANSACT':
      if (!body.transaction) throw missing();
      return { kind: 'TRANSACT', request: body.transaction };
    case 'BILL_PAYMENT':
      if (!body.billPayment) throw missing();
      return { kind: 'BILL_PAYMENT', request: body.billPayment };
    case 'QR_PAYMENT':
      if (!body.qrPayment) throw missing();
      return { kind: 'QR_PAYMENT', request: body.qrPayment };
    case 'MONEY_REQUEST':
      if (!body.moneyRequest) throw missing();
      return { kind: 'MONEY_REQUEST', request: body.moneyRequest };
    case 'PAYMENT_LINK':
      return { kind: 'PAYMENT_LINK', request: body.paymentLink ?? {} };
    case 'DELETE_PROFILE':
      if (!body.leadId) throw missing();
      return { kind: 'DELETE_PROFILE', leadId: body.leadId };
  }
}

/** The step-up token a money call carries (X-Step-Up), if any. */
export function stepUpTokenOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers['x-step-up'];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

const KYC_STATUS = {
  NOT_STARTED: 'NONE',
  PENDING: 'PENDING',
  VERIFIED: 'VERIFIED',
  REJECTED: 'REJECTED',
} as const;

export const identityHandlers: HandlerMap = {
  async leadExistsByNumber({ params: { mobileNumber }, services }) {
    const lead = await services.identity.findLead(mobileNumber);
    if (!lead) return refused(MESSAGES.leadNew);
    return ok({ leadId: lead.lead_id, hasSubscription: lead.customer_number !== null }, MESSAGES.leadFound);
  },

  async getLeadByMobile({ params: { mobileNumber }, auth, services }) {
    ownNumber(auth, mobileNumber);
    const lead = await services.identity.findLead(mobileNumber);
    if (!lead) throw new Unauthenticated(MESSAGES.sessionExpired);
    return ok({
      leadId: lead.lead_id,
      profileName: lead.profile_name ?? '',
      mobileNumber: lead.mobile_number ?? mobileNumber,
      email: lead.email ?? '',
      emailVerified: lead.email_verified_at !== null,
    });
  },

  async createLead({ body, request, services }) {
    const lead = await services.identity.createLead(body, clientOf(request.ip));
    return ok(lead.lead_id, MESSAGES.leadCreated);
  },

  async updateLead({ body, auth, services }) {
    await services.identity.updateLead(auth, body);
    return ok(true, MESSAGES.leadUpdated);
  },

  async requestEmailChange({ body, auth, services }) {
    const sent = await services.identity.requestEmailChange(auth, body);
    return ok({ email: sent.email, expiresIn: sent.expiresInSeconds }, MESSAGES.emailCodeSent(sent.email));
  },

  async confirmEmailChange({ body, auth, services }) {
    const changed = await services.identity.confirmEmailChange(auth, body);
    return ok({ email: changed.email, emailVerified: true }, MESSAGES.emailVerified);
  },

  async confirmOldPin({ body, auth, services }) {
    await services.identity.confirmOldPin(auth, body.mobileNumber, body.pin);
    return ok(true, MESSAGES.pinConfirmed);
  },

  async deleteLead({ params: { leadId }, request, auth, services }) {
    await services.identity.stepUp.require(
      auth,
      { kind: 'DELETE_PROFILE', leadId },
      stepUpTokenOf(request.headers),
    );
    await services.identity.deleteLead(auth, leadId);
    return ok(true, MESSAGES.leadDeleted);
  },

  async sendOtp({ params: { mobileNumber }, services }) {
    const sent = await services.identity.sendOtp(mobileNumber);
    return ok({ expiresIn: sent.expiresInSeconds }, MESSAGES.otpSent);
  },

  async resendOtp({ params: { mobileNumber }, services }) {
    const sent = await services.identity.sendOtp(mobileNumber);
    return ok({ expiresIn: sent.expiresInSeconds }, MESSAGES.otpSent);
  },

  async validateOtp({ body, auth, request, services }) {
    if (auth?.kind === 'otp') {
      if (body.mobileNumber !== auth.mobileNumber) throw new NotYours(MESSAGES.notYourProfile);
      const issued = await services.identity.completeLogin(auth, body.code);
      return ok(
        { token: issued.token, refreshToken: issued.refreshToken, expiresIn: issued.expiresIn },
        MESSAGES.signedIn,
      );
    }
    if (auth?.kind === 'payer') {
      // The payer of a payment link proves their number; the answer is a payer credential bound
      // to that number (spec §4 payment link, steps 4-5).
      const mobileNumber = normaliseMobileNumber(body.mobileNumber);
      if (!mobileNumber) throw new Refusal(MESSAGES.invalidNumber);
      await services.identity.validateOtp(mobileNumber, body.code, {
        kind: 'payer',
        linkHash: auth.linkHash,
      });
      const payer = await services.paymentLinks.bindPayer(auth, mobileNumber);
      return ok(payer, MESSAGES.otpValidated);
    }
    // A number proved by a signed-in customer (a wallet to link) is theirs alone to use; one proved
    // without a credential only registers a profile, from the client that proved it.
    await services.identity.validateOtp(
      body.mobileNumber,
      body.code,
      auth?.kind === 'customer'
        ? { kind: 'customer', leadId: auth.leadId }
        : { kind: 'anonymous', client: clientOf(request.ip) },
    );
    return ok(null, MESSAGES.otpValidated);
  },

  async login({ body, request, services }) {
    const { token, expiresIn } = await services.identity.login(body, request.headers['user-agent'] ?? null);
    return ok({ token, expiresIn }, MESSAGES.loginOtpSent);
  },

  async forgotPin({ body, request, services }) {
    const started = await services.identity.forgotPin(body.mobileNumber, clientOf(request.ip));
    return ok(started, MESSAGES.otpSent);
  },

  async verifyForgotPinCode({ body, services }) {
    await services.identity.verifyResetCode(body.resetToken, body.code);
    return ok(true, MESSAGES.otpValidated);
  },

  async verifyForgotPinCard({ body, services }) {
    await services.identity.verifyResetCard(body.resetToken, body.ghanaCardNumber);
    return ok(true, MESSAGES.cardConfirmed);
  },

  async verifyForgotPinSelfie({ body, services }) {
    await services.identity.verifyResetSelfie(body.resetToken, body.image);
    return ok(true, MESSAGES.selfieConfirmed);
  },

  async resetPin({ body, request, services }) {
    const issued = await services.identity.resetPin(
      body.resetToken,
      body.pin,
      body.confirmPin,
      request.headers['user-agent'] ?? null,
    );
    return ok(
      { token: issued.token, refreshToken: issued.refreshToken, expiresIn: issued.expiresIn },
      MESSAGES.pinReset,
    );
  },

  async refreshToken({ body: { refreshToken, retryKey }, services }) {
    const issued = await services.identity.refresh(refreshToken, retryKey);
    return ok(
      { token: issued.token, refreshToken: issued.refreshToken, expiresIn: issued.expiresIn },
      MESSAGES.refreshed,
    );
  },

  async logout({ auth, services }) {
    await services.identity.logout(auth);
    return ok(true, MESSAGES.loggedOut);
  },

  async logoutEverywhere({ query, auth, services }) {
    const keepThisSession = query.keepThisSession === true;
    await services.identity.logoutEverywhere(auth, { keepThisSession });
    return ok(true, keepThisSession ? MESSAGES.loggedOutOthers : MESSAGES.loggedOutEverywhere);
  },

  async stepUpChallenge({ body, auth, services }) {
    // A profile named is the caller's own, whichever operation the challenge is for.
    if (body.leadId !== undefined && body.leadId !== customer(auth).leadId)
      throw new NotYours(MESSAGES.notYourProfile);
    const answer = await services.identity.stepUp.challenge(auth, operationOf(body));
    return ok(
      {
        required: answer.required,
        stepUpToken: answer.stepUpToken,
        expiresIn: answer.expiresIn,
        coolingOff: coolingOffView(answer.coolingOff),
        passkey: answer.passkey,
      },
      answer.required ? STEP_UP_MESSAGES.required : '',
    );
  },

  async confirmStepUp({ body, auth, services }) {
    const proof = body.pin
      ? { pin: body.pin }
      : body.passkey
        ? { passkey: body.passkey as unknown as AuthenticationResponseJSON }
        : null;
    if (!proof) throw new Refusal(STEP_UP_MESSAGES.required);
    await services.identity.stepUp.prove(auth, body.stepUpToken, proof);
    return ok(true, STEP_UP_MESSAGES.confirmed);
  },

  async stepUpPasskeyOptions({ body, auth, services }) {
    return ok(await services.identity.passkeys.stepUpOptions(auth, body.stepUpToken), '');
  },

  async passkeyRegistrationOptions({ body, auth, services }) {
    return ok(await services.identity.passkeys.registrationOptions(auth, body.pin), '');
  },

  async registerPasskey({ body, auth, services }) {
    await services.identity.passkeys.register(auth, body.response as unknown as RegistrationResponseJSON);
    return ok(true, PASSKEY_MESSAGES.registered);
  },

  async passkeySignInOptions({ services }) {
    return ok(await services.identity.passkeys.signInOptions(), '');
  },

  async passkeySignIn({ body, request, services }) {
    const issued = await services.identity.passkeys.signIn(
      body.response as unknown as AuthenticationResponseJSON,
      request.headers['user-agent'] ?? null,
    );
    return ok(
      {
        token: issued.token,
        refreshToken: issued.refreshToken,
        expiresIn: issued.expiresIn,
        mobileNumber: issued.mobileNumber,
      },
      PASSKEY_MESSAGES.signedIn,
    );
  },

  async getStepUpStatus({ auth, services }) {
    const { coolingOff } = await services.identity.stepUp.status(auth);
    return ok({ coolingOff: coolingOffView(coolingOff) }, '');
  },

  async getSessions({ auth, services }) {
    const sessions = await services.identity.listSessions(auth);
    return ok(
      sessions.map((s) => ({
        sessionId: s.sessionId,
        device: describeUserAgent(s.userAgent),
        signedInAt: s.signedInAt.toISOString(),
        lastUsedAt: s.lastUsedAt.toISOString(),
        current: s.current,
      })),
    );
  },

  async endSession({ params: { sessionId }, auth, services }) {
    await services.identity.endSession(auth, sessionId);
    return ok(true, MESSAGES.sessionEnded);
  },

  async getCustomerDetails({ params: { mobile }, auth, services }) {
    const caller = ownNumber(auth, mobile);
    const lead = await services.identity.leadById(caller.leadId);
    if (!lead || lead.deleted_at || lead.mobile_number === null)
      throw new Unauthenticated(MESSAGES.sessionExpired);
    if (!lead.customer_number) {
      return refused(
        lead.kyc_status === 'PENDING'
          ? KYC_MESSAGES.inProgress
          : 'You have no SAVE & WIN account yet. Please complete your KYC to open one.',
      );
    }
    const accounts = await services.accounts.getCustomerAccounts(services.db, lead.customer_number);
    return ok({
      firstName: lead.first_name ?? '',
      lastName: lead.last_name ?? '',
      email: lead.email ?? '',
      emailVerified: lead.email_verified_at !== null,
      customerNumber: lead.customer_number,
      customer: { customerPhoneNumber: lead.mobile_number, leadId: lead.lead_id },
      address: { mobileNumber: lead.mobile_number },
      profile: { kycStatus: KYC_STATUS[lead.kyc_status] },
      accounts,
    });
  },

  async getAccountLimits({ auth, services }) {
    const caller = customer(auth);
    const limits = await accountLimits(services.db, caller.customerNumber, services.now());
    const nullable = (p: number | null) => (p === null ? null : formatAmount(p));
    return ok({
      tier: limits.tier,
      balance: formatAmount(limits.balance),
      maxBalance: formatAmount(limits.maxBalance),
      dailyLimit: formatAmount(limits.dailyLimit),
      usedToday: formatAmount(limits.usedToday),
      leftToday: formatAmount(limits.leftToday),
      monthlyLimit: nullable(limits.monthlyLimit),
      usedThisMonth: formatAmount(limits.usedThisMonth),
      leftThisMonth: nullable(limits.leftThisMonth),
      nextTier: limits.nextTier && {
        tier: limits.nextTier.tier,
        maxBalance: formatAmount(limits.nextTier.maxBalance),
        dailyLimit: formatAmount(limits.nextTier.dailyLimit),
        howTo: limits.nextTier.howTo,
      },
    });
  },

  async kycRequest({ body, auth, services }) {
    const result = await services.kyc.request(auth, body);
    return ok(result, KYC_MESSAGES.submitted);
  },
};
