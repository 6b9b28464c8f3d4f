// Hook answers decoded as GoTrue decodes them: error objects, undecodable output, each hook's fields, the claims schema.
import { describe, expect, it } from 'vitest';
import { AuthError } from '../errors.js';
import { claimsProblems, readHookOutput } from './hook-output.js';

const CLAIMS = { aud: 'authenticated', exp: 2, iat: 1, sub: 'u', email: '', phone: '', role: 'authenticated', aal: 'aal1', session_id: 's', is_anonymous: false };

function failure(fn: () => unknown): { status: number; code: string; message: string; codeHeader: boolean } {
  try {
    fn();
  } catch (e) {
    if (e instanceof AuthError) return { status: e.status, code: e.code, message: e.message, codeHeader: e.codeHeader };
    throw e;
  }
  throw new Error('no error');
}

describe('hook output', () => {
  it('an error object with a message is that HTTP error (500 without http_code); without a message it is no error', () => {
    expect(failure(() => readHookOutput('send_email', '{"error":{"http_code":403,"message":"no"}}'))).toEqual({ status: 403, code: 'unknown', message: 'no', codeHeader: false });
    expect(failure(() => readHookOutput('custom_access_token', '{"error":{"message":"boom"}}'))).toMatchObject({ status: 500, code: 'unexpected_failure', message: 'boom' });
    expect(readHookOutput('send_email', '{"error":{"http_code":403,"message":""}}')).toEqual({});
  });

  it('output that is not JSON, or JSON of the wrong shape, cannot be decoded', () => {
    const undecodable = { status: 500, code: 'unexpected_failure', message: 'Error unmarshaling JSON output.', codeHeader: true };
    expect(failure(() => readHookOutput('custom_access_token', 'not json'))).toEqual(undecodable);
    expect(failure(() => readHookOutput('custom_access_token', '[1]'))).toEqual(undecodable);
    expect(failure(() => readHookOutput('custom_access_token', '{"claims":"x"}'))).toEqual(undecodable);
    expect(failure(() => readHookOutput('password_verification_attempt', '{"decision":1}'))).toEqual(undecodable);
    expect(failure(() => readHookOutput('send_sms', '"sent"'))).toEqual(undecodable);
  });

  it('the token hook must answer claims that meet GoTrue’s minimal schema', () => {
    expect(readHookOutput('custom_access_token', JSON.stringify({ claims: { ...CLAIMS, staff: 'admin' } }))).toEqual({ claims: { ...CLAIMS, staff: 'admin' } });
    expect(failure(() => readHookOutput('custom_access_token', '{}'))).toMatchObject({ status: 500, message: 'output claims field is missing', codeHeader: false });
    expect(failure(() => readHookOutput('custom_access_token', 'null'))).toMatchObject({ message: 'output claims field is missing' });
    const { session_id: _, ...noSession } = CLAIMS;
    expect(failure(() => readHookOutput('custom_access_token', JSON.stringify({ claims: { ...noSession, role: 5 } })))).toMatchObject({
      status: 500,
      message: 'output claims do not conform to the expected schema: \n- (root): session_id is required\n- role: Invalid type. Expected: string, given: integer\n',
    });
    expect(failure(() => readHookOutput('custom_access_token', null)).message).toContain('(root): Invalid type. Expected: object, given: null');
    expect(claimsProblems({ ...CLAIMS, aud: 1, exp: 1.5, amr: [1] })).toEqual([
      'aud: Invalid type. Expected: [string,array], given: integer',
      'exp: Invalid type. Expected: integer, given: number',
      'amr.0: Must validate at least one schema (anyOf)',
    ]);
  });

  it('attempt hooks answer a decision; null and missing fields are the zero values', () => {
    expect(readHookOutput('password_verification_attempt', '{"decision":"reject","message":"m","should_logout_user":true}')).toEqual({
      decision: 'reject',
      message: 'm',
      shouldLogoutUser: true,
    });
    expect(readHookOutput('mfa_verification_attempt', '{"decision":"continue","should_logout_user":"ignored"}')).toEqual({ decision: 'continue', message: '', shouldLogoutUser: false });
    expect(readHookOutput('mfa_verification_attempt', null)).toEqual({});
    expect(readHookOutput('send_email', '{}')).toEqual({});
  });
});
