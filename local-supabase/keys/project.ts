// The project's keys from config.toml: `[auth] jwt_secret` (re-signs the legacy anon/service_role keys) and
// `[auth] signing_keys_path` (a JWK array read relative to supabase/, as the Supabase CLI does).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { KeySet } from './defaults.js';
import { signHs256 } from './jwt.js';
import { ANON_CLAIMS, SERVICE_CLAIMS } from './resolve.js';
import { parseSigningKeys } from './signing-keys.js';

export interface KeyConfig {
  jwtSecret?: unknown;
  signingKeysPath?: unknown;
}

/** `env(NAME)` values read the environment, as the CLI's config loader does. */
function fromEnv(v: unknown, env: NodeJS.ProcessEnv): unknown {
  if (typeof v !== 'string') return v;
  const m = /^env\((\w+)\)$/.exec(v.trim());
  return m ? env[m[1]] : v;
}

export async function projectKeys(base: KeySet, cfg: KeyConfig, supabaseDir: string, env: NodeJS.ProcessEnv = process.env): Promise<KeySet> {
  let keys = base;
  const secret = fromEnv(cfg.jwtSecret, env);
  if (secret !== undefined && secret !== '' && secret !== base.jwtSecret) {
    if (typeof secret !== 'string' || secret.length < 16) throw new Error('auth.jwt_secret: must be at least 16 characters');
    keys = {
      ...keys,
      jwtSecret: secret,
      anonKey: await signHs256(ANON_CLAIMS, secret),
      serviceRoleKey: await signHs256(SERVICE_CLAIMS, secret),
    };
  }
  const p = fromEnv(cfg.signingKeysPath, env);
  if (typeof p === 'string' && p !== '') {
    const file = path.resolve(supabaseDir, p);
    if (!existsSync(file)) throw new Error(`auth.signing_keys_path: ${p} does not exist`);
    const text = readFileSync(file, 'utf8');
    parseSigningKeys(text, `auth.signing_keys_path (${p})`); // fails early, with the file named
    const parsed = JSON.parse(text);
    keys = { ...keys, signingJwks: Array.isArray(parsed) ? parsed : parsed.keys };
  }
  return keys;
}
