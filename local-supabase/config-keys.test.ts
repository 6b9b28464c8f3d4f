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

describe('auth mail templates in config.toml', () => {
  it('reads every template of the project with its Spanish subject and HTML, and the sender', async () => {
    const { loadConfig } = await import('./config.js');
    const email = (await loadConfig({}, {})).auth.email;
    expect(Object.keys(email.templates).sort()).toEqual(['email_change', 'invite', 'magiclink', 'reauthentication', 'recovery', 'signup']);
    expect(email.templates.signup?.subject).toBe('Confirma tu cuenta en Nexo');
    expect(email.templates.signup?.html).toContain('{{ .ConfirmationURL }}');
    expect(email.templates.reauthentication?.html).toContain('{{ .Token }}');
    expect(email.from).toBe('Nexo <no-responder@nexo.dev>');
  });

  it('a template whose content_path does not exist stops the start with the key named', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dir = mkdtempSync(path.join(tmpdir(), 'tpl-'));
    mkdirSync(path.join(dir, 'supabase'));
    writeFileSync(path.join(dir, 'supabase/config.toml'), '[auth.email.template.recovery]\ncontent_path = "./supabase/templates/nope.html"\n');
    const { loadConfig } = await import('./config.js');
    await expect(loadConfig({ workdir: dir }, {})).rejects.toThrow(/auth\.email\.template\.recovery\.content_path/);
  });
});

describe('[auth] keys of issue 18', () => {
  it('reads mfa, sms (test_otp numbers are data), oauth_server, manual linking and the key settings', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { loadConfig } = await import('./config.js');
    const dir = mkdtempSync(path.join(tmpdir(), 'ls-cfg-'));
    mkdirSync(path.join(dir, 'supabase'));
    const toml = `[auth]
enable_manual_linking = true
jwt_secret = "env(LS_TEST_SECRET)"
[auth.mfa]
max_enrolled_factors = 3
[auth.mfa.totp]
enroll_enabled = false
verify_enabled = true
[auth.mfa.phone]
enroll_enabled = true
max_frequency = "10s"
[auth.sms]
enable_signup = true
[auth.sms.test_otp]
"+34 600 111 222" = "123456"
[auth.oauth_server]
enabled = true
allow_dynamic_registration = true
`;
    writeFileSync(path.join(dir, 'supabase', 'config.toml'), toml);
    const cfg = await loadConfig({ workdir: dir }, { LS_TEST_SECRET: 'a-secret-of-at-least-32-characters-ok' });
    expect(cfg.unknownKeys).toEqual([]);
    expect(cfg.auth.enableManualLinking).toBe(true);
    expect(cfg.auth.mfa).toMatchObject({ maxEnrolledFactors: 3, totp: { enrollEnabled: false, verifyEnabled: true } });
    expect(cfg.auth.mfa.phone).toMatchObject({ enrollEnabled: true, verifyEnabled: false, maxFrequencySeconds: 10 });
    expect(cfg.auth.sms).toMatchObject({ enableSignup: true, testOtp: { '34600111222': '123456' } });
    expect(cfg.auth.oauthServer).toMatchObject({ enabled: true, allowDynamicRegistration: true });
    expect(cfg.keys.jwtSecret).toBe('a-secret-of-at-least-32-characters-ok');
    expect(cfg.keys.anonKey).not.toBe((await loadConfig({}, {})).keys.anonKey);

    writeFileSync(path.join(dir, 'supabase', 'config.toml'), '[auth]\nsigning_keys_path = "./missing.json"\n');
    await expect(loadConfig({ workdir: dir }, {})).rejects.toThrow(/auth.signing_keys_path: .\/missing.json does not exist/);
    writeFileSync(path.join(dir, 'supabase', 'keys.json'), '[{"kty":"EC","crv":"P-256","x":"a","y":"b"}]');
    writeFileSync(path.join(dir, 'supabase', 'config.toml'), '[auth]\nsigning_keys_path = "keys.json"\n');
    await expect(loadConfig({ workdir: dir }, {})).rejects.toThrow(/auth.signing_keys_path \(keys.json\)/);
  });
});
