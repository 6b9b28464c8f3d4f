// Job offer form rules.
import { describe, expect, it } from 'vitest';
import { offerDraftFrom, offerErrors, offerIsComplete, offerRow } from './offer-rules';

const full = { ...offerDraftFrom(), jobTitle: 'QA', companyName: 'Acme', jobLocation: 'remote' as const, jobType: 'contract' as const, skillsRequired: ['SQL'], jobDescription: 'Pruebas', applicationLinkOrEmail: 'qa@acme.example' };

describe('offer form', () => {
  it('defaults the currency to USD', () => expect(offerDraftFrom().salaryCurrency).toBe('USD'));
  it('needs every required field', () => {
    expect(offerIsComplete(full)).toBe(true);
    expect(offerIsComplete({ ...full, skillsRequired: [] })).toBe(false);
    expect(offerIsComplete({ ...full, jobLocation: '' })).toBe(false);
  });
  it('refuses a maximum below the minimum and non-numbers', () => {
    expect(offerErrors({ ...full, salaryRangeMin: '500', salaryRangeMax: '100' }).salaryRangeMax).toBe('El salario máximo no puede ser menor que el mínimo.');
    expect(offerErrors({ ...full, salaryRangeMin: 'mucho' }).salaryRangeMin).toBeDefined();
    expect(offerErrors({ ...full, salaryRangeMin: '100', salaryRangeMax: '500' })).toEqual({});
  });
  it('wants an http(s) website and a link or e-mail to apply', () => {
    expect(offerErrors({ ...full, companyWebsite: 'acme.com' }).companyWebsite).toBeDefined();
    expect(offerErrors({ ...full, applicationLinkOrEmail: 'javascript:alert(1)' }).applicationLinkOrEmail).toBeDefined();
    expect(offerErrors({ ...full, applicationLinkOrEmail: 'https://acme.example/jobs' })).toEqual({});
  });
  it('drops the city of a remote offer', () => {
    expect(offerRow({ ...full, cityState: 'Lima' }).location).toBeNull();
    expect(offerRow({ ...full, jobLocation: 'hybrid', cityState: ' Lima ' }).location).toBe('Lima');
  });
});
