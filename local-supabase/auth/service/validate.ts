// Pure input checks shared by handlers: email format, string fields, uuids.
import { E } from '../errors.js';

const EMAIL_RE = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Normalises and validates an email like GoTrue (trimmed, lower-cased, at most 255 chars). */
export function normalizeEmail(value: unknown): string {
  if (typeof value !== 'string') throw E.invalidEmail();
  const email = value.trim().toLowerCase();
  if (email.length === 0 || email.length > 255 || !EMAIL_RE.test(email)) throw E.invalidEmail();
  return email;
}

export function optionalString(body: Record<string, unknown>, key: string): string | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw E.validation(`${key} must be a string`);
  return v;
}

export function optionalObject(body: Record<string, unknown>, key: string): Record<string, unknown> | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) throw E.validation(`${key} must be an object`);
  return v as Record<string, unknown>;
}

export function isUuid(v: unknown): v is string {
  return typeof v === 'string' && UUID_RE.test(v);
}

/** GoTrue's phone check: '+' and spaces dropped, then E.164 digits (1–15, no leading zero); null when invalid. */
export function normalizePhone(phone: unknown): string | null {
  if (typeof phone !== 'string') return null;
  const digits = phone.trim().replace(/^\+/, '').replace(/ /g, '');
  return /^[1-9]\d{1,14}$/.test(digits) ? digits : null;
}
