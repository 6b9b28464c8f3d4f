// Shared by the PostgREST v14 parity files: a stack over fixtures/rest-postgrest.sql and a raw call returning the whole response.
import { readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import type { StartOptions } from '../../../local-supabase/stack.js';
import { KEYS, startTestStack, type TestStack } from './stack.js';

export const V14_FIXTURE_SQL = readFileSync(new URL('../fixtures/rest-postgrest.sql', import.meta.url), 'utf8');

export async function startV14Stack(opts: StartOptions & { extraSql?: string } = {}): Promise<TestStack> {
  const { extraSql, ...rest } = opts;
  return startTestStack({ ...rest, fixtureSql: V14_FIXTURE_SQL + '\n' + (extraSql ?? '') });
}

export interface Whole {
  status: number;
  statusText: string;
  contentRange: string | null;
  body: unknown;
  headers: Headers;
}

/** One request with the publishable key; the body is parsed as JSON when it is JSON, else kept as text. */
export async function call(stack: TestStack, method: string, path: string, init: { headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<Whole> {
  const res = await fetch(`${stack.apiUrl}/rest/v1${path}`, {
    method,
    headers: { apikey: KEYS.publishableKey, ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
    body: typeof init.body === 'string' || init.body === undefined ? init.body : new Uint8Array(init.body),
  });
  const text = await res.text();
  let body: unknown = text;
  if ((res.headers.get('content-type') ?? '').split(';')[0].endsWith('json') && text !== '') body = JSON.parse(text);
  return { status: res.status, statusText: res.statusText, contentRange: res.headers.get('content-range'), body, headers: res.headers };
}

/** What the parity files compare: status, its reason phrase, Content-Range and the parsed body. */
export const whole = (r: Whole) => ({ status: r.status, statusText: r.statusText, contentRange: r.contentRange, body: r.body });

/** The expected `whole` of an answer: the reason phrase is the standard one for the status, as PostgREST sends it. */
export function answer(status: number, body: unknown, contentRange: string | null = null) {
  return { status, statusText: STATUS_CODES[status], contentRange, body };
}

/** One fixture stack for a whole test file: started before its tests, stopped after; used like the stack itself. */
export function v14StackForFile(opts: StartOptions & { extraSql?: string } = {}): TestStack {
  let started: TestStack | undefined;
  beforeAll(async () => {
    started = await startV14Stack(opts);
  });
  afterAll(() => started?.stop());
  return new Proxy({} as TestStack, {
    get(_target, key) {
      if (!started) throw new Error('the v14 stack has not started (used outside a test?)');
      const value = Reflect.get(started, key, started);
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}
