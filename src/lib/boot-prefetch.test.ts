// bootAwareFetch: anonymous GETs take the boot loader's early response once; everything else goes to the network.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootAwareFetch } from './boot-prefetch';

const ANON = 'Bearer sb_publishable_k';
const URL_A = 'http://api.test/rest/v1/posts?id=eq.1';

describe('bootAwareFetch', () => {
  let network: ReturnType<typeof vi.fn>;
  let boot: Record<string, Promise<Response> | undefined>;

  beforeEach(() => {
    network = vi.fn(async () => new Response('"network"'));
    vi.stubGlobal('fetch', network);
    boot = { [URL_A]: Promise.resolve(new Response('"early"')) };
    vi.stubGlobal('window', { __nexoBoot: boot });
  });
  afterEach(() => vi.unstubAllGlobals());

  const anonGet = { method: 'GET', headers: new Headers({ Authorization: ANON }) };

  it('hands an anonymous GET the early response, once', async () => {
    const f = bootAwareFetch(ANON, () => 100);
    expect(await (await f(URL_A, anonGet)).json()).toBe('early');
    expect(await (await f(URL_A, anonGet)).json()).toBe('network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('sends a signed-in request, a write or another URL to the network, keeping the early response', async () => {
    const f = bootAwareFetch(ANON, () => 100);
    expect(await (await f(URL_A, { method: 'GET', headers: { Authorization: 'Bearer user-jwt' } })).json()).toBe('network');
    expect(await (await f(URL_A, { method: 'POST', headers: { Authorization: ANON } })).json()).toBe('network');
    expect(await (await f('http://api.test/rest/v1/other', anonGet)).json()).toBe('network');
    expect(boot[URL_A]).toBeDefined();
  });

  it('goes to the network when the early response is stale, failed or not ok', async () => {
    expect(await (await bootAwareFetch(ANON, () => 60_000)(URL_A, anonGet)).json()).toBe('network');
    boot[URL_A] = Promise.reject(new TypeError('offline'));
    expect(await (await bootAwareFetch(ANON, () => 100)(URL_A, anonGet)).json()).toBe('network');
    boot[URL_A] = Promise.resolve(new Response('"err"', { status: 503 }));
    expect(await (await bootAwareFetch(ANON, () => 100)(URL_A, anonGet)).json()).toBe('network');
    expect(network).toHaveBeenCalledTimes(3);
  });
});
