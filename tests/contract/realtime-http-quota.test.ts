// The HTTP broadcast API keeps Realtime's messages-per-second quota: per API key and per member, 429 past it, the
// budget back after the one-second window; a batch counts each of its messages.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from './support/stack.js';
import { sleep, startRealtimeStack, userToken } from './realtime-helpers.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startRealtimeStack({ realtime: { maxHttpBroadcastsPerSecondPerKey: 30, maxHttpBroadcastsPerSecondPerMember: 10 } });
});
afterAll(() => stack?.stop());

function post(apikey: string, auth: string, count: number): Promise<Response> {
  const messages = Array.from({ length: count }, (_, i) => ({ topic: `quota-${i % 3}`, event: 'e', payload: { i } }));
  return fetch(`${stack.apiUrl}/realtime/v1/api/broadcast`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey, Authorization: `Bearer ${auth}` },
    body: JSON.stringify({ messages }),
  });
}

describe('HTTP broadcast quota', () => {
  it('answers 429 past the per-member budget, whatever key the member uses, and again 202 after the window', async () => {
    await sleep(1000);
    const token = await userToken(stack, randomUUID());
    const anon = stack.config.keys.publishableKey;
    expect((await post(anon, token, 10)).status).toBe(202);
    const refused = await post(anon, token, 1);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: 'Too many requests' });
    // Another member on the same key still has their own budget (the key's is 30).
    expect((await post(anon, await userToken(stack, randomUUID()), 5)).status).toBe(202);
    await sleep(1050);
    expect((await post(anon, token, 10)).status).toBe(202);
  });

  it('answers 429 past the per-key budget, for one client flooding with the public key', async () => {
    await sleep(1050);
    const anon = stack.config.keys.publishableKey;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await post(anon, anon, 5)).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 202, 429, 429]);
    // The service key is a key of its own.
    expect((await post(stack.config.keys.serviceRoleKey, stack.config.keys.serviceRoleKey, 5)).status).toBe(202);
  });
});
