// Mailer configuration: environment variables, with defaults read from supabase/config.toml (a local `npm start`).
import { readFileSync } from 'node:fs';
import { parse as parseToml } from 'smol-toml';
import type { SmtpOptions } from './smtp-client.js';

export interface MailerConfig {
  supabaseUrl: string;
  serviceKey: string;
  smtp: SmtpOptions;
  /** 'Name <address>' the mails come from. */
  sender: string;
  /** Replaces {{site_url}} in the outbox's bodies. */
  siteUrl: string;
  /** How often the outbox is polled (ms). */
  intervalMs: number;
  batchSize: number;
  log: (line: string) => void;
}

/** The well-known local secret key of the Supabase CLI (public; a hosted project passes its own). */
const LOCAL_SERVICE_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

/** What a supabase/config.toml says about the API port, the catcher's SMTP port, the auth sender and the site. */
export interface ProjectDefaults {
  apiPort?: number;
  smtpPort?: number;
  sender?: string;
  siteUrl?: string;
}

type Table = { [key: string]: Table | string | number | undefined };

export function projectDefaults(configToml: string): ProjectDefaults {
  const t = parseToml(configToml) as Table;
  const at = (...keys: string[]) => keys.reduce<Table | string | number | undefined>((v, k) => (v && typeof v === 'object' ? v[k] : undefined), t);
  const address = at('auth', 'email', 'smtp', 'admin_email') as string | undefined;
  const name = at('auth', 'email', 'smtp', 'sender_name') as string | undefined;
  return {
    apiPort: at('api', 'port') as number | undefined,
    smtpPort: at('local_smtp', 'smtp_port') as number | undefined,
    sender: address && (name ? `${name} <${address}>` : address),
    siteUrl: at('auth', 'site_url') as string | undefined,
  };
}

function numberOf(value: string | undefined, fallback: number, name: string, min = 0): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number ≥ ${min}, got "${value}"`);
  return n;
}

export function mailerConfigFromEnv(env: NodeJS.ProcessEnv, project: ProjectDefaults = {}): MailerConfig {
  const port = numberOf(env.SMTP_PORT, project.smtpPort ?? 54325, 'SMTP_PORT', 1);
  return {
    supabaseUrl: (env.SUPABASE_URL || `http://127.0.0.1:${project.apiPort ?? 54321}`).replace(/\/+$/, ''),
    serviceKey: env.SUPABASE_SERVICE_ROLE_KEY || LOCAL_SERVICE_KEY,
    smtp: {
      host: env.SMTP_HOST || '127.0.0.1',
      port,
      secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : port === 465,
      user: env.SMTP_USER || undefined,
      pass: env.SMTP_PASS || undefined,
    },
    sender: env.SMTP_SENDER || project.sender || 'Nexo <no-reply@nexo.dev>',
    siteUrl: (env.SITE_URL || project.siteUrl || 'http://localhost:5173').replace(/\/+$/, ''),
    intervalMs: numberOf(env.MAILER_INTERVAL_MS, 2000, 'MAILER_INTERVAL_MS', 50),
    batchSize: numberOf(env.MAILER_BATCH_SIZE, 10, 'MAILER_BATCH_SIZE', 1),
    log: (line) => console.log(`[mailer] ${line}`),
  };
}

/** The configuration of this process: env over supabase/config.toml beside this folder (absent file: CLI defaults). */
export function loadMailerConfig(env: NodeJS.ProcessEnv = process.env): MailerConfig {
  let project: ProjectDefaults;
  try {
    project = projectDefaults(readFileSync(new URL('../supabase/config.toml', import.meta.url), 'utf8'));
  } catch {
    project = {};
  }
  return mailerConfigFromEnv(env, project);
}
