// A client's socket address as Postgres inet text (sessions and MFA challenges record it).
import { isIP } from 'node:net';

/** Postgres inet text for a socket address ('::ffff:127.0.0.1' → '127.0.0.1'), or null. */
export function inetOf(ip: string | undefined): string | null {
  if (!ip) return null;
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return isIP(v4) ? v4 : null;
}
