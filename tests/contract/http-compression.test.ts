// Response compression at the front door: JSON of 1 KiB or more goes out brotli or gzip as Accept-Encoding asks, with
// Vary: Accept-Encoding; small bodies, identity-only clients, HEAD and 204 go untouched; supabase-js reads either.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding } from '../../local-supabase/http/compress.js';
import { KEYS, type TestStack } from './support/stack.js';
import { startRestStack } from './support/rest.js';

let stack: TestStack;
let db: ReturnType<TestStack['client']>;

beforeAll(async () => {
  ({ stack, db } = await startRestStack());
});
afterAll(() => stack?.stop());

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request through node:http, which (unlike fetch) leaves the body as sent. */
function raw(path: string, headers: Record<string, string>, method = 'GET', payload?: string): Promise<Raw> {
  const url = new URL(`${stack.apiUrl}${path}`);
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers: { apikey: KEYS.publishableKey, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const series = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('response compression', () => {
  it('picks brotli, then gzip, from Accept-Encoding weights', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('gzip;q=0, *;q=0')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  it('sends a large REST body brotli-compressed when the client accepts br, with Vary and the real length', async () => {
    const res = await raw('/rest/v1/rpc/series?n=900', { 'Accept-Encoding': 'gzip, deflate, br', Origin: 'http://app.test' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    // CORS answers * (not the Origin), so Accept-Encoding is what the response varies by.
    expect(String(res.headers.vary)).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    const json = brotliDecompressSync(res.body);
    expect(res.body.length).toBeLessThan(json.length / 2);
    expect(JSON.parse(json.toString())).toEqual(series(900));
  });

  it('falls back to gzip, and to identity (still Vary) for clients that accept neither', async () => {
    const gz = await raw('/rest/v1/rpc/series?n=900', { 'Accept-Encoding': 'gzip, deflate' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(series(900));

    const plain = await raw('/rest/v1/rpc/series?n=900', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/Accept-Encoding/);
    expect(JSON.parse(plain.body.toString())).toEqual(series(900));
  });

  it('leaves bodies under 1 KiB, POST answers included, uncompressed', async () => {
    const small = await raw('/rest/v1/rpc/series?n=10', { 'Accept-Encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual(series(10));

    const big = { text: 'x'.repeat(5000) };
    const echoed = await raw('/rest/v1/rpc/echo_json', { 'Accept-Encoding': 'gzip', 'Content-Type': 'application/json' }, 'POST', JSON.stringify(big));
    expect(echoed.status).toBe(200);
    expect(echoed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(echoed.body).toString())).toEqual(big);
  });

  it('compresses auth and error JSON alike and leaves HEAD and 204 alone', async () => {
    const missing = await raw(`/rest/v1/${'no_such_table_'.repeat(100)}`, { 'Accept-Encoding': 'gzip' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(missing.body).toString())).toMatchObject({ code: 'PGRST205' });

    const head = await raw('/rest/v1/rpc/series?n=900', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);

    const none = await raw('/rest/v1/rpc/touch_counter', { 'Accept-Encoding': 'gzip', 'Content-Type': 'application/json' }, 'POST', JSON.stringify({ counter: 'x'.repeat(2000) }));
    expect(none.status).toBe(204);
    expect(none.headers['content-encoding']).toBeUndefined();
  });

  it('is transparent to supabase-js', async () => {
    const { data, error } = await db.rpc('series', { n: 1000 });
    expect(error).toBeNull();
    expect(data).toEqual(series(1000));
  });
});
