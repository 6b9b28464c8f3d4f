// Fair queue: one holder at a time, clients served round-robin, a looping client waits behind itself, identities.
import { describe, expect, it } from 'vitest';
import { asClient, clientOf, currentClient, FairQueue, type Release } from './fair-queue.js';

/** Acquires for each client in order; returns the order in which turns were granted as each turn is released at once. */
async function order(q: FairQueue, clients: string[]): Promise<string[]> {
  const served: string[] = [];
  await Promise.all(clients.map((c, i) => q.acquire(c).then((release) => {
    served.push(`${c}${i}`);
    release();
  })));
  return served;
}

describe('FairQueue', () => {
  it('grants one turn at a time', async () => {
    const q = new FairQueue();
    const first = await q.acquire('a');
    let second: Release | undefined;
    void q.acquire('b').then((r) => (second = r));
    await new Promise((r) => setTimeout(r, 10));
    expect(second).toBeUndefined();
    expect(q.waiting).toBe(1);
    first();
    first(); // a second release does not free the connection twice
    await new Promise((r) => setTimeout(r, 0));
    expect(second).toBeDefined();
    expect(q.waiting).toBe(0);
  });

  it('serves waiting clients round-robin instead of first come, first served', async () => {
    const q = new FairQueue();
    const hold = await q.acquire('x');
    const served = order(q, ['a', 'a', 'a', 'b', 'c', 'a', 'b']);
    hold();
    expect(await served).toEqual(['a0', 'b3', 'c4', 'a1', 'b6', 'a2', 'a5']);
  });

  it('puts a client looping requests behind the others that are waiting', async () => {
    const q = new FairQueue();
    const served: string[] = [];
    let hog = 0;
    const loop = async () => {
      while (hog < 5) {
        const release = await q.acquire('hog');
        served.push('hog');
        hog++;
        await new Promise((r) => setTimeout(r, 5));
        release();
      }
    };
    const running = loop();
    await new Promise((r) => setTimeout(r, 1));
    const others = ['m1', 'm2', 'm3'].map((c) => q.acquire(c).then((release) => (served.push(c), release())));
    await Promise.all([running, ...others]);
    // Each other client waited for at most the one heavy request already running.
    expect(served.slice(0, 4)).toEqual(['hog', 'm1', 'm2', 'm3']);
  });
});

describe('client identity', () => {
  it('is the member for a token with a subject, else the key and the address', () => {
    expect(clientOf('u1', 'anon-key', '1.2.3.4')).toBe('sub:u1');
    expect(clientOf(undefined, 'anon-key', '1.2.3.4')).toBe('key:anon-key@1.2.3.4');
    expect(clientOf(undefined, undefined, '::1')).toBe('key:-@::1');
  });

  it('follows async work started inside asClient', async () => {
    expect(currentClient()).toBe('server');
    const seen = await asClient('sub:u1', async () => {
      await new Promise((r) => setTimeout(r, 1));
      return currentClient();
    });
    expect(seen).toBe('sub:u1');
  });
});
