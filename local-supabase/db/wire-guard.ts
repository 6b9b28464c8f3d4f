// The embedded database's wire port, guarded: password sign-in for the configured user, and statements PGlite cannot
// run safely (COPY … PROGRAM would hang the whole process) refused with an error instead.
import { flattenSql } from './sql-flatten.js';

const PROTOCOL_3 = 196608;

export interface WireCredentials {
  user: string;
  password: string;
}

/** The startup message's parameters (user, database, …), or null when the message is not a startup message. */
export function startupParams(message: Uint8Array): Record<string, string> | null {
  const b = Buffer.from(message.buffer, message.byteOffset, message.byteLength);
  if (b.length < 8 || b.readInt32BE(0) !== b.length || b.readInt32BE(4) !== PROTOCOL_3) return null;
  const parts = b.subarray(8).toString('utf8').split('\0');
  const out: Record<string, string> = {};
  for (let i = 0; i + 1 < parts.length && parts[i]; i += 2) out[parts[i]] = parts[i + 1];
  return out;
}

/** AuthenticationCleartextPassword. */
export function passwordRequest(): Uint8Array {
  const b = Buffer.alloc(9);
  b.write('R', 0, 'latin1');
  b.writeInt32BE(8, 1);
  b.writeInt32BE(3, 5);
  return new Uint8Array(b);
}

/** The password of a PasswordMessage ('p'), or null for any other message. */
export function passwordOf(message: Uint8Array): string | null {
  if (message[0] !== 0x70 || message.length < 6) return null;
  const b = Buffer.from(message.buffer, message.byteOffset, message.byteLength);
  const end = b.indexOf(0, 5);
  return b.subarray(5, end < 0 ? b.length : end).toString('utf8');
}

/** An ErrorResponse as Postgres writes it. */
export function errorResponse(severity: 'ERROR' | 'FATAL', code: string, text: string): Uint8Array {
  const fields = Buffer.from(`S${severity}\0V${severity}\0C${code}\0M${text}\0\0`, 'utf8');
  const head = Buffer.alloc(5);
  head.write('E', 0, 'latin1');
  head.writeInt32BE(4 + fields.length, 1);
  return new Uint8Array(Buffer.concat([head, fields]));
}

/** Why a sign-in is refused, or null when user and password are the configured ones. */
export function signInRefusal(user: string | undefined, password: string | null, expected: WireCredentials): Uint8Array | null {
  if (user === expected.user && password === expected.password) return null;
  return errorResponse('FATAL', '28P01', `password authentication failed for user "${user ?? ''}"`);
}

const COPY_PROGRAM = /\bcopy\b[\s\S]*\b(?:to|from)\s+program\b/i;
/**
 * Why text and not a role: PGlite's one session belongs to a superuser, and any role it is switched to can switch back
 * (set_config('session_authorization', …)), so pg_execute_server_program cannot be taken away. The statement is read
 * with comments dropped and quoted bodies (DO, EXECUTE, format templates, E'\x..' escapes) flattened in; SQL that
 * assembles the words at run time ('pro' || 'gram') is beyond any reading — the port is a superuser's, as with
 * `supabase start`, and this guard keeps a slip from breaking the embedded database, not a superuser out.
 */
const runsProgram = (sql: string) => COPY_PROGRAM.test(flattenSql(sql));
const REFUSAL_SQL = `do $refuse$ begin raise exception 'COPY ... PROGRAM is not supported by the embedded database' using errcode = '0A000'; end $refuse$`;

/**
 * A Query ('Q') or Parse ('P') message whose SQL runs a program gets its SQL replaced by a statement that raises
 * 0A000, so the client sees an ordinary error in the protocol's usual flow. Other messages come back unchanged.
 */
export function withoutPrograms(message: Uint8Array): Uint8Array {
  const type = message[0];
  if (type !== 0x51 && type !== 0x50) return message;
  const b = Buffer.from(message.buffer, message.byteOffset, message.byteLength);
  if (type === 0x51) {
    if (!runsProgram(b.subarray(5).toString('utf8'))) return message;
    return frame('Q', Buffer.from(REFUSAL_SQL + '\0', 'utf8'));
  }
  const nameEnd = b.indexOf(0, 5);
  const queryEnd = b.indexOf(0, nameEnd + 1);
  if (nameEnd < 0 || queryEnd < 0 || !runsProgram(b.subarray(nameEnd + 1, queryEnd).toString('utf8'))) return message;
  // Same statement name; no parameter types (the replacement takes none).
  return frame('P', Buffer.concat([b.subarray(5, nameEnd + 1), Buffer.from(REFUSAL_SQL + '\0', 'utf8'), Buffer.from([0, 0])]));
}

function frame(type: string, body: Buffer): Uint8Array {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(4 + body.length, 1);
  return new Uint8Array(Buffer.concat([head, body]));
}
