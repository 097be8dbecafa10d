/** PostgreSQL's check_violation: what the database answers when a guarantee would be broken. */
export function isCheckViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23514';
}
