// The prize checker's gateway calls: the customer's last six draws with their results, and where
// their prizes are paid (SAVE & WIN, or one of their goals), read and changed.
import { type MyDraw, type PrizeDestination, unwrap, unwrapAnswer, unwrapList } from '@savewin/api';

import { api } from '../../../shared/api/client';

/** The customer's last draws, newest first; throws when they cannot be read. */
export function readMyDraws(): Promise<MyDraw[]> {
  return unwrapList(api.GET('/api/draws/mine'));
}

export interface DestinationRead {
  destination: PrizeDestination;
  /** Why prizes go where they do now, when the gateway says (a chosen goal has since closed). */
  message: string;
}

/** Where prizes go now; throws when it cannot be read. */
export async function readPrizeDestination(): Promise<DestinationRead> {
  const answer = await unwrapAnswer(api.GET('/api/draws/prize-destination'));
  return { destination: answer.result, message: answer.displayMessage };
}

/** The customer's choice: SAVE & WIN, or the goal with this account number. */
export type DestinationChoice =
  { destination: 'SAVE_AND_WIN' } | { destination: 'GOAL'; goalAccountNumber: string };

/**
 * Saves where prizes go. Resolves with the destination as saved, or rejects: a BusinessError with
 * the gateway's words when it refuses (a goal that has closed), a GatewayError when it cannot be asked.
 */
export function savePrizeDestination(choice: DestinationChoice): Promise<PrizeDestination> {
  return unwrap(api.PUT('/api/draws/prize-destination', { body: choice }));
}
