// config.toml keys: the project's own file has none local-supabase does not know; typos and removed sections are reported.
import { describe, expect, it } from 'vitest';
import { readToml } from './config.js';
import { keyPaths, unknownKeys, unknownKeysWarning } from './config-keys.js';

describe('config.toml keys', () => {
  it('the project config has no unknown key', () => {
    expect(unknownKeys(readToml('supabase'))).toEqual([]);
  });

  it('reports typos and the removed [inbucket] section, not the sections left to the Supabase CLI', () => {
    const toml = {
      api: { port: 1, prot: 2 },
      inbucket: { port: 54324 },
      studio: { port: 54323 },
      auth: { email: { template: { invite: { subject: 'x' } }, enable_confirmation: true }, external: { github: { enabled: false } } },
    };
    expect(keyPaths({ a: { b: 1, c: [1, 2] } })).toEqual(['a.b', 'a.c']);
    expect(unknownKeys(toml)).toEqual(['api.prot', 'inbucket.port', 'auth.email.enable_confirmation']);
    expect(unknownKeysWarning(['api.prot'])).toMatch(/^WARN: supabase\/config\.toml has keys local-supabase does not recognize and ignores: api\.prot\./);
    expect(unknownKeysWarning([])).toBeNull();
  });
});
