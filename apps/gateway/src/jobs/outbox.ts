// The outbox worker and reconciliation, in-process (one gateway on PGlite; on PostgreSQL every
// instance may run it: a call is claimed with FOR UPDATE SKIP LOCKED and a lease, and every
// outcome is recorded once, so two workers never send or settle one call twice). It is the one
// place that sends to outside parties after commit: provider calls, then the queued SMS alerts
// (each claimed with FOR UPDATE SKIP LOCKED, so two instances never send one alert twice).
//   every intervalMs:   send the calls that are due (left by a crash, or waiting for a retry),
//                       then the SMS alerts queued with their events
//   every reconcileMs:  ask the providers about calls still open after RECONCILE_AFTER_MS
import type { ReconcileReport } from '../domain/outbox/outbox';
import type { Services } from '../services';

type OutboxServices = Pick<Services, 'outbox' | 'config' | 'alerts'>;

/** One pass: due calls sent, queued SMS alerts delivered, then (when asked) reconciliation. */
export async function runOutboxJobs(
  services: OutboxServices,
  options: { reconcile: boolean },
): Promise<{ sent: number; alerts: number; reconciled: ReconcileReport | null }> {
  const sent = await services.outbox.runDue();
  const alerts = await services.alerts.deliver();
  const reconciled = options.reconcile
    ? await services.outbox.reconcile({
        afterMs: services.config.reconcileAfterMs,
        operatorAfterMs: services.config.operatorAfterMs,
      })
    : null;
  return { sent, alerts, reconciled };
}

export function startOutboxJobs(
  services: OutboxServices,
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
