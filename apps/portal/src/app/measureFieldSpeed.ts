// Listens to the browser for the field-speed report (fieldSpeed.ts says what is sent and when):
// web-vitals' LCP, INP, CLS, FCP and TTFB, and on the dashboard the Element Timing of its balance.
import { CONTENT_PAINT } from '@savewin/ui';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

import { sendFieldSpeed } from '../shared/api/fieldSpeed';
import { routeNameForPathname } from '../shared/paths';

import { createFieldSpeedCollector } from './fieldSpeed';

/** Starts measuring the load that opened `openedPathname`. */
export function startFieldSpeed(openedPathname: string): void {
  const page = routeNameForPathname(openedPathname);
  if (!page) return;
  const collector = createFieldSpeedCollector(page, sendFieldSpeed);
  // Says on the page that this load is measured (what a synthetic check or a test waits for).
  document.documentElement.dataset['fieldSpeed'] = page;
  const record = (metric: Metric) => collector.record(metric.name, metric.value);
  onLCP(record);
  onINP(record);
  onCLS(record);
  onFCP(record);
  onTTFB(record);
  if (page === 'home' && PerformanceObserver.supportedEntryTypes?.includes('element')) {
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        identifier?: string;
        renderTime?: number;
      })[]) {
        if (entry.identifier !== CONTENT_PAINT.balance) continue;
        collector.record('DASHBOARD_PAINTED', entry.renderTime || entry.startTime);
        observer.disconnect();
      }
    });
    observer.observe({ type: 'element', buffered: true });
  }
  // Registered after web-vitals' own listeners, so their final values are in when this runs.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') collector.flush();
  });
  window.addEventListener('pagehide', () => collector.flush());
}
