// The skills rule of the two job forms.
import { describe, expect, it } from 'vitest';
import { addSkill } from './skills';

describe('addSkill', () => {
  it('adds a trimmed skill', () => expect(addSkill(['React'], '  Node.js ', 10)).toEqual({ ok: true, skills: ['React', 'Node.js'] }));
  it('ignores a blank one', () => expect(addSkill([], '   ', 10)).toEqual({ ok: false, reason: 'blank' }));
  it('refuses a duplicate whatever its case', () => expect(addSkill(['React'], 'react', 10)).toEqual({ ok: false, reason: 'duplicate' }));
  it('refuses one over the limit', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `s${i}`);
    expect(addSkill(ten, 'otra', 10)).toEqual({ ok: false, reason: 'limit' });
    expect(addSkill(ten, 'otra', 15).ok).toBe(true);
  });
});
