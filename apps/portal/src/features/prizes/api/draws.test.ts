// readPrizeDraw against a stubbed gateway: the tiers come sorted by position, a closed draw keeps
// the gateway's reason, a draw unknown to verification (404) shows none, and any other failure of
// the verification read fails the whole page.
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.stubGlobal('location', { origin: 'http://portal.test' });
const { readPrizeDraw } = await import('./draws');

const envelope = (result: unknown, isSuccess = true, displayMessage = '') =>
  new Response(JSON.stringify({ isSuccess, displayMessage, result }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

const prizes = [
  { position: 2, prize: '50.00', description: 'Second' },
  { position: 1, prize: '100.00', description: 'First' },
];
const winners = [{ shortName: 'Kwame A.', position: 1, prize: '100.00', drawId: 'draw-1' }];

/** Answers each gateway path with the given response; records the paths asked for. */
function gateway(answers: Record<string, () => Response>) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    asked.push(path);
    const answer = answers[path];
    return answer ? answer() : new Response('', { status: 500 });
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.stubGlobal('location', { origin: 'http://portal.test' });
});

describe('readPrizeDraw', () => {
  it('sorts the tiers and keeps the reason there is no open draw', async () => {
    const asked = gateway({
      '/api/draws/prizes': () => envelope(prizes),
      '/api/loyalty/previous-winners': () => envelope(winners),
      '/api/draws/current': () => envelope(null, false, 'No draw is open right now'),
      '/api/draws/draw-1/verification': () => new Response('', { status: 404 }),
    });
    const draw = await readPrizeDraw();
    expect(draw.prizes.map((p) => p.position)).toEqual([1, 2]);
    expect(draw.winners).toEqual(winners);
    expect(draw.current).toEqual({ closedMessage: 'No draw is open right now' });
    expect(draw.verification).toBeNull();
    expect(asked).toContain('/api/draws/draw-1/verification');
  });

  it('fails when the verification read fails for any reason but an unknown draw', async () => {
    gateway({
      '/api/draws/prizes': () => envelope(prizes),
      '/api/loyalty/previous-winners': () => envelope(winners),
      '/api/draws/current': () => envelope(null, false, 'No draw is open right now'),
    });
    await expect(readPrizeDraw()).rejects.toThrow();
  });

  it('fails when the tiers cannot be read', async () => {
    gateway({
      '/api/draws/prizes': () => envelope(null, false, 'Prizes are not available'),
      '/api/loyalty/previous-winners': () => envelope(winners),
      '/api/draws/current': () => envelope(null, false, ''),
    });
    await expect(readPrizeDraw()).rejects.toThrow('Prizes are not available');
  });
});
