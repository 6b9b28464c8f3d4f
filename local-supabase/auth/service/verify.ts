// Verifying a one-time token (by hash from a link, or by email + code) and applying its effect to the user.
import type { Queryable } from '../../db/adapter.js';
import type { AuthRequest } from '../context.js';
import { E } from '../errors.js';
import { confirmEmail } from './accounts.js';
import { tokenColumnsFor, tokenFresh, tokenHash, type VerifyType } from './otp.js';
import { hashSql } from './passwords.js';
import { findUserByEmail, findUserById, findUserByToken, isBanned, updateEmailIdentity, updateUser, type LoadedUser } from './users.js';

export interface VerifyInput {
  type: VerifyType;
  tokenHash?: string;
  email?: string;
  otp?: string;
}

export type VerifyOutcome = { user: LoadedUser; pendingOtherEmail: false } | { user: LoadedUser; pendingOtherEmail: true };

export async function verifyToken(a: AuthRequest, q: Queryable, input: VerifyInput): Promise<VerifyOutcome> {
  const hash = input.tokenHash ?? tokenHash(input.email ?? '', input.otp ?? '');
  if (!hash) throw E.otpExpired();
  for (const { column, sentAt } of tokenColumnsFor(input.type)) {
    const user = await findUserByToken(q, column, hash);
    if (!user) continue;
    if (isBanned(user.row)) throw E.userBanned(403);
    const sent = user.row[sentAt] ?? (column === 'confirmation_token' ? user.row.confirmation_sent_at : null);
    if (!tokenFresh(sent, a.cfg.email.otpExpiry)) throw E.otpExpired();
    const id = user.row.id;
    if (column === 'confirmation_token') {
      await updateUser(q, id, { confirmation_token: '' }, hashSql);
      await confirmEmail(q, id);
    } else if (column === 'recovery_token') {
      await updateUser(q, id, { recovery_token: '' }, hashSql);
      await confirmEmail(q, id);
    } else {
      const other = column === 'email_change_token_new' ? 'email_change_token_current' : 'email_change_token_new';
      if ((user.row[other] ?? '') !== '' && Number(user.row.email_change_confirm_status ?? 0) === 0) {
        await updateUser(q, id, { [column]: '', email_change_confirm_status: 1 }, hashSql);
        return { user: (await findUserById(q, id))!, pendingOtherEmail: true };
      }
      await applyEmailChange(q, user);
    }
    return { user: (await findUserById(q, id))!, pendingOtherEmail: false };
  }
  throw E.otpExpired();
}

async function applyEmailChange(q: Queryable, user: LoadedUser): Promise<void> {
  const newEmail = user.row.email_change as string;
  if (!newEmail) throw E.otpExpired();
  const taken = await findUserByEmail(q, newEmail);
  if (taken && taken.row.id !== user.row.id) throw E.emailExists();
  await q.query(
    `update auth.users set email = $2::text, email_change = '', email_change_token_new = '', email_change_token_current = '',
            email_change_confirm_status = 0, email_change_sent_at = null, email_confirmed_at = coalesce(email_confirmed_at, now()),
            raw_user_meta_data = case when raw_user_meta_data ? 'email' then raw_user_meta_data || jsonb_build_object('email', $2::text)
                                      else raw_user_meta_data end,
            updated_at = now()
      where id = $1`,
    [user.row.id, newEmail],
  );
  await updateEmailIdentity(q, user.row.id, { email: newEmail });
}
