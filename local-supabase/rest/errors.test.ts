// SQLSTATE → HTTP status mapping (PostgREST's table) and JWT error bodies.
import { describe, expect, it } from 'vitest';
import { jwtError, statusForSqlState } from './errors.js';

describe('statusForSqlState', () => {
  const cases: [string, string, string, number][] = [
    ['23505', 'duplicate key', 'authenticated', 409],
    ['23503', 'fk', 'authenticated', 409],
    ['25006', 'read-only', 'anon', 405],
    ['42883', 'undefined function', 'anon', 404],
    ['42P01', 'undefined table', 'anon', 404],
    ['42501', 'permission denied', 'anon', 401],
    ['42501', 'permission denied', 'authenticated', 403],
    ['P0001', 'raise', 'anon', 400],
    ['P0002', 'no data', 'anon', 500],
    ['PT402', 'custom', 'anon', 402],
    ['21000', 'UPDATE requires a WHERE clause', 'anon', 400],
    ['21000', 'more than one row returned by a subquery', 'anon', 500],
    ['22023', 'role "x" does not exist', 'anon', 401],
    ['22023', 'invalid parameter', 'anon', 400],
    ['22P02', 'invalid input syntax', 'anon', 400],
    ['23502', 'not null', 'anon', 400],
    ['23514', 'check', 'anon', 400],
    ['42703', 'undefined column', 'anon', 400],
    ['08006', 'connection failure', 'anon', 503],
    ['40001', 'serialization', 'anon', 500],
    ['28000', 'invalid auth', 'anon', 403],
    ['53300', 'too many connections', 'anon', 503],
    ['57014', 'statement timeout', 'anon', 500],
    ['XX000', 'internal', 'anon', 500],
    ['54000', 'array bound is out of integer range', 'anon', 400],
    ['54000', 'number of array dimensions (7) exceeds the maximum allowed (6)', 'anon', 400],
    ['54000', 'array size exceeds the maximum allowed (134217727)', 'anon', 500],
    ['54001', 'stack depth limit exceeded', 'anon', 500],
  ];
  it.each(cases)('%s (%s) as %s → %d', (code, message, role, status) => {
    expect(statusForSqlState(code, message, role)).toBe(status);
  });
});

describe('jwtError', () => {
  it.each([
    ['expired', 'a.b.c', 'PGRST303', 'JWT expired'],
    ['not_yet_valid', 'a.b.c', 'PGRST303', 'JWT not yet valid'],
    ['missing_exp', 'a.b.c', 'PGRST303', 'JWT claims validation or parsing failed'],
    ['malformed', 'abc', 'PGRST301', 'Expected 3 parts in JWT; got 1'],
    ['bad_signature', 'a.b.c', 'PGRST301', 'JWT cryptographic operation failed'],
    ['unsupported_alg', 'a.b.c', 'PGRST301', 'Wrong or unsupported encoding algorithm'],
    ['unknown_kid', 'a.b.c', 'PGRST301', 'No suitable key or wrong key type'],
  ])('%s → %s', (reason, token, code, message) => {
    const e = jwtError(reason, token);
    expect(e.status).toBe(401);
    expect(e.body()).toEqual({ code, message, details: null, hint: null });
    expect(e.headers['WWW-Authenticate']).toMatch(/^Bearer error="invalid_token"/);
  });
});
