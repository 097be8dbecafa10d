// The outbox worker and reconciliation, in-process (one gateway on PGlite; on PostgreSQL every
// instance may run it: a call is claimed with FOR UPDATE SKIP LOCKED and a lease, and every
// outcome is recorded once, so two workers never send or settle one call twice).
//   every intervalMs:   send the calls that are due (left by a crash, or waiting for a retry)
//   every reconcileMs:  ask the providers about calls still open after RECONCILE_AFTER_MS
import type { ReconcileReport } from '../domain/outbox/outbox';
import type { Services } from '../services';

/** One pass: due calls sent, then (when asked) reconciliation. */
export async function runOutboxJobs(
  services: Pick<Services, 'outbox' | 'config'>,
  options: { reconcile: boolean },
): Promise<{ sent: number; reconciled: ReconcileReport | null }> {
  const sent = await services.outbox.runDue();
  const reconciled = options.reconcile
    ? await services.outbox.reconcile({
        afterMs: services.config.reconcileAfterMs,
        operatorAfterMs: services.config.operatorAfterMs,
      })
    : null;
  return { sent, reconciled };
}

export function startOutboxJobs(
  services: Pick<Services, 'outbox' | 'config'>,
  options: { intervalMs?: number; reconcileMs?: number; onError?(error: unknown): void } = {},
): () => Promise<void> {
  const reconcileMs = options.reconcileMs ?? 60_000;
  let lastReconcile = 0;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    const reconcile = Date.now() - lastReconcile >= reconcileMs;
    if (reconcile) lastReconcile = Date.now();
    running = runOutboxJobs(services, { reconcile })
      .then(() => undefined)
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, options.intervalMs ?? 1_000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
    await services.outbox.settle();
  };
}
