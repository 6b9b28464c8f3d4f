// Typed configuration: supabase/config.toml (same file the Supabase CLI reads) + CLI flags + environment.
import { unknownKeys } from './config-keys.js';
import { readHooks, type HookTable, type HooksConfig } from './config-hooks.js';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { DEFAULT_KEYS, type KeySet } from './keys/defaults.js';
import { projectKeys } from './keys/project.js';

/** A project mail template: `[auth.email.template.<kind>]` subject and the HTML read from content_path. */
export interface MailTemplate {
  subject?: string;
  html?: string;
}

/** Mail kinds by their config.toml template name (the CLI's names) → the auth service's names. */
export const TEMPLATE_KINDS = {
  confirmation: 'signup',
  invite: 'invite',
  magic_link: 'magiclink',
  recovery: 'recovery',
  email_change: 'email_change',
  reauthentication: 'reauthentication',
} as const;

export type TemplateKind = (typeof TEMPLATE_KINDS)[keyof typeof TEMPLATE_KINDS];

/** GoTrue's rate-limit buckets (`[auth.rate_limit]` and its fixed defaults). */
export interface RateLimitConfig {
  emailSent: number;
  /** Text messages per hour (GoTrue's GOTRUE_RATE_LIMIT_SMS_SENT). */
  smsSent: number;
  signInSignUps: number;
  tokenRefresh: number;
  tokenVerifications: number;
  anonymousUsers: number;
  /** Web3 sign-in attempts (POST /token?grant_type=web3) per 5 minutes. */
  web3: number;
  /** Not a config.toml key (GoTrue's GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY, 15 per minute); tests raise it. */
  mfaChallengeVerify?: number;
  /** Passkey sign-in options per 5 minutes (GoTrue's GOTRUE_RATE_LIMIT_PASSKEY, 30; not a config.toml key). */
  passkey?: number;
  /** Not GoTrue (it limits sign-ins per IP only): failed password sign-ins per account per 5 minutes (30). */
  signInFailuresPerAccount?: number;
  /** Not GoTrue: failed MFA codes per factor per 5 minutes (10) before the factor is locked for the rest of the window. */
  mfaFailuresPerFactor?: number;
}

export interface AuthConfig {
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpiry: number;
  enableRefreshTokenRotation: boolean;
  refreshTokenReuseInterval: number;
  enableSignup: boolean;
  enableAnonymousSignIns: boolean;
  /** `[auth] enable_manual_linking`: identities may be linked and unlinked by the member. */
  enableManualLinking: boolean;
  minimumPasswordLength: number;
  passwordRequirements: string;
  email: {
    enableSignup: boolean;
    enableConfirmations: boolean;
    doubleConfirmChanges: boolean;
    securePasswordChange: boolean;
    maxFrequencySeconds: number;
    otpLength: number;
    otpExpiry: number;
    /** Project templates by mail kind; kinds without one use the built-in English mail. */
    templates: Partial<Record<TemplateKind, MailTemplate>>;
    /** Sender of auth mails (`[auth.email.smtp]` sender_name / admin_email, read even when SMTP is off). */
    from?: string;
  };
  /** `[auth.mfa]`: factor limits and which factor types may enrol and verify. */
  mfa: MfaConfig;
  /** `[auth.oauth_server]`: the OAuth 2.1 server's client registry (admin API and dynamic registration). */
  oauthServer: { enabled: boolean; allowDynamicRegistration: boolean; authorizationUrlPath: string };
  /** `[auth.passkey]`: passkey sign-in and registration (GoTrue's GOTRUE_PASSKEY_*; the limit and challenge lifetime are GoTrue's defaults). */
  passkey: { enabled: boolean; maxPasskeysPerUser: number; challengeExpiry: number };
  /** `[auth.webauthn]`: the relying party passkeys are bound to (required when passkeys are on, as the CLI checks). */
  webauthn: { rpId: string; rpDisplayName: string; rpOrigins: string[] };
  /** `[auth.sms]`: phone sign-ups and the test OTP map (no SMS provider runs: messages land in the mail catcher). */
  sms: SmsConfig;
  /**
   * Requests allowed per IP (per 5 minutes for sign_in_sign_ups/token_refresh/token_verifications/web3, per hour for
   * email_sent/sms_sent/anonymous_users), like GoTrue.
   */
  rateLimit: RateLimitConfig;
  /** `[auth.hook.<name>]`: the enabled Postgres-function hooks GoTrue calls (auth/service/hooks.ts). */
  hooks: HooksConfig;
}

export interface FactorTypeConfig {
  enrollEnabled: boolean;
  verifyEnabled: boolean;
}

export interface MfaConfig {
  maxEnrolledFactors: number;
  /** GoTrue's fixed limits: verified factors per user, challenge and unverified-factor lifetimes (seconds). */
  maxVerifiedFactors: number;
  challengeExpiry: number;
  factorExpiry: number;
  totp: FactorTypeConfig;
  phone: FactorTypeConfig & { otpLength: number; template: string; maxFrequencySeconds: number };
  webAuthn: FactorTypeConfig;
}

export interface SmsConfig {
  enableSignup: boolean;
  enableConfirmations: boolean;
  template: string;
  maxFrequencySeconds: number;
  otpLength: number;
  otpExpiry: number;
  /** Phone number (digits only, as GoTrue stores it) → fixed code. */
  testOtp: Record<string, string>;
}

export interface RealtimeConfig {
  maxChannelsPerClient: number;
  maxJoinsPerSecond: number;
  maxEventsPerSecond: number;
  maxPayloadBytes: number;
  /** Realtime closes a socket that sent nothing for this long (Phoenix default 60 s). */
  idleTimeoutMs?: number;
  /** A socket whose unsent output passes this many bytes (a client that stopped reading) is dropped (default 4 MiB). */
  maxBufferedBytes?: number;
  /** Private joins per second across all sockets: each is a database authorization (default 500). */
  maxPrivateJoinsPerSecond?: number;
  /** How often open channels are checked for a session that ended (member deleted, signed out); default 5 s. */
  sessionCheckMs?: number;
  /** HTTP broadcast API: messages per second per API key (Realtime's per-project quota; default 500); past it, 429. */
  maxHttpBroadcastsPerSecondPerKey?: number;
  /** HTTP broadcast API: messages per second per member, whichever key they use (default 100); past it, 429. */
  maxHttpBroadcastsPerSecondPerMember?: number;
}

export interface StackConfig {
  /** Folder holding the `supabase/` directory. */
  workdir: string;
  supabaseDir: string;
  host: string;
  apiPort: number;
  dbPort: number;
  mailPort: number;
  /** The mail catcher's SMTP port (`[local_smtp] smtp_port`, the CLI's 54325; 0 = any free port). */
  smtpPort: number;
  /** 'memory' or an absolute directory for PGlite's data. */
  data: string;
  /** When set, a real Postgres is used instead of PGlite. */
  databaseUrl?: string;
  /** `explicit`: keys config.toml (or the caller) set, which win over the database's pgrst.* settings like the CLI's env vars. */
  api: { schemas: string[]; extraSearchPath: string[]; maxRows: number; explicit?: { maxRows: boolean; extraSearchPath: boolean } };
  seed: { enabled: boolean; sqlPaths: string[] };
  auth: AuthConfig;
  realtime: RealtimeConfig;
  /** tusExpiryMs: an unfinished resumable upload is removed this long after its creation (env TUS_URL_EXPIRY_MS, as storage-api names it). */
  storage: { fileSizeLimitBytes: number; root: string; tusExpiryMs: number };
  keys: KeySet;
  /** config.toml keys local-supabase does not recognize (reported on start, as the Supabase CLI does). */
  unknownKeys: string[];
}

export interface ConfigOverrides {
  workdir?: string;
  port?: number;
  dbPort?: number;
  mailPort?: number;
  smtpPort?: number;
  data?: string;
  databaseUrl?: string;
  /** Deep-ish patch applied last (tests use it to flip auth settings). */
  auth?: Partial<Omit<AuthConfig, 'email' | 'rateLimit' | 'mfa' | 'sms' | 'oauthServer' | 'passkey' | 'webauthn' | 'hooks'>> & {
    /** `[auth.hook.<name>]` tables as config.toml writes them, laid over the file's and checked the same way. */
    hooks?: Record<string, HookTable>;
    oauthServer?: Partial<AuthConfig['oauthServer']>;
    passkey?: Partial<AuthConfig['passkey']>;
    webauthn?: Partial<AuthConfig['webauthn']>;
    email?: Partial<AuthConfig['email']>;
    rateLimit?: Partial<AuthConfig['rateLimit']>;
    mfa?: DeepPartial<MfaConfig>;
    sms?: Partial<SmsConfig>;
  };
  realtime?: Partial<RealtimeConfig>;
  storage?: { tusExpiryMs?: number };
  api?: Partial<StackConfig['api']>;
  seed?: Partial<StackConfig['seed']>;
}

type Toml = Record<string, any>;
type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

const factorType = (t: Toml | undefined, enabled: boolean): FactorTypeConfig => ({
  enrollEnabled: t?.enroll_enabled ?? enabled,
  verifyEnabled: t?.verify_enabled ?? enabled,
});

/** Phone numbers as GoTrue keeps them: digits only (a leading '+' and spaces dropped). */
export const phoneDigits = (phone: string) => phone.replace(/[^\d]/g, '');

function parseDurationSeconds(v: unknown, fallback: number): number {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return fallback;
  const m = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(v.trim());
  if (!m) return fallback;
  const n = Number(m[1]);
  const unit = m[2] ?? 's';
  return unit === 'ms' ? n / 1000 : unit === 'm' ? n * 60 : unit === 'h' ? n * 3600 : n;
}

function parseSize(v: unknown, fallback: number): number {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return fallback;
  const m = /^(\d+(?:\.\d+)?)\s*(B|KB|KiB|MB|MiB|GB|GiB)?$/i.exec(v.trim());
  if (!m) return fallback;
  const mult: Record<string, number> = { b: 1, kb: 1000, kib: 1024, mb: 1e6, mib: 1048576, gb: 1e9, gib: 1073741824 };
  return Math.round(Number(m[1]) * (mult[(m[2] ?? 'b').toLowerCase()] ?? 1));
}

/** `[auth.email.template.<name>]` tables: subject, and content_path read relative to the project folder, as the CLI does. */
function readTemplates(tables: Record<string, { subject?: string; content_path?: string }>, workdir: string): AuthConfig['email']['templates'] {
  const out: AuthConfig['email']['templates'] = {};
  for (const [name, kind] of Object.entries(TEMPLATE_KINDS)) {
    const t = tables[name];
    if (!t) continue;
    const file = t.content_path ? path.resolve(workdir, t.content_path) : undefined;
    if (file && !existsSync(file)) throw new Error(`auth.email.template.${name}.content_path: ${t.content_path} does not exist`);
    out[kind] = { subject: t.subject, html: file ? readFileSync(file, 'utf8') : undefined };
  }
  return out;
}

function senderOf(smtp: { admin_email?: string; sender_name?: string }): string | undefined {
  if (!smtp.admin_email) return undefined;
  return smtp.sender_name ? `${smtp.sender_name} <${smtp.admin_email}>` : smtp.admin_email;
}

/** The Supabase CLI's checks when `[auth.passkey] enabled = true`: the relying party must be configured. */
function checkPasskeyConfig(auth: AuthConfig): void {
  if (!auth.passkey.enabled) return;
  if (!auth.webauthn.rpId) throw new Error('Missing required field in config: auth.webauthn.rp_id');
  if (auth.webauthn.rpOrigins.length === 0) throw new Error('Missing required field in config: auth.webauthn.rp_origins');
}

export function readToml(supabaseDir: string): Toml {
  const file = path.join(supabaseDir, 'config.toml');
  if (!existsSync(file)) return {};
  return parseToml(readFileSync(file, 'utf8')) as Toml;
}

const intEnv = (v: string | undefined, fallback: number) => (v && /^\d+$/.test(v) ? Number(v) : fallback);

export async function loadConfig(overrides: ConfigOverrides = {}, env: NodeJS.ProcessEnv = process.env): Promise<StackConfig> {
  const workdir = path.resolve(overrides.workdir ?? process.cwd());
  const supabaseDir = path.join(workdir, 'supabase');
  const t = readToml(supabaseDir);
  const a = t.auth ?? {};
  const ae = a.email ?? {};
  const rl = a.rate_limit ?? {};
  const mfa = a.mfa ?? {};
  const sms = a.sms ?? {};
  const rt = t.realtime ?? {};
  const dataArg = overrides.data ?? '.local-supabase';
  const data = dataArg === 'memory' ? 'memory' : path.resolve(workdir, dataArg);
  const auth: AuthConfig = {
    siteUrl: a.site_url ?? 'http://127.0.0.1:3000',
    additionalRedirectUrls: a.additional_redirect_urls ?? [],
    jwtExpiry: a.jwt_expiry ?? 3600,
    enableRefreshTokenRotation: a.enable_refresh_token_rotation ?? true,
    refreshTokenReuseInterval: a.refresh_token_reuse_interval ?? 10,
    enableSignup: a.enable_signup ?? true,
    enableAnonymousSignIns: a.enable_anonymous_sign_ins ?? false,
    enableManualLinking: a.enable_manual_linking ?? false,
    minimumPasswordLength: a.minimum_password_length ?? 6,
    passwordRequirements: a.password_requirements ?? '',
    email: {
      // `enabled` is the CLI v3 name; `enable_signup` the one it deprecates.
      enableSignup: ae.enabled ?? ae.enable_signup ?? true,
      enableConfirmations: ae.enable_confirmations ?? false,
      doubleConfirmChanges: ae.double_confirm_changes ?? true,
      securePasswordChange: ae.secure_password_change ?? false,
      maxFrequencySeconds: parseDurationSeconds(ae.max_frequency, 1),
      otpLength: ae.otp_length ?? 6,
      otpExpiry: ae.otp_expiry ?? 3600,
      templates: readTemplates(ae.template ?? {}, workdir),
      from: senderOf(ae.smtp ?? {}),
    },
    mfa: {
      maxEnrolledFactors: mfa.max_enrolled_factors ?? 10,
      maxVerifiedFactors: 10,
      challengeExpiry: 300,
      factorExpiry: 300,
      totp: factorType(mfa.totp, true),
      phone: {
        ...factorType(mfa.phone, false),
        otpLength: mfa.phone?.otp_length ?? 6,
        template: mfa.phone?.template ?? 'Your code is {{ .Code }}',
        maxFrequencySeconds: parseDurationSeconds(mfa.phone?.max_frequency, 5),
      },
      webAuthn: factorType(mfa.web_authn, false),
    },
    oauthServer: {
      enabled: a.oauth_server?.enabled ?? false,
      allowDynamicRegistration: a.oauth_server?.allow_dynamic_registration ?? false,
      authorizationUrlPath: a.oauth_server?.authorization_url_path ?? '/oauth/consent',
    },
    passkey: { enabled: a.passkey?.enabled ?? false, maxPasskeysPerUser: 10, challengeExpiry: 300 },
    webauthn: {
      rpId: a.webauthn?.rp_id ?? '',
      rpDisplayName: a.webauthn?.rp_display_name ?? '',
      rpOrigins: a.webauthn?.rp_origins ?? [],
    },
    sms: {
      enableSignup: sms.enable_signup ?? false,
      enableConfirmations: sms.enable_confirmations ?? false,
      template: sms.template ?? 'Your code is {{ .Code }}',
      maxFrequencySeconds: parseDurationSeconds(sms.max_frequency, 5),
      otpLength: 6,
      otpExpiry: 60,
      testOtp: Object.fromEntries(Object.entries(sms.test_otp ?? {}).map(([k, v]) => [phoneDigits(k), String(v)])),
    },
    rateLimit: {
      emailSent: rl.email_sent ?? 2,
      smsSent: rl.sms_sent ?? 30,
      signInSignUps: rl.sign_in_sign_ups ?? 30,
      tokenRefresh: rl.token_refresh ?? 150,
      tokenVerifications: rl.token_verifications ?? 30,
      anonymousUsers: rl.anonymous_users ?? 30,
      web3: rl.web3 ?? 30,
      // Our own limits are not config.toml keys (the Supabase CLI would refuse them): environment variables.
      signInFailuresPerAccount: intEnv(env.AUTH_SIGN_IN_FAILURES_PER_ACCOUNT, 30),
      mfaFailuresPerFactor: intEnv(env.AUTH_MFA_FAILURES_PER_FACTOR, 10),
    },
    hooks: {},
  };
  const o = overrides.auth ?? {};
  Object.assign(auth, {
    ...o,
    email: { ...auth.email, ...o.email },
    rateLimit: { ...auth.rateLimit, ...o.rateLimit },
    mfa: {
      ...auth.mfa,
      ...o.mfa,
      totp: { ...auth.mfa.totp, ...o.mfa?.totp },
      phone: { ...auth.mfa.phone, ...o.mfa?.phone },
      webAuthn: { ...auth.mfa.webAuthn, ...o.mfa?.webAuthn },
    },
    sms: { ...auth.sms, ...o.sms },
    oauthServer: { ...auth.oauthServer, ...o.oauthServer },
    passkey: { ...auth.passkey, ...o.passkey },
    webauthn: { ...auth.webauthn, ...o.webauthn },
    hooks: readHooks({ ...a.hook, ...o.hooks }),
  });
  checkPasskeyConfig(auth);
  const seedPaths: string[] = (t.db?.seed?.sql_paths ?? ['seed.sql']).map((p: string) => path.resolve(supabaseDir, p));
  return {
    workdir,
    supabaseDir,
    host: '127.0.0.1',
    apiPort: overrides.port ?? t.api?.port ?? 54321,
    dbPort: overrides.dbPort ?? t.db?.port ?? 54322,
    mailPort: overrides.mailPort ?? t.local_smtp?.port ?? 54324,
    smtpPort: overrides.smtpPort ?? t.local_smtp?.smtp_port ?? 54325,
    data,
    databaseUrl: overrides.databaseUrl ?? env.DATABASE_URL ?? undefined,
    api: {
      schemas: t.api?.schemas ?? ['public', 'graphql_public'],
      extraSearchPath: t.api?.extra_search_path ?? ['public', 'extensions'],
      maxRows: t.api?.max_rows ?? 1000,
      ...overrides.api,
      explicit: {
        maxRows: t.api?.max_rows !== undefined || overrides.api?.maxRows !== undefined,
        extraSearchPath: t.api?.extra_search_path !== undefined || overrides.api?.extraSearchPath !== undefined,
      },
    },
    seed: { enabled: t.db?.seed?.enabled ?? true, sqlPaths: seedPaths, ...overrides.seed },
    auth,
    realtime: {
      maxChannelsPerClient: rt.max_channels_per_client ?? 100,
      maxJoinsPerSecond: rt.max_joins_per_second ?? 100,
      maxEventsPerSecond: rt.max_events_per_second ?? 1000,
      maxPayloadBytes: parseSize(rt.max_payload_size, 3 * 1024 * 1024),
      maxHttpBroadcastsPerSecondPerKey: intEnv(env.REALTIME_HTTP_BROADCASTS_PER_KEY, 500),
      maxHttpBroadcastsPerSecondPerMember: intEnv(env.REALTIME_HTTP_BROADCASTS_PER_MEMBER, 100),
      ...overrides.realtime,
    },
    storage: {
      fileSizeLimitBytes: parseSize(t.storage?.file_size_limit, 50 * 1048576),
      root: data === 'memory' ? 'memory' : path.join(data, 'storage'),
      tusExpiryMs: overrides.storage?.tusExpiryMs ?? (Number(env.TUS_URL_EXPIRY_MS) || 24 * 60 * 60 * 1000),
    },
    keys: await projectKeys(DEFAULT_KEYS, { jwtSecret: a.jwt_secret, signingKeysPath: a.signing_keys_path }, supabaseDir, env),
    unknownKeys: unknownKeys(t),
  };
}
