// What the prizes page reads from the gateway (fresh on each visit so a draw that just took place
// shows): the prize tiers, previous winners, the open draw with the customer's tickets, and the
// verification data of the latest drawn draw. Kept here so the page's hook holds only its state.
import {
  type Draw,
  type DrawPrize,
  type DrawVerification,
  type DrawWinner,
  GatewayError,
  readEnvelope,
} from '@savewin/api';

import { api } from '../../../shared/api/client';

export interface PrizeDraw {
  prizes: DrawPrize[];
  winners: DrawWinner[];
  /** The open draw, or the gateway's reason there is none. */
  current: { draw: Draw } | { closedMessage: string };
  /** Of the newest winners' draw; null when there is none or it publishes no data (older draws). */
  verification: DrawVerification | null;
}

async function latestVerification(winners: readonly DrawWinner[]): Promise<DrawVerification | null> {
  const drawId = winners.find((w) => w.drawId)?.drawId;
  if (!drawId) return null;
  try {
    const answer = await readEnvelope(
      api.GET('/api/draws/{drawId}/verification', { params: { path: { drawId } } }),
    );
    return answer.isSuccess ? answer.result : null;
  } catch (error) {
    // Draws from before verification was published are unknown to it: nothing to show.
    if (error instanceof GatewayError && error.status === 404) return null;
    throw error;
  }
}

/** Everything the prizes page shows; throws when the tiers or winners cannot be read. */
export async function readPrizeDraw(): Promise<PrizeDraw> {
  const [prizes, winners, current] = await Promise.all([
    readEnvelope(api.GET('/api/draws/prizes')),
    readEnvelope(api.GET('/api/loyalty/previous-winners')),
    readEnvelope(api.GET('/api/draws/current')),
  ]);
  if (!prizes.isSuccess || !winners.isSuccess) throw new Error(prizes.displayMessage);
  const winnerList = winners.result ?? [];
  return {
    prizes: [...(prizes.result ?? [])].sort((a, b) => a.position - b.position),
    winners: winnerList,
    current:
      current.isSuccess && current.result
        ? { draw: current.result }
        : { closedMessage: current.displayMessage },
    verification: await latestVerification(winnerList),
  };
}
