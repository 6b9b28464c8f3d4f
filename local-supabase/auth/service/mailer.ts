// Auth mails: action links and bodies (pure), delivered to the stack's mail catcher.
import type { MailStore } from '../../mail/store.js';

export type MailKind = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change' | 'reauthentication';

const FROM = 'Local Supabase Auth <noreply@local-supabase.test>';

const SUBJECT: Record<MailKind, string> = {
  signup: 'Confirm Your Signup',
  invite: 'You have been invited',
  magiclink: 'Your Magic Link',
  recovery: 'Reset Your Password',
  email_change: 'Confirm Email Change',
  reauthentication: 'Confirm reauthentication',
};

const ACTION: Record<MailKind, string> = {
  signup: 'Follow this link to confirm your user:',
  invite: 'You have been invited to create a user. Follow this link to accept the invite:',
  magiclink: 'Follow this link to sign in:',
  recovery: 'Follow this link to reset the password for your user:',
  email_change: 'Follow this link to confirm the update of your email:',
  reauthentication: 'Enter the code to confirm your identity:',
};

/** The verification link GoTrue puts in mails: GET /auth/v1/verify on this stack. */
export function actionLink(apiUrl: string, hashedToken: string, type: string, redirectTo: string): string {
  const q = new URLSearchParams({ token: hashedToken, type, redirect_to: redirectTo });
  return `${apiUrl}/auth/v1/verify?${q.toString()}`;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface MailContent {
  subject: string;
  html: string;
  text: string;
  links: string[];
}

export function composeMail(kind: MailKind, opts: { link?: string; otp: string; email: string; newEmail?: string }): MailContent {
  const lines = [ACTION[kind]];
  if (kind === 'email_change' && opts.newEmail) lines.unshift(`Email change from ${opts.email} to ${opts.newEmail}.`);
  const html = [
    `<h2>${escapeHtml(SUBJECT[kind])}</h2>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    opts.link ? `<p><a href="${escapeHtml(opts.link)}">${kind === 'recovery' ? 'Reset Password' : 'Confirm'}</a></p>` : '',
    `<p>${opts.link ? 'Alternatively, enter the code' : 'Code'}: <strong>${escapeHtml(opts.otp)}</strong></p>`,
  ].join('\n');
  const text = [...lines, opts.link ?? '', `Code: ${opts.otp}`].filter(Boolean).join('\n\n');
  return { subject: SUBJECT[kind], html, text, links: opts.link ? [opts.link] : [] };
}

export function deliver(store: MailStore, to: string, content: MailContent): void {
  store.add({ to, from: FROM, subject: content.subject, html: content.html, text: content.text, links: content.links });
}
