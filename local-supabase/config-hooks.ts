// `[auth.hook.<name>]` tables of config.toml: which GoTrue hooks run and the Postgres function each calls, checked as the CLI and GoTrue check them.

/** The hooks the Supabase CLI passes to GoTrue (config.toml table names). */
export const HOOK_NAMES = [
  'custom_access_token',
  'mfa_verification_attempt',
  'password_verification_attempt',
  'send_email',
  'send_sms',
  'before_user_created',
] as const;

export type HookName = (typeof HOOK_NAMES)[number];

/** An enabled Postgres-function hook. */
export interface PgHook {
  /** As written in config.toml (GoTrue names it in its errors). */
  uri: string;
  /** `"schema"."function"`, quoted as GoTrue quotes it. */
  functionName: string;
}

export type HooksConfig = Partial<Record<HookName, PgHook>>;

/** One `[auth.hook.<name>]` table (also the shape tests pass as overrides). */
export interface HookTable {
  enabled?: boolean;
  uri?: string;
  secrets?: string;
}

// GoTrue's postgresNamesRegexp and the CLI's hookSecretPattern.
const PG_NAME = /^[a-zA-Z_][a-zA-Z0-9_]{0,62}$/;
const HOOK_SECRET = /^v1,whsec_[A-Za-z0-9+/=]{32,88}$/;

/** The CLI's checks (hookConfig.validate), then GoTrue's (validatePostgresPath); disabled hooks are not checked, as the CLI does not pass them on. */
function readHook(name: HookName, t: HookTable): PgHook | undefined {
  if (!t.enabled) return undefined;
  const uri = t.uri ?? '';
  if (uri === '') throw new Error(`Missing required field in config: auth.hook.${name}.uri`);
  let u: URL;
  try {
    u = new URL(uri);
  } catch (e) {
    throw new Error(`failed to parse template url: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  }
  const scheme = u.protocol.slice(0, -1).toLowerCase();
  if (scheme === 'http' || scheme === 'https') {
    if (!t.secrets) throw new Error(`Missing required field in config: auth.hook.${name}.secrets`);
    if (!t.secrets.split('|').every((s) => HOOK_SECRET.test(s))) {
      throw new Error(`Invalid hook config: auth.hook.${name}.secrets must be formatted as "v1,whsec_<base64_encoded_secret>" with a minimum length of 32 characters.`);
    }
    throw new Error(
      `auth.hook.${name}.uri: local-supabase runs Postgres-function hooks only (pg-functions://postgres/<schema>/<function>); ` +
        `HTTP hooks need GoTrue (\`supabase start\`)`,
    );
  }
  if (scheme !== 'pg-functions') throw new Error(`Invalid hook config: auth.hook.${name}.uri should be a HTTP, HTTPS, or pg-functions URI`);
  if (t.secrets) throw new Error(`Invalid hook config: auth.hook.${name}.secrets is unsupported for pg-functions URI`);
  const parts = u.pathname.split('/');
  if (parts.length < 3) throw new Error(`auth.hook.${name}.uri: URI path does not contain enough parts`);
  const [, schema, fn] = parts.map((p) => decodeURIComponent(p));
  if (!PG_NAME.test(schema)) throw new Error(`auth.hook.${name}.uri: invalid schema name: ${schema}`);
  if (!PG_NAME.test(fn)) throw new Error(`auth.hook.${name}.uri: invalid table name: ${fn}`);
  // Refused rather than ignored: sign-ups would pass a hook the project relies on to stop them.
  if (name === 'before_user_created') throw new Error('auth.hook.before_user_created: local-supabase does not run this hook yet (the other auth hooks it runs)');
  return { uri, functionName: `"${schema}"."${fn}"` };
}

/** The enabled hooks of an `[auth.hook]` table (unknown hook names are left to the unknown-keys warning). */
export function readHooks(tables: Record<string, HookTable | undefined>): HooksConfig {
  const out: HooksConfig = {};
  for (const name of HOOK_NAMES) {
    const hook = tables[name] && readHook(name, tables[name]);
    if (hook) out[name] = hook;
  }
  return out;
}
