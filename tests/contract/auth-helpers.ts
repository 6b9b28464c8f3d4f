// Shared helpers for the auth contract tests: unique emails and phone numbers, raw GoTrue calls, mail links.
import type { TestStack } from './support/stack.js';
import { KEYS } from './support/stack.js';

let counter = 0;
/** Unique per run: the real-Postgres database is shared between runs. */
export function uniqueEmail(tag: string): string {
  counter++;
  return `${tag}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

let phoneCounter = 0;
/** A unique E.164 number (15 digits, '+' omitted), never one of the tests' `[auth.sms.test_otp]` numbers. */
export function uniquePhone(): string {
  phoneCounter++;
  const clock = String(Date.now() % 1e10).padStart(10, '0');
  return `9${clock}${String(process.pid % 100).padStart(2, '0')}${String(phoneCounter % 100).padStart(2, '0')}`;
}

export interface RawResponse {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

/** Calls /auth/v1 directly. `apiVersion: false` omits X-Supabase-Api-Version (legacy error shape). */
export async function raw(
  stack: TestStack,
  method: string,
  path: string,
  init: { body?: unknown; rawBody?: string; headers?: Record<string, string>; token?: string; apiVersion?: boolean; redirect?: RequestRedirect } = {},
): Promise<RawResponse> {
  const headers: Record<string, string> = { apikey: KEYS.publishableKey, ...init.headers };
  if (init.apiVersion !== false) headers['X-Supabase-Api-Version'] = '2024-01-01';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let body: string | undefined;
  if (init.rawBody !== undefined) body = init.rawBody;
  else if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers['Content-Type'] ??= 'application/json;charset=UTF-8';
  }
  const res = await fetch(`${stack.apiUrl}/auth/v1${path}`, { method, headers, body, redirect: init.redirect ?? 'manual' });
  const text = await res.text();
  let parsed: any;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  return { status: res.status, headers: res.headers, body: parsed, text };
}

/** The first link of the newest mail to `to`. */
export async function mailLink(stack: TestStack, to: string, since?: string): Promise<string> {
  const mail = await stack.deps.mail.waitFor(to, { since });
  if (!mail.links[0]) throw new Error(`mail to ${to} has no link`);
  return mail.links[0];
}

/** The code in the newest mail to `to`. */
export async function mailCode(stack: TestStack, to: string, since?: string): Promise<string> {
  const mail = await stack.deps.mail.waitFor(to, { since });
  // The built-in mail says 'Code: 123456'; the project's Spanish templates say '… código en Nexo: 123456'.
  const m = /(?:Code|código)[^:\n]*:\s*(\d+)/i.exec(mail.text);
  if (!m) throw new Error(`mail to ${to} has no code`);
  return m[1];
}

/** Follows a GET /verify link without following the redirect; returns the fragment parameters. */
export async function followLink(link: string): Promise<{ status: number; location: string; fragment: URLSearchParams; query: URLSearchParams }> {
  const res = await fetch(link, { redirect: 'manual' });
  await res.text();
  const location = res.headers.get('location') ?? '';
  const [base, frag] = location.split('#');
  return { status: res.status, location, fragment: new URLSearchParams(frag ?? ''), query: new URL(base).searchParams };
}
