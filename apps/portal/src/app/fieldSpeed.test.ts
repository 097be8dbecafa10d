// The field-speed report: each measurement sent once, nothing sent when nothing was measured.
// A load's page is its route name (shared/paths.test.ts), never its address.
import { describe, expect, it } from 'vitest';

import type { FieldSpeedReport } from '../shared/api/fieldSpeed';

import { createFieldSpeedCollector } from './fieldSpeed';

describe('a load’s measurements', () => {
  function collector() {
    const reports: FieldSpeedReport[] = [];
    return { reports, collect: createFieldSpeedCollector('home', (report) => reports.push(report)) };
  }

  it('go in one report when the page is hidden, each once', () => {
    const { reports, collect } = collector();
    collect.record('TTFB', 120);
    collect.record('LCP', 1840);
    collect.record('DASHBOARD_PAINTED', 1910);
    collect.flush();
    collect.record('LCP', 2500);
    collect.record('INP', 96);
    collect.flush();
    collect.flush();
    expect(reports).toEqual([
      {
        page: 'home',
        measurements: [
          { name: 'TTFB', value: 120 },
          { name: 'LCP', value: 1840 },
          { name: 'DASHBOARD_PAINTED', value: 1910 },
        ],
      },
      { page: 'home', measurements: [{ name: 'INP', value: 96 }] },
    ]);
  });

  it('send nothing when nothing was measured, and never a value the gateway would refuse', () => {
    const { reports, collect } = collector();
    collect.flush();
    collect.record('CLS', Number.NaN);
    collect.record('INP', -5);
    collect.flush();
    expect(reports).toEqual([]);
    collect.record('LCP', 9_000_000);
    collect.flush();
    expect(reports).toEqual([{ page: 'home', measurements: [{ name: 'LCP', value: 600_000 }] }]);
  });
});
