// lib/second-step: a password-only (aal1) session of a member with a verified factor is not a sign-in yet.
import { describe, expect, it } from 'vitest';
import type { Session } from '@supabase/supabase-js';
import { awaitsSecondStep } from './second-step';

const token = (claims: Record<string, unknown>) => `x.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.y`;
const session = (aal: string, factors: { status: string }[] | undefined) =>
  ({ access_token: token({ aal }), user: { id: 'u', factors } }) as unknown as Session;

describe('awaitsSecondStep', () => {
  it.each([
    ['no session', null, false],
    ['no factors', session('aal1', undefined), false],
    ['only an unfinished (unverified) factor', session('aal1', [{ status: 'unverified' }]), false],
    ['a verified factor, password only (aal1)', session('aal1', [{ status: 'verified' }]), true],
    ['a verified factor, code verified (aal2)', session('aal2', [{ status: 'verified' }]), false],
    ['an unreadable token with a verified factor', { access_token: 'garbage', user: { id: 'u', factors: [{ status: 'verified' }] } } as unknown as Session, true],
  ])('%s → %s', (_n, s, expected) => {
    expect(awaitsSecondStep(s as Session | null)).toBe(expected);
  });
});
