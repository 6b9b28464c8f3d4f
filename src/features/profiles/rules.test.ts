// Unit tests: support rules, server refusals mapped to the spec's toasts, follower counts, profile ids.
import { describe, expect, it } from 'vitest';
import { AppError, toAppError } from '@/lib/errors';
import { NOT_VERIFIED_TOAST, NO_LINK_TOAST, SELF_AWARD_TOAST, nextFollowers, refusalToast, supportDecision } from './rules.js';
import { isProfileId } from './ids.js';

describe('supportDecision', () => {
  it('needs a verified creator with a link', () => {
    expect(supportDecision({ role: 'creator', is_verified: true, support_url: 'https://x.example' })).toBe('ok');
    expect(supportDecision({ role: 'creator', is_verified: true, support_url: null })).toBe('no_link');
    expect(supportDecision({ role: 'creator', is_verified: false, support_url: 'https://x.example' })).toBe('not_verified');
    expect(supportDecision({ role: 'user', is_verified: false, support_url: null })).toBe('not_verified');
  });

  it("shows 'Creador no Verificado' for 7 seconds", () => {
    expect(NOT_VERIFIED_TOAST.duration).toBe(7000);
    expect(NOT_VERIFIED_TOAST.title).toBe('Creador no Verificado');
    expect(NO_LINK_TOAST.title).toBe('Próximamente');
  });
});

describe('refusalToast', () => {
  /** A refusal as PostgREST returns it from our SQL functions: SQLSTATE, product code as message, Spanish detail. */
  const refusal = (code: string, message: string, details: string | null = null) => toAppError({ code, message, details, hint: null });
  it('maps the server refusals by product code', () => {
    expect(refusalToast(refusal('23514', 'cannot_award_own_profile', 'No puedes premiar tu propio perfil.'))).toBe(SELF_AWARD_TOAST);
    expect(refusalToast(refusal('P0001', 'creator_not_verified'))).toBe(NOT_VERIFIED_TOAST);
    expect(refusalToast(refusal('P0001', 'support_link_missing'))).toBe(NO_LINK_TOAST);
    expect(SELF_AWARD_TOAST.description).toBe('No puedes premiar tu propio perfil.');
  });

  it('never matches on text', () => {
    const constraintText = 'new row for relation "awards" violates check constraint "awards_no_self_award"';
    expect(refusalToast(refusal('23514', constraintText))).toBeNull();
    expect(refusalToast(new AppError('x', { code: '23514', serviceMessage: 'creator_not_verified' }))).toBeNull();
    expect(refusalToast(refusal('42501', 'not_authenticated', 'Necesitas iniciar sesión para apoyar a creadores.'))).toBeNull();
    expect(refusalToast(new AppError('x', { code: 'toString' }))).toBeNull();
  });
});

describe('nextFollowers', () => {
  it('moves by one and never below zero', () => {
    expect(nextFollowers(4, true)).toBe(5);
    expect(nextFollowers(4, false)).toBe(3);
    expect(nextFollowers(0, false)).toBe(0);
  });
});

describe('isProfileId', () => {
  it('accepts uuids only', () => {
    expect(isProfileId('a0000000-0000-4000-8000-000000000001')).toBe(true);
    expect(isProfileId('Ana García')).toBe(false);
    expect(isProfileId('123')).toBe(false);
  });
});
