// Creating accounts in GoTrue's order: insert auth.users, insert the email identity, then merge identity data / confirm.
import { isPgError, type Queryable } from '../../db/adapter.js';
import { E } from '../errors.js';
import { hashSql } from './passwords.js';
import { findUserById, insertEmailIdentity, insertUser, mergeMetadata, updateEmailIdentity, updateUser, type LoadedUser } from './users.js';

export interface NewEmailUser {
  email: string;
  password?: string;
  /** A bcrypt hash to store as is (admin `password_hash`). */
  passwordHash?: string;
  data?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  confirmed: boolean;
  /** Sign-ups copy the identity data (sub, email, …) into user_metadata; the admin API does not. Default true. */
  mergeIdentityData?: boolean;
  id?: string;
  role?: string;
  bannedUntil?: string | null;
}

/** Why: a failing AFTER INSERT trigger on auth.users is reported like GoTrue does, as a 500 the client shows as is. */
function saveError(e: unknown): Error {
  if (isPgError(e) && e.code === '23505') return E.emailExists();
  if (isPgError(e)) {
    // The client only sees GoTrue's generic message; the developer needs the Postgres error (e.g. a trigger's).
    console.error(`[local-supabase auth] database error saving new user: ${e.message}`);
    return E.databaseErrorSavingUser();
  }
  return e as Error;
}

export async function createEmailUser(q: Queryable, n: NewEmailUser): Promise<LoadedUser> {
  let id: string;
  try {
    id = await insertUser(
      q,
      {
        id: n.id,
        aud: 'authenticated',
        role: n.role ?? 'authenticated',
        email: n.email,
        encrypted_password: n.password !== undefined ? { hash: n.password } : (n.passwordHash ?? ''),
        raw_app_meta_data: { provider: 'email', providers: ['email'], ...(n.appMetadata ?? {}) },
        raw_user_meta_data: n.data ?? {},
        banned_until: n.bannedUntil ?? undefined,
      },
      hashSql,
    );
    const identityData = { sub: id, email: n.email, email_verified: false, phone_verified: false };
    await insertEmailIdentity(q, id, identityData);
    if (n.mergeIdentityData !== false) await updateUser(q, id, { raw_user_meta_data: mergeMetadata(n.data ?? {}, identityData) }, hashSql);
    if (n.confirmed) await confirmEmail(q, id);
  } catch (e) {
    throw saveError(e);
  }
  return (await findUserById(q, id))!;
}

/** Marks the email confirmed and mirrors email_verified into identity data and user metadata. */
export async function confirmEmail(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `update auth.users
        set email_confirmed_at = coalesce(email_confirmed_at, now()),
            raw_user_meta_data = case when raw_user_meta_data ? 'email_verified'
                                      then raw_user_meta_data || '{"email_verified": true}'::jsonb
                                      else coalesce(raw_user_meta_data, '{}'::jsonb) end,
            updated_at = now()
      where id = $1`,
    [userId],
  );
  await updateEmailIdentity(q, userId, { email_verified: true });
}

export async function createAnonymousUser(q: Queryable, data: Record<string, unknown>): Promise<LoadedUser> {
  let id: string;
  try {
    id = await insertUser(
      q,
      { aud: 'authenticated', role: 'authenticated', is_anonymous: true, raw_app_meta_data: {}, raw_user_meta_data: data },
      hashSql,
    );
  } catch (e) {
    throw saveError(e);
  }
  return (await findUserById(q, id))!;
}
