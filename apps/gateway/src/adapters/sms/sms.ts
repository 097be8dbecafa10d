// SMS delivery behind an interface. The sandbox keeps every message in an inbox (newest first,
// bounded) that tests and demos read through the sandbox-only getSandboxSmsInbox operation.

export interface SmsMessage {
  id: number;
  /** Local 10-digit form. */
  mobileNumber: string;
  message: string;
  sentAt: Date;
}

export interface SmsAdapter {
  readonly kind: 'sandbox' | 'live';
  send(mobileNumber: string, message: string): Promise<void>;
}

export interface SandboxSmsAdapter extends SmsAdapter {
  readonly kind: 'sandbox';
  /** Messages sent to the number, newest first. */
  inbox(mobileNumber: string): SmsMessage[];
}

const INBOX_LIMIT = 1000;

export function createSandboxSms(
  options: { now?: () => Date; onSend?: (message: SmsMessage) => void } = {},
): SandboxSmsAdapter {
  const messages: SmsMessage[] = [];
  let nextId = 1;
  const now = options.now ?? (() => new Date());
  return {
    kind: 'sandbox',
    async send(mobileNumber, message) {
      const sms = { id: nextId++, mobileNumber, message, sentAt: now() };
      messages.push(sms);
      if (messages.length > INBOX_LIMIT) messages.shift();
      options.onSend?.(sms);
    },
    inbox(mobileNumber) {
      return messages.filter((m) => m.mobileNumber === mobileNumber).reverse();
    },
  };
}
