import { describe, expect, it } from 'vitest';

import {
  DEFAULT_GOAL_FREQUENCY,
  DUE_DATE_REQUIRED_MESSAGE,
  ENABLE_ASSISTANT_MESSAGE,
  GOAL_FREQUENCIES,
  INVALID_DUE_DATE_MESSAGE,
  MAX_DUE_DATE_MESSAGE,
  MIN_DUE_DATE_MESSAGE,
  PURPOSE_FIRST_MESSAGE,
  SET_AND_FORGET_NOTICE,
  TARGET_AMOUNT_REQUIRED_MESSAGE,
  TITLE_REQUIRED_MESSAGE,
  canEnableAssistant,
  createGoalError,
  dueDateError,
  goalProgress,
  goalTotals,
  purposeFirstError,
  wholeDaysUntil,
} from './goals';

const NOW = new Date('2026-03-15T18:30:00Z');

describe('goal messages and constants are the spec texts', () => {
  it.each([
    [SET_AND_FORGET_NOTICE, 'You will be auto deducted once this is enabled.'],
    [PURPOSE_FIRST_MESSAGE, 'Please select a purpose before selecting the target date'],
    [MIN_DUE_DATE_MESSAGE, 'Please select a valid date minimum target date'],
    [MAX_DUE_DATE_MESSAGE, 'Please select a valid maximum target date'],
    [ENABLE_ASSISTANT_MESSAGE, 'You need to enable an assistant'],
    [DUE_DATE_REQUIRED_MESSAGE, 'Please select a due date'],
    [TARGET_AMOUNT_REQUIRED_MESSAGE, 'Please enter a target amount'],
    [TITLE_REQUIRED_MESSAGE, 'Please enter a title'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
  it('reminder frequencies are Daily, Weekly, Monthly with Monthly by default', () => {
    expect(GOAL_FREQUENCIES).toEqual(['Daily', 'Weekly', 'Monthly']);
    expect(DEFAULT_GOAL_FREQUENCY).toBe('Monthly');
  });
});

describe('wholeDaysUntil counts calendar days as a customer picking a date does', () => {
  it.each([
    ['2026-03-15T00:00:00Z', 0],
    ['2026-03-16T00:00:00Z', 1],
    ['2026-03-16T23:59:00Z', 1],
    ['2026-04-15', 31],
    ['2027-03-15', 365],
    ['2026-03-14', -1],
  ])('%s → %i', (due, days) => {
    expect(wholeDaysUntil(due, NOW)).toBe(days);
  });
  it('is null for an invalid date', () => {
    expect(wholeDaysUntil('soon', NOW)).toBeNull();
    expect(wholeDaysUntil(new Date(NaN), NOW)).toBeNull();
  });
});

describe('dueDateError keeps the due date inside the goal option window', () => {
  const option = { minDays: 30, maxDays: 365 };
  it.each([
    ['2026-04-13', MIN_DUE_DATE_MESSAGE], // 29 days
    ['2026-04-14', null], // 30 days
    ['2027-03-15', null], // 365 days
    ['2027-03-16', MAX_DUE_DATE_MESSAGE], // 366 days
    ['2026-03-01', MIN_DUE_DATE_MESSAGE], // in the past
    ['not a date', INVALID_DUE_DATE_MESSAGE],
  ])('%s → %j', (due, message) => {
    expect(dueDateError(new Date(due), option, NOW)).toBe(message);
  });
  it('does not enforce a bound that is missing', () => {
    expect(dueDateError(new Date('2030-01-01'), { minDays: 1, maxDays: NaN }, NOW)).toBeNull();
  });
  it('asks for a purpose before the date', () => {
    expect(purposeFirstError(null)).toBe(PURPOSE_FIRST_MESSAGE);
    expect(purposeFirstError('')).toBe(PURPOSE_FIRST_MESSAGE);
    expect(purposeFirstError({ goalOptionId: 1 })).toBeNull();
  });
});

describe('createGoalError checks in spec order and shows the last failing message', () => {
  const valid = { assistantEnabled: true, dueDate: '2026-06-01', targetAmount: '500', title: 'School fees' };
  it('passes a complete form', () => {
    expect(createGoalError(valid)).toBeNull();
    expect(createGoalError({ ...valid, targetAmount: 50000 })).toBeNull();
  });
  it.each([
    [{ assistantEnabled: false }, ENABLE_ASSISTANT_MESSAGE],
    [{ dueDate: null }, DUE_DATE_REQUIRED_MESSAGE],
    [{ dueDate: 'garbage' }, DUE_DATE_REQUIRED_MESSAGE],
    [{ targetAmount: '' }, TARGET_AMOUNT_REQUIRED_MESSAGE],
    [{ targetAmount: '0' }, TARGET_AMOUNT_REQUIRED_MESSAGE],
    [{ targetAmount: '-5' }, TARGET_AMOUNT_REQUIRED_MESSAGE],
    [{ targetAmount: 0 }, TARGET_AMOUNT_REQUIRED_MESSAGE],
    [{ targetAmount: 1.5 }, TARGET_AMOUNT_REQUIRED_MESSAGE],
    [{ title: '   ' }, TITLE_REQUIRED_MESSAGE],
    [{ title: undefined }, TITLE_REQUIRED_MESSAGE],
  ])('one failure %j → its message', (change, message) => {
    expect(createGoalError({ ...valid, ...change })).toBe(message);
  });
  it('with several failures, the last in order wins', () => {
    expect(createGoalError({ assistantEnabled: false, dueDate: null, targetAmount: '', title: '' })).toBe(
      TITLE_REQUIRED_MESSAGE,
    );
    expect(createGoalError({ ...valid, assistantEnabled: false, dueDate: null })).toBe(
      DUE_DATE_REQUIRED_MESSAGE,
    );
    expect(createGoalError({ ...valid, assistantEnabled: false, targetAmount: null })).toBe(
      TARGET_AMOUNT_REQUIRED_MESSAGE,
    );
  });
  it('enables the assistant switch only with both date and amount', () => {
    expect(canEnableAssistant({ dueDate: '2026-06-01', targetAmount: '100' })).toBe(true);
    expect(canEnableAssistant({ dueDate: null, targetAmount: '100' })).toBe(false);
    expect(canEnableAssistant({ dueDate: '2026-06-01', targetAmount: '' })).toBe(false);
  });
});

describe('goal totals and progress', () => {
  it('sums earnings and current amounts exactly in pesewas', () => {
    expect(
      goalTotals([
        { earnings: 0.1, currentAmount: '100.10' },
        { earnings: 0.2, currentAmount: 200.2 },
        { earnings: null, currentAmount: undefined },
      ]),
    ).toEqual({ totalEarnings: 30, totalBalance: 30030 });
    expect(goalTotals([])).toEqual({ totalEarnings: 0, totalBalance: 0 });
  });
  it('gives no total rather than a wrong one when a value is unreadable', () => {
    expect(goalTotals([{ earnings: 'abc', currentAmount: '1.00' }])).toEqual({
      totalEarnings: null,
      totalBalance: 100,
    });
  });
  it.each([
    [0, 1000, 0],
    [250, 1000, 0.25],
    [1000, 1000, 1],
    [1500, 1000, 1],
    [100, 0, 0],
    [-5, 100, 0],
    [NaN, 100, 0],
  ])('progress %i of %i → %f', (current, target, share) => {
    expect(goalProgress(current, target)).toBe(share);
  });
});
