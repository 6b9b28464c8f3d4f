import { describe, expect, it } from 'vitest';
import { filterSessions, fold, matchesSearch } from './session-search';

const react = { name: 'Taller en Vivo: React desde Cero', description: 'Construimos juntos una aplicación.', host_name: 'Javier Morales', topics: ['React', 'JavaScript'] };
const data = { name: 'Preguntas sobre Ciencia de Datos', description: 'Python y pandas.', host_name: 'Camila Herrera', topics: ['Python', 'Estadística'] };
const team = { name: 'Charla en Vivo: Inglés para Entrevistas', description: 'Frases y práctica.', host_name: null, topics: ['Inglés'] };

describe('live sessions search', () => {
  it('folds accents and case', () => {
    expect(fold('Estadística ÑANDÚ')).toBe('estadistica nandu');
  });

  it('matches name, description, host and topics without accents', () => {
    expect(matchesSearch(react, 'react')).toBe(true);
    expect(matchesSearch(react, 'aplicacion')).toBe(true);
    expect(matchesSearch(data, 'camila')).toBe(true);
    expect(matchesSearch(data, 'ESTADISTICA')).toBe(true);
    expect(matchesSearch(team, 'ingles')).toBe(true);
  });

  it('a session without host matches the product team', () => {
    expect(matchesSearch(team, 'equipo nexo')).toBe(true);
    expect(matchesSearch(react, 'equipo nexo')).toBe(false);
  });

  it('needs every word and keeps the order of the list', () => {
    expect(matchesSearch(react, 'react javier')).toBe(true);
    expect(matchesSearch(react, 'react camila')).toBe(false);
    expect(filterSessions([react, data, team], '  ')).toEqual([react, data, team]);
    expect(filterSessions([react, data, team], 'vivo')).toEqual([react, team]);
    expect(filterSessions([react, data, team], 'zzz')).toEqual([]);
  });
});
