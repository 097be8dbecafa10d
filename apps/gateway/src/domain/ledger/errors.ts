// A business refusal raised inside a ledger transaction: the transaction rolls back whole and the
// customer reads `message` (envelope isSuccess false). Anything else thrown is a fault.
export class LedgerRefusal extends Error {
  override name = 'LedgerRefusal';
  constructor(message: string) {
    super(message);
  }
}

/** PostgreSQL's check_violation: what the database answers when a guarantee would be broken. */
export function isCheckViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23514';
}
