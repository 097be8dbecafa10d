// The field-speed report: a load's page by its route name (never its address), each measurement
// sent once, nothing sent when nothing was measured.
import { describe, expect, it } from 'vitest';

import type { FieldSpeedReport } from '../shared/api/fieldSpeed';

import { createFieldSpeedCollector, pageNameOf } from './fieldSpeed';

describe('the page of a load', () => {
  it('is the route name of its address, query and trailing slash aside', () => {
    expect(pageNameOf('/')).toBe('home');
    expect(pageNameOf('/transact/send-money/')).toBe('sendMoney');
    expect(pageNameOf('/favorites')).toBe('favourites');
  });

  it('is none for an address no route serves, so nothing is reported', () => {
    expect(pageNameOf('/view-target-save/GOAL-123')).toBeNull();
    expect(pageNameOf('/0244123456')).toBeNull();
  });
});

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
