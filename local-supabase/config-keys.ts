// Which supabase/config.toml keys local-supabase reads, and which Supabase CLI sections it leaves to the CLI on purpose;
// any other key is reported, as the CLI reports keys it does not recognise.
import { HOOK_NAMES } from './config-hooks.js';

/** Keys local-supabase reads (config.ts). */
const READ = [
  'project_id',
  'api.enabled', 'api.port', 'api.schemas', 'api.extra_search_path', 'api.max_rows',
  'db.port', 'db.shadow_port', 'db.major_version', 'db.seed.enabled', 'db.seed.sql_paths',
  'realtime.enabled', 'realtime.max_channels_per_client', 'realtime.max_joins_per_second', 'realtime.max_events_per_second',
  'realtime.max_payload_size',
  'local_smtp.enabled', 'local_smtp.port', 'local_smtp.smtp_port',
  'storage.enabled', 'storage.file_size_limit',
  'auth.enabled', 'auth.site_url', 'auth.additional_redirect_urls', 'auth.jwt_expiry', 'auth.enable_refresh_token_rotation',
  'auth.refresh_token_reuse_interval', 'auth.enable_signup', 'auth.enable_anonymous_sign_ins', 'auth.enable_manual_linking', 'auth.minimum_password_length',
  'auth.password_requirements', 'auth.jwt_secret', 'auth.signing_keys_path',
  'auth.rate_limit.email_sent', 'auth.rate_limit.sms_sent', 'auth.rate_limit.anonymous_users', 'auth.rate_limit.token_refresh',
  'auth.rate_limit.sign_in_sign_ups', 'auth.rate_limit.token_verifications', 'auth.rate_limit.web3',
  'auth.email.enabled', 'auth.email.double_confirm_changes', 'auth.email.enable_confirmations',
  'auth.email.secure_password_change', 'auth.email.max_frequency', 'auth.email.otp_length', 'auth.email.otp_expiry',
  ...['confirmation', 'invite', 'magic_link', 'recovery', 'email_change', 'reauthentication'].flatMap((t) => [
    `auth.email.template.${t}.subject`, `auth.email.template.${t}.content_path`,
  ]),
  'auth.email.smtp.admin_email', 'auth.email.smtp.sender_name',
  'auth.mfa.max_enrolled_factors',
  ...['totp', 'phone', 'web_authn'].flatMap((t) => [`auth.mfa.${t}.enroll_enabled`, `auth.mfa.${t}.verify_enabled`]),
  'auth.mfa.phone.otp_length', 'auth.mfa.phone.template', 'auth.mfa.phone.max_frequency',
  'auth.oauth_server.enabled', 'auth.oauth_server.allow_dynamic_registration', 'auth.oauth_server.authorization_url_path',
  'auth.passkey.enabled', 'auth.webauthn.rp_id', 'auth.webauthn.rp_display_name', 'auth.webauthn.rp_origins',
  'auth.sms.enable_signup', 'auth.sms.enable_confirmations', 'auth.sms.template', 'auth.sms.max_frequency',
  ...HOOK_NAMES.flatMap((h) => [`auth.hook.${h}.enabled`, `auth.hook.${h}.uri`, `auth.hook.${h}.secrets`]),
];

/** Supabase CLI sections that configure services local-supabase does not run (or runs with fixed settings). */
const LEFT_TO_THE_CLI = [
  'studio', 'analytics', 'edge_runtime', 'functions', 'experimental', 'remotes',
  'api.tls', 'db.pooler', 'db.migrations', 'db.network_restrictions', 'db.vault', 'db.root_key', 'db.health_timeout',
  'realtime.ip_version',
  'storage.buckets', 'storage.image_transformation', 'storage.s3_protocol', 'storage.analytics', 'storage.vector',
  'auth.external', 'auth.sms.twilio', 'auth.sms.twilio_verify', 'auth.sms.messagebird', 'auth.sms.textlocal', 'auth.sms.vonage',
  'auth.email.notification', 'auth.email.smtp',
  'auth.captcha', 'auth.sessions', 'auth.third_party', 'auth.web3', 'auth.jwt_issuer',
];

/** Tables local-supabase reads whole (their keys are data, e.g. phone numbers). */
const READ_TABLES = ['auth.sms.test_otp'];

const known = new Set(READ);

/** Dotted key paths of a parsed TOML document (tables descend; arrays and values are leaves). */
export function keyPaths(toml: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(toml).flatMap(([k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date) ? keyPaths(v as Record<string, unknown>, key) : [key];
  });
}

/** Keys of config.toml that local-supabase neither reads nor leaves to the CLI on purpose (typos, removed keys). */
export function unknownKeys(toml: Record<string, unknown>): string[] {
  const under = (key: string, s: string) => key === s || key.startsWith(`${s}.`);
  return keyPaths(toml).filter((key) => !known.has(key) && ![...READ_TABLES, ...LEFT_TO_THE_CLI].some((s) => under(key, s)));
}

/** The warning line, worded like the CLI's. */
export function unknownKeysWarning(keys: string[]): string | null {
  if (!keys.length) return null;
  return `WARN: supabase/config.toml has keys local-supabase does not recognize and ignores: ${keys.join(', ')}. Check them for typos or remove keys older Supabase CLI versions used.`;
}
