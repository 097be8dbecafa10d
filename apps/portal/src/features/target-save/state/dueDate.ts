// The days a goal option allows for its due date (spec §5: minDays…maxDays whole days from now),
// as ISO dates for the calendar's limits. Days count on Accra's calendar (UTC), as core's
// wholeDaysUntil does, so the calendar offers exactly the days dueDateError accepts.
import type { DueDateOption } from '@savewin/core';

const DAY_MS = 86_400_000;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function dueDateWindow(option: DueDateOption, now: Date = new Date()): { min: string; max: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    min: isoDay(new Date(today + option.minDays * DAY_MS)),
    max: isoDay(new Date(today + option.maxDays * DAY_MS)),
  };
}
