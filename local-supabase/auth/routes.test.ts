// Unit: the auth route table lookup (params, 404 vs 405).
import { describe, expect, it } from 'vitest';
import { matchRoute, ROUTES } from './routes.js';

describe('matchRoute', () => {
  it.each([
    ['POST', '/signup', '/signup'],
    ['POST', '/token', '/token'],
    ['GET', '/user', '/user'],
    ['PUT', '/user', '/user'],
    ['GET', '/.well-known/jwks.json', '/.well-known/jwks.json'],
    ['GET', '/admin/users', '/admin/users'],
    ['GET', '/admin/users/6f1c5c1e-0000-4000-8000-000000000001', '/admin/users/:id'],
    ['DELETE', '/admin/users/abc', '/admin/users/:id'],
    ['GET', '/user/', '/user'],
  ])('%s %s → %s', (method, path, pattern) => {
    const m = matchRoute(method, path);
    expect('route' in m && m.route.path).toBe(pattern);
  });

  it('captures parameters', () => {
    const m = matchRoute('PUT', '/admin/users/abc%2Ddef');
    expect('params' in m && m.params).toEqual({ id: 'abc-def' });
  });

  it('distinguishes unknown paths from wrong methods', () => {
    expect(matchRoute('GET', '/nope')).toEqual({ notFound: true });
    expect(matchRoute('DELETE', '/signup')).toEqual({ methodNotAllowed: true });
    expect(matchRoute('GET', '/admin/users/a/b')).toEqual({ notFound: true });
  });

  it('every route has a handler and a known guard', () => {
    for (const r of ROUTES) {
      expect(typeof r.handler).toBe('function');
      expect(['none', 'user', 'admin']).toContain(r.guard);
    }
  });
});
