// Busco Empleo form rules.
import { describe, expect, it } from 'vitest';
import { emptySeekerDraft, seekerFieldErrors, seekerIsComplete } from './seeker-rules';

const full = { ...emptySeekerDraft(), desiredRole: 'QA', skills: ['SQL'], experienceLevel: 'mid' as const, availability: 'contract' as const };

describe('seeker form', () => {
  it('needs role, skills, experience and availability', () => {
    expect(seekerIsComplete(full)).toBe(true);
    expect(seekerIsComplete({ ...full, desiredRole: '  ' })).toBe(false);
    expect(seekerIsComplete({ ...full, skills: [] })).toBe(false);
    expect(seekerIsComplete({ ...full, availability: '' })).toBe(false);
  });
  it('checks the optional links and the bio length', () => {
    expect(seekerFieldErrors({ ...full, portfolioLink: 'mi-web' }).portfolioLink).toBeDefined();
    expect(seekerFieldErrors({ ...full, linkedinLink: 'https://linkedin.com/in/x' })).toEqual({});
    expect(seekerFieldErrors({ ...full, shortBio: 'x'.repeat(301) }).shortBio).toBeDefined();
  });
});
