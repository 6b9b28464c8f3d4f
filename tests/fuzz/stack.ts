// Starts the app's stack (its migrations and seed) for the fuzz, on PGlite or on a fresh database of a Postgres URL, with identities to send as.
import { randomUUID } from 'node:crypto';
import { DEFAULT_KEYS } from '../../local-supabase/keys/defaults.js';
import { signJwt } from '../../local-supabase/keys/jwt.js';
import type { StackHandle } from '../../local-supabase/stack.js';
import { startProductStack } from '../contract/support/product-stack.js';
import type { FuzzIdentities } from './arbitraries.js';
import { discoverSchema, type FuzzSchema } from './schema.js';

export interface FuzzStack {
  stack: StackHandle;
  schema: FuzzSchema;
  ids: FuzzIdentities;
  stop(): Promise<void>;
}

/** `postgresUrl` undefined: PGlite in memory; otherwise a database created for this run on that server, dropped at stop. */
export async function startFuzzStack(postgresUrl?: string): Promise<FuzzStack> {
  // The seed too: the fuzz sends as seeded members. Nothing but the fuzz may change a table between two snapshots (no cron).
  const stack = await startProductStack({ seed: { enabled: true } }, postgresUrl ?? null);
  try {
    const ids = await identities(stack);
    const schema = await discoverSchema(stack.db, stack.config.api.schemas);
    return {
      stack,
      schema,
      ids,
      stop: () => stack.stop(),
    };
  } catch (e) {
    await stack.stop();
    throw e;
  }
}

/** A seeded member (owns rows), a fresh member (owns only their profile), an enrolled member before the second step, tokens that must be refused, and known ids. */
async function identities(stack: StackHandle): Promise<FuzzIdentities> {
  const res = await fetch(`${stack.apiUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: DEFAULT_KEYS.secretKey, Authorization: `Bearer ${DEFAULT_KEYS.secretKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `fuzz-${randomUUID()}@example.com`, password: 'nexo1234', email_confirm: true, user_metadata: { full_name: 'Fuzz' } }),
  });
  if (!res.ok) throw new Error(`creating the fuzz member: ${res.status} ${await res.text()}`);
  const fresh = ((await res.json()) as { id: string }).id;
  const seeded = await stack.db.query<{ id: string }>(`select id::text from auth.users where id::text <> $1 order by created_at, id limit 3`, [fresh]);
  const now = Math.floor(Date.now() / 1000);
  const token = (claims: Record<string, unknown>) => signJwt({ aud: 'authenticated', role: 'authenticated', iat: now, exp: now + 24 * 3600, ...claims }, stack.deps.jwtKeys);
  const memberIds = [...seeded.rows.map((r) => r.id).slice(0, 1), fresh];
  const members = await Promise.all(memberIds.map((sub) => token({ sub })));
  const good = members[0];
  // Another seeded member (owns rows) with a verified authenticator app, signed in with the password alone.
  const enrolledIds = seeded.rows.map((r) => r.id).slice(1, 2);
  for (const id of enrolledIds) {
    await stack.db.query(`insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status) values ($1, $2, 'App', 'totp', 'verified')`, [randomUUID(), id]);
  }
  return {
    apikey: DEFAULT_KEYS.publishableKey,
    members,
    memberIds,
    aal1Enrolled: await Promise.all(enrolledIds.map((sub) => token({ sub, aal: 'aal1', amr: [{ method: 'password', timestamp: now }] }))),
    aal1EnrolledIds: enrolledIds,
    forged: [
      await token({ sub: memberIds[0], exp: now - 3600, iat: now - 7200 }),
      await token({ sub: memberIds[0], role: 'nope' }),
      await token({ sub: 'not-a-uuid' }),
      `${good.slice(0, -4)}${good.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`,
      (await signJwt({ sub: memberIds[0], role: 'authenticated', exp: now + 3600 }, stack.deps.jwtKeys, 'HS256')).replace(/\.[^.]+$/, '.c2lnbmF0dXJl'),
    ],
    uuids: [...seeded.rows.map((r) => r.id), fresh, randomUUID()],
  };
}
