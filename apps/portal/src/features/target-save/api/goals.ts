// A Target Save goal on the gateway: create one, change one, read its statement, ask for the
// suggested plan, and break it (after reading what breaking costs) or close it once empty. The
// goal screens call these rather than the gateway client, so each call is written once.
import {
  type CalculatePlanRequest,
  type CreateGoalRequest,
  readEnvelope,
  type UpdateGoalRequest,
} from '@savewin/api';

import { api } from '../../../shared/api/client';

export function createGoal(body: CreateGoalRequest) {
  return readEnvelope(api.POST('/api/investment/create-goal', { body }));
}

export function updateGoal(goalAccountNumber: string, body: UpdateGoalRequest) {
  return readEnvelope(
    api.PUT('/api/investment/goals/{goalAccountNumber}', { params: { path: { goalAccountNumber } }, body }),
  );
}

export function readGoalStatement(goalAccountNumber: string) {
  return readEnvelope(
    api.GET('/api/investment/goal-statement/{goalAccountNumber}', {
      params: { path: { goalAccountNumber } },
    }),
  );
}

/** The plan text (result.suggestedPlan) for a target, due date and frequency. */
export function calculatePlan(body: CalculatePlanRequest) {
  return readEnvelope(api.POST('/api/investment/calculate-plan', { body }));
}

/** What breaking the goal before its due date costs, by the gateway's rule. */
export function readGoalBreakQuote(goalAccountNumber: string) {
  return readEnvelope(
    api.GET('/api/investment/goals/{goalAccountNumber}/break-quote', {
      params: { path: { goalAccountNumber } },
    }),
  );
}

/** One transaction id per confirmation, so a retry never moves the money twice. */
export function breakGoal(goalAccountNumber: string, transactionId: string) {
  return readEnvelope(
    api.POST('/api/investment/goals/{goalAccountNumber}/break', {
      params: { path: { goalAccountNumber } },
      body: { transactionId },
    }),
  );
}

export function closeGoal(goalAccountNumber: string) {
  return readEnvelope(
    api.POST('/api/investment/goals/{goalAccountNumber}/close', { params: { path: { goalAccountNumber } } }),
  );
}
