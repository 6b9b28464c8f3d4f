// Auth mails: action links and bodies (pure; the project's templates from config.toml when it has them), delivered to
// the stack's mail catcher.
import type { MailStore } from '../../mail/store.js';
import type { MailTemplate } from '../../config.js';
import { renderTemplate, textOf } from './mail-template.js';

export type MailKind = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change' | 'reauthentication';

export const DEFAULT_FROM = 'Local Supabase Auth <noreply@local-supabase.test>';

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

export interface MailFacts {
  link?: string;
  otp: string;
  email: string;
  newEmail?: string;
  hashedToken?: string;
  siteUrl?: string;
  redirectTo?: string;
  data?: Record<string, unknown>;
}

/** The mail of `kind`: the project's template (subject and/or HTML body) when given, GoTrue-like defaults otherwise. */
export function composeMail(kind: MailKind, opts: MailFacts, template?: MailTemplate): MailContent {
  const base = defaultMail(kind, opts);
  if (!template) return base;
  const vars = {
    ConfirmationURL: opts.link ?? '',
    Token: opts.otp,
    TokenHash: opts.hashedToken ?? '',
    SiteURL: opts.siteUrl ?? '',
    RedirectTo: opts.redirectTo ?? '',
    Email: opts.email,
    NewEmail: opts.newEmail ?? '',
    Data: opts.data ?? {},
  };
  const html = template.html !== undefined ? renderTemplate(template.html, vars, { escape: true }) : base.html;
  return {
    subject: template.subject !== undefined ? renderTemplate(template.subject, vars, { escape: false }) : base.subject,
    html,
    text: template.html !== undefined ? textOf(html) : base.text,
    links: base.links,
  };
}

function defaultMail(kind: MailKind, opts: MailFacts): MailContent {
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

export function deliver(store: MailStore, to: string, content: MailContent, from = DEFAULT_FROM): void {
  store.add({ to, from, subject: content.subject, html: content.html, text: content.text, links: content.links });
}
