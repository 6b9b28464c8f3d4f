// The send-email and send-SMS hooks: when one is on, GoTrue hands it the message's facts instead of sending anything itself.
import type { Queryable } from '../../db/adapter.js';
import type { AuthRequest } from '../context.js';
import { E } from '../errors.js';
import type { MailKind } from './mailer.js';
import { hookEnabled, runHook } from './hooks.js';
import { findUserById, userJson } from './users.js';

/** GoTrue's mailer.EmailData (every field present, empty when it does not apply). */
export interface EmailData {
  token: string;
  token_hash: string;
  redirect_to: string;
  email_action_type: MailKind;
  site_url: string;
  token_new: string;
  token_hash_new: string;
  old_email: string;
  old_phone: string;
  provider: string;
  factor_type: string;
}

const userInput = async (q: Queryable, userId: string) => userJson((await findUserById(q, userId))!);

/** True when the send-email hook took the mail (the caller then sends none). */
export async function emailHook(
  a: AuthRequest,
  q: Queryable,
  userId: string,
  data: Pick<EmailData, 'token' | 'token_hash' | 'redirect_to' | 'email_action_type'> & Partial<EmailData>,
): Promise<boolean> {
  if (!hookEnabled(a, 'send_email')) return false;
  const email_data: EmailData = {
    token_new: '', token_hash_new: '', old_email: '', old_phone: '', provider: '', factor_type: '',
    // GoTrue's site_url here is its own external URL (API_EXTERNAL_URL), not [auth] site_url.
    site_url: `${a.deps.apiUrl()}/auth/v1`,
    ...data,
  };
  await runHook(a, q, 'send_email', { user: await userInput(q, userId), email_data });
  return true;
}

/**
 * True when the send-SMS hook took the text. `mfa`: a phone factor's challenge, which GoTrue runs outside a transaction
 * and whose hook failures it reports as 500 "error invoking hook".
 */
export async function smsHook(a: AuthRequest, q: Queryable | null, userId: string, sms: { otp: string; phone: string }, mfa = false): Promise<boolean> {
  if (!hookEnabled(a, 'send_sms')) return false;
  const user = await userInput(q ?? a.deps.db, userId);
  const input = { user, sms: mfa ? { otp: sms.otp, sms_type: 'mfa', phone: sms.phone } : sms };
  if (!mfa) {
    await runHook(a, q, 'send_sms', input);
    return true;
  }
  await runHook(a, q, 'send_sms', input).catch(() => {
    throw E.unexpected('error invoking hook');
  });
  return true;
}
