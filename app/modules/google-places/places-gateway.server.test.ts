import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { type PlaceDetails, PlacesApiError, type PlacesClient } from './places-client.server';
import { createPlacesGateway, DETAILS_TTL_MS, FAILURE_TTL_MS } from './places-gateway.server';

const silent = pino({ level: 'silent' });

/** A client answering from a script: each call takes the next answer (details, an error, or a delay). */
function scriptedClient(answers: Array<PlaceDetails | Error | { delayMs: number; details: PlaceDetails }>) {
  const calls: string[] = [];
  const client: PlacesClient = {
    async getPlaceDetails(placeId) {
      calls.push(placeId);
      const answer = answers.shift();
      if (!answer) throw new Error('no more scripted answers');
      if (answer instanceof Error) throw answer;
      if ('delayMs' in answer) {
        await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
        return answer.details;
      }
      return answer;
    },
    async fetchPhoto() {
      return { contentType: 'image/png', body: Buffer.alloc(0) };
    },
  };
  return { client, calls };
}

describe('createPlacesGateway', () => {
  it('keeps an answer for 15 minutes, then asks Google again', async () => {
    let now = 1_000;
    const { client, calls } = scriptedClient([{ rating: 4.1 }, { rating: 4.2 }]);
    const gateway = createPlacesGateway(client, silent, () => now);
    expect(await gateway.details('A')).toEqual({ rating: 4.1 });
    now += DETAILS_TTL_MS - 1;
    expect(await gateway.details('A')).toEqual({ rating: 4.1 });
    now += 2;
    expect(await gateway.details('A')).toEqual({ rating: 4.2 });
    expect(calls).toEqual(['A', 'A']);
  });

  it('answers null after a failure and does not ask again for a minute', async () => {
    let now = 0;
    const { client, calls } = scriptedClient([new PlacesApiError('down', { retryable: true }), { rating: 4.5 }]);
    const gateway = createPlacesGateway(client, silent, () => now);
    expect(await gateway.details('B')).toBeNull();
    now += FAILURE_TTL_MS - 1;
    expect(await gateway.details('B')).toBeNull();
    expect(calls).toEqual(['B']);
    now += 2;
    expect(await gateway.details('B')).toEqual({ rating: 4.5 });
  });

  it('makes one call for simultaneous requests of one place', async () => {
    const { client, calls } = scriptedClient([{ delayMs: 20, details: { rating: 3.9 } }]);
    const gateway = createPlacesGateway(client, silent);
    const answers = await Promise.all([gateway.details('C'), gateway.details('C'), gateway.details('C')]);
    expect(answers).toEqual([{ rating: 3.9 }, { rating: 3.9 }, { rating: 3.9 }]);
    expect(calls).toEqual(['C']);
  });

  it('stops waiting after waitMs, and the late answer serves the next request', async () => {
    const { client, calls } = scriptedClient([{ delayMs: 60, details: { rating: 4.8 } }]);
    const gateway = createPlacesGateway(client, silent);
    expect(await gateway.details('D', { waitMs: 5 })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await gateway.details('D', { waitMs: 5 })).toEqual({ rating: 4.8 });
    expect(calls).toEqual(['D']);
  });
});
