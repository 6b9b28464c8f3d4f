import { describe, expect, it } from 'vitest';
import { creatorLabel, roleLabel, verifiedCreatorLabel } from './badges';

describe('badges', () => {
  it('agree with the form the member chose, neutral when none', () => {
    expect(verifiedCreatorLabel('femenino')).toBe('Creadora verificada');
    expect(verifiedCreatorLabel('masculino')).toBe('Creador verificado');
    expect(verifiedCreatorLabel('neutro')).toBe('Persona creadora verificada');
    expect(verifiedCreatorLabel(undefined)).toBe('Persona creadora verificada');
  });

  it('name the role: members stay Miembro, creators follow the form and the verification', () => {
    expect(roleLabel('creator', true, 'femenino')).toBe('Creadora verificada');
    expect(roleLabel('creator', false, 'femenino')).toBe('Creadora');
    expect(roleLabel('creator', false, 'masculino')).toBe('Creador');
    expect(roleLabel('user', true, 'femenino')).toBe('Miembro');
    expect(creatorLabel('femenino')).toBe('Creadora');
    expect(creatorLabel(null)).toBe('Persona creadora');
  });
});
