// Admin user attributes (POST/PUT /admin/users): parsing (pure) and ban durations in Go's duration syntax.
import { E } from '../errors.js';
import { isUuid, normalizeEmail, normalizePhone, optionalObject, optionalString } from './validate.js';

const UNIT_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, 'µs': 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** Go duration ("24h", "1h30m", "90s") → milliseconds; "none" → null (lift the ban). */
export function parseBanDuration(v: string): number | null {
  if (v === 'none') return null;
  const re = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g;
  let total = 0;
  let consumed = 0;
  for (const m of v.matchAll(re)) {
    total += Number(m[1]) * UNIT_MS[m[2]];
    consumed += m[0].length;
  }
  if (consumed === 0 || consumed !== v.length) throw E.validation('invalid format for ban duration: time: invalid duration ' + JSON.stringify(v));
  return total;
}

export interface AdminAttributes {
  id?: string;
  email?: string;
  password?: string;
  passwordHash?: string;
  phone?: string;
  emailConfirm?: boolean;
  phoneConfirm?: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  role?: string;
  /** undefined: unchanged; null: not banned; string: banned until (RFC 3339). */
  bannedUntil?: string | null;
}

export function parseAdminAttributes(body: Record<string, unknown>, now = Date.now()): AdminAttributes {
  const out: AdminAttributes = {};
  const id = optionalString(body, 'id');
  if (id !== undefined) {
    if (!isUuid(id)) throw E.validation('ID must conform to the uuid v4 format');
    out.id = id;
  }
  const email = optionalString(body, 'email');
  if (email) out.email = normalizeEmail(email);
  out.password = optionalString(body, 'password');
  out.passwordHash = optionalString(body, 'password_hash');
  const phone = optionalString(body, 'phone');
  if (phone) {
    const digits = normalizePhone(phone);
    if (!digits) throw E.invalidPhone();
    out.phone = digits;
  }
  if (typeof body.email_confirm === 'boolean') out.emailConfirm = body.email_confirm;
  if (typeof body.phone_confirm === 'boolean') out.phoneConfirm = body.phone_confirm;
  out.userMetadata = optionalObject(body, 'user_metadata');
  out.appMetadata = optionalObject(body, 'app_metadata');
  out.role = optionalString(body, 'role') || undefined;
  const ban = optionalString(body, 'ban_duration');
  if (ban) {
    const ms = parseBanDuration(ban);
    out.bannedUntil = ms === null ? null : new Date(now + ms).toISOString();
  }
  return out;
}
