// [auth.hook.*] tables: the enabled Postgres-function hooks are read; bad tables stop the start with the CLI's or GoTrue's words.
import { describe, expect, it } from 'vitest';
import { readHooks } from './config-hooks.js';

const SECRET = `v1,whsec_${'a'.repeat(32)}`;

describe('auth hooks in config.toml', () => {
  it('reads enabled pg-functions hooks as GoTrue names the function, and skips disabled ones', () => {
    expect(
      readHooks({
        custom_access_token: { enabled: true, uri: 'pg-functions://postgres/public/custom_access_token_hook' },
        send_email: { enabled: false, uri: 'nonsense' },
        mfa_verification_attempt: { enabled: true, uri: 'pg-functions://postgres/Auth_x/Hook1' },
      }),
    ).toEqual({
      custom_access_token: { uri: 'pg-functions://postgres/public/custom_access_token_hook', functionName: '"public"."custom_access_token_hook"' },
      mfa_verification_attempt: { uri: 'pg-functions://postgres/Auth_x/Hook1', functionName: '"Auth_x"."Hook1"' },
    });
  });

  it.each([
    [{ enabled: true }, 'Missing required field in config: auth.hook.send_sms.uri'],
    [{ enabled: true, uri: 'ftp://x/y/z' }, 'Invalid hook config: auth.hook.send_sms.uri should be a HTTP, HTTPS, or pg-functions URI'],
    [{ enabled: true, uri: 'pg-functions://postgres/public/f', secrets: SECRET }, 'Invalid hook config: auth.hook.send_sms.secrets is unsupported for pg-functions URI'],
    [{ enabled: true, uri: 'pg-functions://postgres/public' }, 'auth.hook.send_sms.uri: URI path does not contain enough parts'],
    [{ enabled: true, uri: 'pg-functions://postgres/1bad/f' }, 'auth.hook.send_sms.uri: invalid schema name: 1bad'],
    [{ enabled: true, uri: 'pg-functions://postgres/public/f-g' }, 'auth.hook.send_sms.uri: invalid table name: f-g'],
    [{ enabled: true, uri: 'https://hooks.example/sms' }, 'Missing required field in config: auth.hook.send_sms.secrets'],
    [{ enabled: true, uri: 'https://hooks.example/sms', secrets: 'v1,short' }, /^Invalid hook config: auth\.hook\.send_sms\.secrets must be formatted/],
    [{ enabled: true, uri: 'https://hooks.example/sms', secrets: SECRET }, /^auth\.hook\.send_sms\.uri: local-supabase runs Postgres-function hooks only/],
  ])('refuses %j', (table, message) => {
    expect(() => readHooks({ send_sms: table })).toThrow(message);
  });

  it('refuses an enabled before_user_created hook it does not run, and reads it when off', () => {
    expect(() => readHooks({ before_user_created: { enabled: true, uri: 'pg-functions://postgres/public/f' } })).toThrow(/does not run this hook yet/);
    expect(readHooks({ before_user_created: { enabled: false, uri: 'pg-functions://postgres/public/f' } })).toEqual({});
  });
});
