// Admin user endpoints (service_role): create, list, get, update, delete.
import type { AuthRequest } from '../context.js';
import { E } from '../errors.js';
import { json, type Reply } from '../http.js';
import { confirmEmail, createEmailUser } from '../service/accounts.js';
import { parseAdminAttributes } from '../service/admin-attributes.js';
import { assertAcceptablePassword, hashSql } from '../service/passwords.js';
import { findUserByPhone } from '../service/phone.js';
import {
  findUserByEmail,
  findUserById,
  insertEmailIdentity,
  insertUser,
  mergeMetadata,
  updateEmailIdentity,
  updateUser,
  userJson,
  type LoadedUser,
} from '../service/users.js';
import { isUuid } from '../service/validate.js';

export async function adminCreateUser(a: AuthRequest): Promise<Reply> {
  const attrs = parseAdminAttributes(a.body);
  if (attrs.password !== undefined) assertAcceptablePassword(attrs.password, a.cfg);
  const user = await a.deps.db.transaction(async (q) => {
    if (attrs.email && (await findUserByEmail(q, attrs.email))) throw E.emailExists();
    if (attrs.phone && (await findUserByPhone(q, attrs.phone))) throw E.adminPhoneExists();
    if (attrs.id && (await findUserById(q, attrs.id))) throw E.validation('User with this ID already exists');
    let id: string;
    if (attrs.email) {
      const created = await createEmailUser(q, {
        id: attrs.id,
        email: attrs.email,
        password: attrs.password,
        passwordHash: attrs.passwordHash,
        data: attrs.userMetadata,
        // GoTrue's admin create stores user_metadata exactly as given (sign-ups merge the identity's email and sub).
        mergeIdentityData: false,
        appMetadata: attrs.appMetadata,
        confirmed: attrs.emailConfirm === true,
        role: attrs.role,
        bannedUntil: attrs.bannedUntil,
      });
      id = created.row.id;
    } else {
      id = await insertUser(
        q,
        {
          id: attrs.id,
          aud: 'authenticated',
          role: attrs.role ?? 'authenticated',
          encrypted_password: attrs.password !== undefined ? { hash: attrs.password } : (attrs.passwordHash ?? ''),
          raw_app_meta_data: { provider: attrs.phone ? 'phone' : 'email', providers: [attrs.phone ? 'phone' : 'email'], ...attrs.appMetadata },
          raw_user_meta_data: attrs.userMetadata ?? {},
          banned_until: attrs.bannedUntil ?? undefined,
        },
        hashSql,
      );
    }
    if (attrs.phone) await updateUser(q, id, { phone: attrs.phone, phone_confirmed_at: attrs.phoneConfirm ? { now: true } : undefined }, hashSql);
    return (await findUserById(q, id))!;
  });
  return json(userJson(user));
}

/** GoTrue parses page/per_page as unsigned integers; anything else is refused, worded like Go's strconv. */
function pageParam(a: AuthRequest, name: string, fallback: number): number {
  const raw = a.query.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw E.validation(`Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(raw)}: invalid syntax`);
  const n = Number(raw);
  if (!Number.isSafeInteger(n)) throw E.validation(`Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(raw)}: value out of range`);
  return n;
}

export async function adminListUsers(a: AuthRequest): Promise<Reply> {
  const page = Math.max(1, pageParam(a, 'page', 1));
  const perPage = Math.min(1000, Math.max(1, pageParam(a, 'per_page', 50)));
  const db = a.deps.db;
  const total = Number((await db.query<{ n: string }>(`select count(*)::int8 as n from auth.users where deleted_at is null`)).rows[0].n);
  const ids = await db.query<{ id: string }>(
    `select id from auth.users where deleted_at is null order by created_at desc, id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const users: Record<string, unknown>[] = [];
  for (const { id } of ids.rows) {
    const u = await findUserById(db, id);
    if (u) users.push(userJson(u));
  }
  return json({ users, aud: 'authenticated' }, 200, { 'X-Total-Count': String(total), ...paginationLink(page, perPage, total) });
}

/** GoTrue's Link header: `page` first, as auth-js reads the digit after the first `=`. */
export function paginationLink(page: number, perPage: number, total: number): Record<string, string> {
  const last = Math.max(1, Math.ceil(total / perPage));
  const links: string[] = [];
  if (page < last) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`</admin/users?page=${last}&per_page=${perPage}>; rel="last"`);
  return { Link: links.join(', ') };
}

async function loadTarget(a: AuthRequest): Promise<LoadedUser> {
  const id = a.params.id;
  if (!isUuid(id)) throw E.userNotFound();
  const user = await findUserById(a.deps.db, id);
  if (!user) throw E.userNotFound();
  return user;
}

export async function adminGetUser(a: AuthRequest): Promise<Reply> {
  return json(userJson(await loadTarget(a)));
}

export async function adminUpdateUser(a: AuthRequest): Promise<Reply> {
  const target = await loadTarget(a);
  const attrs = parseAdminAttributes(a.body);
  if (attrs.password !== undefined) assertAcceptablePassword(attrs.password, a.cfg);
  const id = target.row.id;
  await a.deps.db.transaction(async (q) => {
    // GoTrue's admin update looks for no duplicates and answers the unique key's failure with a 500; bad input is a 4xx
    // here (a deliberate difference, see README), with the codes its create answers.
    const emailOwner = attrs.email ? await findUserByEmail(q, attrs.email) : null;
    if (emailOwner && emailOwner.row.id !== id) throw E.emailExists();
    const phoneOwner = attrs.phone ? await findUserByPhone(q, attrs.phone) : null;
    if (phoneOwner && phoneOwner.row.id !== id) throw E.adminPhoneExists();
    if (attrs.email && attrs.email !== target.row.email) {
      await updateUser(q, id, { email: attrs.email }, hashSql);
      if (target.identities.some((i) => i.provider === 'email')) await updateEmailIdentity(q, id, { email: attrs.email });
      else await insertEmailIdentity(q, id, { sub: id, email: attrs.email, email_verified: false, phone_verified: false });
    }
    await updateUser(
      q,
      id,
      {
        encrypted_password: attrs.password !== undefined ? { hash: attrs.password } : attrs.passwordHash,
        raw_user_meta_data: attrs.userMetadata ? mergeMetadata(target.row.raw_user_meta_data, attrs.userMetadata) : undefined,
        raw_app_meta_data: attrs.appMetadata ? mergeMetadata(target.row.raw_app_meta_data, attrs.appMetadata) : undefined,
        role: attrs.role,
        banned_until: attrs.bannedUntil,
        phone: attrs.phone,
        phone_confirmed_at: attrs.phoneConfirm === true ? { now: true } : attrs.phoneConfirm === false ? null : undefined,
      },
      hashSql,
    );
    if (attrs.emailConfirm === true) await confirmEmail(q, id);
    if (attrs.emailConfirm === false) await updateUser(q, id, { email_confirmed_at: null }, hashSql);
    if (attrs.bannedUntil) {
      await q.query(`delete from auth.sessions where user_id = $1`, [id]);
      a.endedSessions = true;
    }
  });
  return json(userJson((await findUserById(a.deps.db, id))!));
}

export async function adminDeleteUser(a: AuthRequest): Promise<Reply> {
  const target = await loadTarget(a);
  const soft = a.body.should_soft_delete === true;
  a.endedSessions = true;
  await a.deps.db.transaction(async (q) => {
    if (!soft) {
      await q.query(`delete from auth.users where id = $1`, [target.row.id]);
      return;
    }
    await q.query(`delete from auth.sessions where user_id = $1`, [target.row.id]);
    await q.query(`delete from auth.identities where user_id = $1`, [target.row.id]);
    await q.query(
      `update auth.users set deleted_at = now(), email = null, phone = null, encrypted_password = '',
              raw_user_meta_data = '{}'::jsonb, updated_at = now() where id = $1`,
      [target.row.id],
    );
  });
  return json({});
}
