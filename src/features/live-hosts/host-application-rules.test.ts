import { describe, expect, it } from 'vitest';
import { checkApplication, expertiseList } from './host-application-rules';

const ok = { fullName: 'Ana Pérez', email: 'ana@ejemplo.com', expertiseAreas: 'Cocina, Pan', motivation: 'Enseñar', agreedToTerms: true };

describe('host application form', () => {
  it('a complete form with the terms accepted has no errors', () => {
    expect(checkApplication(ok)).toEqual({});
  });

  it('names every missing field in Spanish and asks for the terms', () => {
    expect(checkApplication({ fullName: ' ', email: '', expertiseAreas: ' , ', motivation: '', agreedToTerms: false })).toEqual({
      fullName: 'El nombre completo es obligatorio.',
      email: 'El correo electrónico es obligatorio.',
      expertiseAreas: 'Indica al menos un área de experiencia.',
      motivation: 'Cuéntanos por qué quieres ser anfitrión.',
      agreedToTerms: 'Debes aceptar los términos y condiciones para continuar.',
    });
  });

  it('checks the e-mail shape and the lengths', () => {
    expect(checkApplication({ ...ok, email: 'ana-arroba' }).email).toBe('Escribe un correo electrónico válido.');
    expect(checkApplication({ ...ok, fullName: 'a'.repeat(121) }).fullName).toBeDefined();
    expect(checkApplication({ ...ok, expertiseAreas: 'a'.repeat(501) }).expertiseAreas).toBeDefined();
  });

  it('splits expertise areas on commas', () => {
    expect(expertiseList('React,  CSS ,, Node')).toEqual(['React', 'CSS', 'Node']);
  });
});
