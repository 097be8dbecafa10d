// Speed as customers' browsers measured it (POST /api/field-speed): each report is published on a
// channel and the metrics (metrics.ts) add its values to their histograms. Nothing is stored, and a
// report holds nothing of the customer: the page by its route name and the measurements, both
// checked against the contract's enums, so the metrics' labels stay a short fixed list.
import diagnostics from 'node:diagnostics_channel';

import type { components } from '@savewin/api';

export type FieldSpeedReport = components['schemas']['FieldSpeedReport'];

export const fieldSpeedReports = diagnostics.channel('savewin:field-speed');

export function publishFieldSpeed(report: FieldSpeedReport): void {
  if (fieldSpeedReports.hasSubscribers) fieldSpeedReports.publish(report);
}
