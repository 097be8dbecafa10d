// E-mail delivery behind an interface (proving a new e-mail address). The sandbox keeps
// every message in an inbox (newest first, bounded) that tests and demos read through the
// sandbox-only getSandboxEmailInbox operation, as the SMS sandbox does. No live provider is
// written yet: see index.ts.

export interface EmailMessage {
  id: number;
  /** The address as the customer typed it (trimmed). */
  to: string;
  subject: string;
  text: string;
  sentAt: Date;
}

export interface EmailAdapter {
  readonly kind: 'sandbox' | 'live';
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

export interface SandboxEmailAdapter extends EmailAdapter {
  readonly kind: 'sandbox';
  /** Messages sent to the address (compared without regard to case), newest first. */
  inbox(address: string): EmailMessage[];
}

const INBOX_LIMIT = 1000;

export function createSandboxEmail(
  options: { now?: () => Date; onSend?: (message: EmailMessage) => void } = {},
): SandboxEmailAdapter {
  const messages: EmailMessage[] = [];
  let nextId = 1;
  const now = options.now ?? (() => new Date());
  return {
    kind: 'sandbox',
    async send({ to, subject, text }) {
      const email = { id: nextId++, to, subject, text, sentAt: now() };
      messages.push(email);
      if (messages.length > INBOX_LIMIT) messages.shift();
      options.onSend?.(email);
    },
    inbox(address) {
      const wanted = address.trim().toLowerCase();
      return messages.filter((m) => m.to.toLowerCase() === wanted).reverse();
    },
  };
}
