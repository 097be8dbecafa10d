// The health check, the field-speed reports and the sandbox-only helpers (registered only in
// sandbox mode).
import { Refusal } from '../../domain/errors';
import { MESSAGES } from '../../domain/identity/messages';
import { accrueInterest, isDayKey } from '../../domain/ledger/index';
import { publishFieldSpeed } from '../../fieldSpeed';
import { runGoalMaturity } from '../../jobs/goals';
import { DEMO_INTEREST_BPS } from '../../seed/seed';
import { ok } from '../envelope';
import type { HandlerMap } from '../types';

export const systemHandlers: HandlerMap = {
  async getHealth({ services }) {
    let database: 'ok' | 'unavailable' = 'ok';
    try {
      await services.db.query('SELECT 1');
    } catch {
      database = 'unavailable';
    }
    return ok(
      {
        status: database === 'ok' ? 'ok' : 'degraded',
        database,
        sandbox: services.config.mode === 'sandbox',
        time: services.now().toISOString(),
      },
      database === 'ok' ? 'The gateway is up.' : 'The database is not answering.',
    );
  },

  /** Counted in the metrics' histograms (the request validation has bounded every field). */
  async reportFieldSpeed({ body }) {
    publishFieldSpeed(body);
    return ok(null, '');
  },
};

export const sandboxHandlers: HandlerMap = {
  async getSandboxSmsInbox({ params: { mobileNumber }, services }) {
    const sms = services.sms;
    if (services.config.mode !== 'sandbox' || !('inbox' in sms)) throw new Refusal(MESSAGES.invalidNumber);
    const messages = sms.inbox(mobileNumber).map((sms) => ({
      id: String(sms.id),
      to: sms.mobileNumber,
      text: sms.message,
      sentAt: sms.sentAt.toISOString(),
    }));
    return ok(messages, messages.length === 0 ? 'No messages for this number.' : '');
  },

  async getSandboxEmailInbox({ query: { address }, services }) {
    const email = services.email;
    if (services.config.mode !== 'sandbox' || !('inbox' in email)) throw new Refusal(MESSAGES.email);
    const messages = email.inbox(address).map((message) => ({
      id: String(message.id),
      to: message.to,
      subject: message.subject,
      text: message.text,
      sentAt: message.sentAt.toISOString(),
    }));
    return ok(messages, messages.length === 0 ? 'No e-mails for this address.' : '');
  },

  /** The goal-maturity job as if the clock read `at` (only the job's clock moves). */
  async runSandboxGoalMaturity({ body, services }) {
    if (services.config.mode !== 'sandbox')
      throw new Refusal('Sandbox operations exist only in sandbox mode.');
    const at = new Date(body.at);
    if (Number.isNaN(at.getTime())) throw new Refusal('Please give a valid date and time.');
    const report = await runGoalMaturity({ db: services.db, ledger: services.ledger }, at);
    return ok(report, '');
  },

  /** One day's interest accrual on one account, now, at the gateway's rate (nothing is credited). */
  async runSandboxInterestAccrual({ body, services }) {
    if (services.config.mode !== 'sandbox')
      throw new Refusal('Sandbox operations exist only in sandbox mode.');
    if (!isDayKey(body.day)) throw new Refusal('Please give a valid day (YYYY-MM-DD).');
    const accruals = await accrueInterest(services.db, {
      day: body.day,
      annualRateBps: DEMO_INTEREST_BPS,
      accountNumber: body.accountNumber,
    });
    return ok({ accruals }, '');
  },
};
