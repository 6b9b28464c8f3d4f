// Instructor and expert application rules.
import { describe, expect, it } from 'vitest';
import { applicationRow, checkDraft, emptyDraft } from './application-rules';

const full = { fullName: 'Ana', email: 'ana@correo.com', expertise: 'IA, Datos', years: '5', linkedin: '', pitch: 'Quiero enseñar.' };

describe('checkDraft', () => {
  it('accepts a complete draft without LinkedIn', () => expect(checkDraft(full, 'expert')).toEqual({}));
  it('requires every field but LinkedIn', () => expect(Object.keys(checkDraft(emptyDraft(), 'instructor')).sort()).toEqual(['email', 'expertise', 'fullName', 'pitch', 'years']));
  it('checks e-mail, years and the LinkedIn URL', () => {
    const e = checkDraft({ ...full, email: 'ana', years: 'cinco', linkedin: 'linkedin.com/in/ana' }, 'instructor');
    expect(e.email).toBe('Escribe un correo electrónico válido.');
    expect(e.years).toBe('Escribe un número de años entre 0 y 80.');
    expect(e.linkedin).toBe('Escribe un enlace completo que empiece por http:// o https://.');
  });
});

describe('applicationRow', () => {
  it('stores the expert motivation and joined areas', () =>
    expect(applicationRow({ ...full, expertise: ' IA ,, Datos ' }, 'expert')).toMatchObject({ kind: 'expert', expertise: 'IA, Datos', motivation: 'Quiero enseñar.', years_experience: 5, linkedin_url: null }));
  it('stores the instructor course idea', () => expect(applicationRow(full, 'instructor')).toMatchObject({ kind: 'instructor', course_idea: 'Quiero enseñar.' }));
});
