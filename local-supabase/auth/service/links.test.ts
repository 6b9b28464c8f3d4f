// Unit: verification links, mail bodies, one-time token hashes/columns/expiry, redirect allow-list.
import { describe, expect, it } from 'vitest';
import { actionLink, composeMail } from './mailer.js';
import { generateOtp, tokenColumnsFor, tokenFresh, tokenHash } from './otp.js';
import { isRedirectAllowed, resolveRedirect, withFragment, withQuery } from './redirect.js';

describe('actionLink', () => {
  it('points at GET /auth/v1/verify on this stack with token, type and redirect_to', () => {
    const link = actionLink('http://127.0.0.1:54321', 'abc', 'recovery', 'http://localhost:5173/reset?x=1');
    const u = new URL(link);
    expect(u.origin + u.pathname).toBe('http://127.0.0.1:54321/auth/v1/verify');
    expect(Object.fromEntries(u.searchParams)).toEqual({ token: 'abc', type: 'recovery', redirect_to: 'http://localhost:5173/reset?x=1' });
  });
});

describe('composeMail', () => {
  it('includes the link (HTML-escaped) and the code', () => {
    const m = composeMail('signup', { link: 'http://h/v?a=1&b=2', otp: '123456', email: 'a@b.c' });
    expect(m.subject).toBe('Confirm Your Signup');
    expect(m.html).toContain('href="http://h/v?a=1&amp;b=2"');
    expect(m.text).toContain('Code: 123456');
    expect(m.links).toEqual(['http://h/v?a=1&b=2']);
  });

  it('reauthentication mails carry only the code', () => {
    const m = composeMail('reauthentication', { otp: '654321', email: 'a@b.c' });
    expect(m.links).toEqual([]);
    expect(m.html).not.toContain('href');
  });
});

describe('one-time tokens', () => {
  it('codes have the configured length and only digits', () => {
    expect(generateOtp(6)).toMatch(/^\d{6}$/);
    expect(generateOtp(8)).toMatch(/^\d{8}$/);
  });

  it('hash = sha224 hex of identifier + code', () => {
    expect(tokenHash('a@b.c', '123456')).toBe('19fc8045654795b943ae7db4b637d9ee44d1dc98644c90a3fb01fa3f');
    expect(tokenHash('a@b.c', '123456')).not.toBe(tokenHash('a@b.c', '123457'));
  });

  it('maps verification types to token columns', () => {
    expect(tokenColumnsFor('signup').map((c) => c.column)).toEqual(['confirmation_token']);
    expect(tokenColumnsFor('magiclink').map((c) => c.column)).toEqual(['recovery_token', 'confirmation_token']);
    expect(tokenColumnsFor('recovery').map((c) => c.column)).toEqual(['recovery_token']);
    expect(tokenColumnsFor('email').map((c) => c.column)).toEqual(['confirmation_token', 'recovery_token']);
    expect(tokenColumnsFor('email_change').map((c) => c.column)).toEqual(['email_change_token_new', 'email_change_token_current']);
    expect(tokenColumnsFor('invite')[0].sentAt).toBe('invited_at');
  });

  it('freshness uses the sent time and the expiry', () => {
    expect(tokenFresh('2026-01-01T00:00:00Z', 60, Date.parse('2026-01-01T00:00:59Z'))).toBe(true);
    expect(tokenFresh('2026-01-01T00:00:00Z', 60, Date.parse('2026-01-01T00:01:00Z'))).toBe(false);
    expect(tokenFresh(null, 60)).toBe(false);
  });
});

describe('redirects', () => {
  const site = 'http://localhost:5173';
  const allow = ['http://127.0.0.1:5173', 'https://*.example.com/**'];

  it.each([
    ['http://localhost:5173/anything', true],
    ['http://localhost:9999/other-port-same-host', true],
    ['http://127.0.0.1:5173', true],
    ['http://127.0.0.1:5173/path', true],
    ['http://127.0.0.2:1/any-loopback-ip', true],
    ['http://10.0.0.1:5173/', false],
    ['http://2130706433/', false],
    ['https://app.example.com/a/b', true],
    ['https://a.b.example.com/a', false],
    ['https://evil.net/', false],
    ['not a url', false],
  ])('%s allowed: %s', (url, ok) => {
    expect(isRedirectAllowed(url, site, allow)).toBe(ok);
  });

  it.each([
    ['https://nexo.example/any/path?x=1', true],
    ['https://nexo.example:8443/', false],
    ['http://nexo.example/', false],
    ['https://nexo.example.evil.net/', false],
    ['https://app.nexo.example/cb', true],
    ['https://app.nexo.example/cb#frag', true],
    ['https://app.nexo.example/cb/deeper', false],
    ['https://app.nexo.example:444/cb', false],
  ])('a hosted site: %s allowed: %s', (url, ok) => {
    expect(isRedirectAllowed(url, 'https://nexo.example', ['https://*.nexo.example/cb'])).toBe(ok);
  });

  it('falls back to the site URL', () => {
    expect(resolveRedirect('https://evil.net/', site, allow)).toBe(site);
    expect(resolveRedirect(undefined, site, allow)).toBe(site);
    expect(resolveRedirect('http://localhost:5173/x', site, allow)).toBe('http://localhost:5173/x');
  });

  it('fragments and queries', () => {
    expect(withFragment('http://h/p#old', { access_token: 'a b', expires_in: 3600 })).toBe('http://h/p#access_token=a+b&expires_in=3600');
    expect(withQuery('http://h/p?x=1#f', { code: 'c' })).toBe('http://h/p?x=1&code=c#f');
  });
});
