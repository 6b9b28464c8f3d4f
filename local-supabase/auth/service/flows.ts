// Mail-backed token flows shared by handlers: rate/frequency checks, token issue, and mail delivery.
import type { Queryable } from '../../db/adapter.js';
import type { AuthRequest } from '../context.js';
import { requestedRedirect } from '../context.js';
import { E } from '../errors.js';
import { actionLink, composeMail, deliver, type MailKind } from './mailer.js';
import { generateOtp, tokenHash } from './otp.js';
import { resolveRedirect } from './redirect.js';
import { emailHook } from './send-hooks.js';
import { hashSql } from './passwords.js';
import { updateUser, type LoadedUser, type TokenColumn } from './users.js';

/** Counts one outgoing mail against the per-IP email limit. */
export function takeEmailQuota(a: AuthRequest): void {
  if (!a.limits.emailSent.take(a.ctx.ip)) throw E.emailRateLimit(a.limits.emailSent.retryAfter(a.ctx.ip));
}

/** Enforces [auth.email] max_frequency between two mails of one kind to one user. */
export function assertFrequency(a: AuthRequest, sentAt: string | null | undefined, now = Date.now()): void {
  if (!sentAt) return;
  const waitMs = Date.parse(sentAt) + a.cfg.email.maxFrequencySeconds * 1000 - now;
  if (waitMs > 0) throw E.emailFrequency(Math.max(1, Math.ceil(waitMs / 1000)));
}

export function redirectFor(a: AuthRequest): string {
  return resolveRedirect(requestedRedirect(a), a.cfg.siteUrl, a.cfg.additionalRedirectUrls);
}

const COLUMNS: Record<Exclude<MailKind, 'email_change'>, { token: TokenColumn; sentAt: string; linkType: string }> = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at', linkType: 'signup' },
  invite: { token: 'confirmation_token', sentAt: 'invited_at', linkType: 'invite' },
  magiclink: { token: 'recovery_token', sentAt: 'recovery_sent_at', linkType: 'magiclink' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at', linkType: 'recovery' },
  reauthentication: { token: 'reauthentication_token', sentAt: 'reauthentication_sent_at', linkType: 'reauthentication' },
};

export interface IssuedToken {
  otp: string;
  hashedToken: string;
  link: string;
  redirectTo: string;
  verificationType: string;
}

/**
 * Issues a one-time token of `kind` for the user (stored hashed in its auth.users column) and, unless `send` is
 * false (admin generate_link), mails the link and code. Checks the mail quota and max frequency first.
 */
export async function issueToken(
  a: AuthRequest,
  q: Queryable,
  user: LoadedUser,
  kind: Exclude<MailKind, 'email_change'>,
  opts: { send?: boolean } = {},
): Promise<IssuedToken> {
  const send = opts.send !== false;
  const col = COLUMNS[kind];
  const email = user.row.email ?? '';
  if (send) {
    assertFrequency(a, user.row[col.sentAt]);
    takeEmailQuota(a);
  }
  const otp = generateOtp(a.cfg.email.otpLength);
  const hashedToken = tokenHash(email, otp);
  await updateUser(q, user.row.id, { [col.token]: hashedToken, [col.sentAt]: { now: true } }, hashSql);
  const redirectTo = redirectFor(a);
  const link = actionLink(a.deps.apiUrl(), hashedToken, col.linkType, redirectTo);
  if (send && !(await emailHook(a, q, user.row.id, { token: otp, token_hash: hashedToken, redirect_to: redirectTo, email_action_type: kind }))) {
    const facts = { link: kind === 'reauthentication' ? undefined : link, otp, email, hashedToken, siteUrl: a.cfg.siteUrl, redirectTo, data: user.row.raw_user_meta_data ?? {} };
    deliver(a.deps.mail, email, composeMail(kind, facts, a.cfg.email.templates[kind]), a.cfg.email.from);
  }
  return { otp, hashedToken, link, redirectTo, verificationType: col.linkType };
}

/**
 * Starts an email change: a token for the new address and, with double confirmation, one for the current address.
 * Returns the new-address token (generate_link wants it).
 */
export async function issueEmailChange(
  a: AuthRequest,
  q: Queryable,
  user: LoadedUser,
  newEmail: string,
  opts: { send?: boolean; current?: boolean } = {},
): Promise<IssuedToken & { current?: IssuedToken }> {
  const send = opts.send !== false;
  const current = user.row.email ?? '';
  const double = opts.current ?? (a.cfg.email.doubleConfirmChanges && current !== '');
  if (send) {
    assertFrequency(a, user.row.email_change_sent_at);
    takeEmailQuota(a);
  }
  const otpNew = generateOtp(a.cfg.email.otpLength);
  const hashNew = tokenHash(newEmail, otpNew);
  const otpCur = generateOtp(a.cfg.email.otpLength);
  const hashCur = double ? tokenHash(current, otpCur) : '';
  await updateUser(
    q,
    user.row.id,
    {
      email_change: newEmail,
      email_change_token_new: hashNew,
      email_change_token_current: hashCur,
      email_change_confirm_status: 0,
      email_change_sent_at: { now: true },
    },
    hashSql,
  );
  const redirectTo = redirectFor(a);
  const linkNew = actionLink(a.deps.apiUrl(), hashNew, 'email_change', redirectTo);
  const linkCur = actionLink(a.deps.apiUrl(), hashCur, 'email_change', redirectTo);
  // One hook call for both addresses, with GoTrue's field mix-up kept: token is the current address's code, token_hash
  // the new address's hash (and token_new / token_hash_new the other two) when both addresses confirm.
  const hooked = send && (await emailHook(a, q, user.row.id, double
    ? { token: otpCur, token_hash: hashNew, token_new: otpNew, token_hash_new: hashCur, redirect_to: redirectTo, email_action_type: 'email_change' }
    : { token: otpNew, token_hash: hashNew, redirect_to: redirectTo, email_action_type: 'email_change' }));
  if (send && !hooked) {
    const template = a.cfg.email.templates.email_change;
    const common = { email: current, newEmail, siteUrl: a.cfg.siteUrl, redirectTo, data: user.row.raw_user_meta_data ?? {} };
    deliver(a.deps.mail, newEmail, composeMail('email_change', { ...common, link: linkNew, otp: otpNew, hashedToken: hashNew }, template), a.cfg.email.from);
    if (double) deliver(a.deps.mail, current, composeMail('email_change', { ...common, link: linkCur, otp: otpCur, hashedToken: hashCur }, template), a.cfg.email.from);
  }
  const currentToken = double ? { otp: otpCur, hashedToken: hashCur, link: linkCur, redirectTo, verificationType: 'email_change' } : undefined;
  return { otp: otpNew, hashedToken: hashNew, link: linkNew, redirectTo, verificationType: 'email_change', current: currentToken };
}
