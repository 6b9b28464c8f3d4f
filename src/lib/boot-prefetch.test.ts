// bootAwareFetch: the same request as the boot loader's (method, URL, body, Authorization, Prefer) takes its response once;
// everything else goes to the network.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootAwareFetch, type BootRequest } from './boot-prefetch';

const ANON = 'Bearer sb_publishable_k';
const MEMBER = 'Bearer member-jwt';
const URL_A = 'http://api.test/rest/v1/posts?id=eq.1';
const URL_RPC = 'http://api.test/rest/v1/rpc/list_chat_contacts';

const early = (body: string, status = 200): Promise<Response> => Promise.resolve(new Response(body, { status }));

describe('bootAwareFetch', () => {
  let network: ReturnType<typeof vi.fn>;
  let boot: Record<string, BootRequest | undefined>;

  beforeEach(() => {
    network = vi.fn(async () => new Response('"network"'));
    vi.stubGlobal('fetch', network);
    boot = {
      [URL_A]: { r: early('"early"'), m: 'GET', b: '', a: ANON, p: '' },
      [URL_RPC]: { r: early('"early rpc"'), m: 'POST', b: '{}', a: MEMBER, p: '' },
    };
    vi.stubGlobal('window', { __nexoBoot: boot });
  });
  afterEach(() => vi.unstubAllGlobals());

  const anonGet = { method: 'GET', headers: new Headers({ Authorization: ANON }) };
  const memberRpc = { method: 'POST', headers: { authorization: MEMBER, 'content-type': 'application/json' }, body: '{}' };

  it('hands an anonymous GET the early response, once', async () => {
    const f = bootAwareFetch(() => 100);
    expect(await (await f(URL_A, anonGet)).json()).toBe('early');
    expect(await (await f(URL_A, anonGet)).json()).toBe('network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("hands a member's RPC the early response, once, only for the same method, body and token", async () => {
    const f = bootAwareFetch(() => 100);
    expect(await (await f(URL_RPC, { ...memberRpc, headers: { ...memberRpc.headers, authorization: 'Bearer refreshed-jwt' } })).json()).toBe('network');
    expect(await (await f(URL_RPC, { ...memberRpc, body: '{"search":"ana"}' })).json()).toBe('network');
    expect(await (await f(URL_RPC, { ...memberRpc, method: 'GET', body: undefined })).json()).toBe('network');
    expect(boot[URL_RPC]).toBeDefined();
    expect(await (await f(URL_RPC, memberRpc)).json()).toBe('early rpc');
    expect(await (await f(URL_RPC, memberRpc)).json()).toBe('network');
    expect(network).toHaveBeenCalledTimes(4);
  });

  it('hands a HEAD count the early response only with the same Prefer', async () => {
    const URL_COUNT = 'http://api.test/rest/v1/notifications?select=id&read=eq.false';
    boot[URL_COUNT] = { r: early('', 200), m: 'HEAD', b: '', a: MEMBER, p: 'count=exact' };
    const f = bootAwareFetch(() => 100);
    await f(URL_COUNT, { method: 'HEAD', headers: { Authorization: MEMBER } });
    await f(URL_COUNT, { method: 'HEAD', headers: { Authorization: MEMBER, Prefer: 'count=planned' } });
    expect(network).toHaveBeenCalledTimes(2);
    await f(URL_COUNT, { method: 'HEAD', headers: { Authorization: MEMBER, Prefer: 'count=exact' } });
    expect(network).toHaveBeenCalledTimes(2);
    expect(boot[URL_COUNT]).toBeUndefined();
  });

  it('sends a signed-in request, a write or another URL to the network, keeping the early response', async () => {
    const f = bootAwareFetch(() => 100);
    expect(await (await f(URL_A, { method: 'GET', headers: { Authorization: MEMBER } })).json()).toBe('network');
    expect(await (await f(URL_A, { method: 'POST', headers: { Authorization: ANON } })).json()).toBe('network');
    expect(await (await f(URL_A, { ...anonGet, body: new Blob(['x']) })).json()).toBe('network');
    expect(await (await f('http://api.test/rest/v1/other', anonGet)).json()).toBe('network');
    expect(boot[URL_A]).toBeDefined();
  });

  it('goes to the network when the early response is stale, failed or not ok', async () => {
    expect(await (await bootAwareFetch(() => 60_000)(URL_A, anonGet)).json()).toBe('network');
    boot[URL_A] = { r: Promise.reject(new TypeError('offline')), m: 'GET', b: '', a: ANON, p: '' };
    expect(await (await bootAwareFetch(() => 100)(URL_A, anonGet)).json()).toBe('network');
    boot[URL_A] = { r: early('"err"', 401), m: 'GET', b: '', a: ANON, p: '' };
    expect(await (await bootAwareFetch(() => 100)(URL_A, anonGet)).json()).toBe('network');
    expect(network).toHaveBeenCalledTimes(3);
  });
});
