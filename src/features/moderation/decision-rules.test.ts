// Unit: a staff decision needs a reason, a decision and, to suspend, a length.
import { describe, expect, it } from 'vitest';
import * as sqlText from '@/lib/error-texts.gen';
import { checkDecision } from './decision-rules';
import { decisionsFor } from './labels';

describe('checkDecision', () => {
  it('passes a decision with a reason', () => {
    expect(Object.values(checkDecision({ decision: 'hide', reason: ' Spam ', hours: '' })).filter(Boolean)).toEqual([]);
    expect(Object.values(checkDecision({ decision: 'suspend', reason: 'Acoso', hours: '24' })).filter(Boolean)).toEqual([]);
  });

  it('refuses a blank or too long reason, no decision, and a suspension without length', () => {
    expect(checkDecision({ decision: 'warn', reason: '   ', hours: '' }).reason).toBe(sqlText.staff_reason_required);
    expect(checkDecision({ decision: 'warn', reason: 'x'.repeat(1001), hours: '' }).reason).toBe(sqlText.staff_reason_required);
    expect(checkDecision({ decision: '', reason: 'ok', hours: '' }).decision).toBe(sqlText.invalid_moderation_decision);
    expect(checkDecision({ decision: 'suspend', reason: 'ok', hours: '' }).hours).toBe(sqlText.invalid_suspension_hours);
  });
});

describe('decisionsFor', () => {
  it('offers hiding only for content that can be hidden', () => {
    expect(decisionsFor('post')).toContain('hide');
    expect(decisionsFor('profile')).not.toContain('hide');
    expect(decisionsFor('talent')).not.toContain('hide');
  });
});
