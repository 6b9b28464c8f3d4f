// Salary range text and the '+N más' split of cards.
import { describe, expect, it } from 'vitest';
import { firstOf, salaryRange } from './labels';

describe('salaryRange', () => {
  it('shows both ends with the currency', () => expect(salaryRange(45000, 65000, 'MXN')).toBe('45.000 - 65.000 MXN'));
  it('shows one end alone', () => {
    expect(salaryRange(20, null, 'USD')).toBe('Desde 20 USD');
    expect(salaryRange(null, 30, 'EUR')).toBe('Hasta 30 EUR');
  });
  it('says the salary is to be agreed without figures', () => expect(salaryRange(null, null, 'USD')).toBe('Salario a convenir'));
});

describe('firstOf', () => {
  it('keeps the first items and counts the rest', () => expect(firstOf(['a', 'b', 'c', 'd', 'e', 'f'], 4)).toEqual({ shown: ['a', 'b', 'c', 'd'], more: 2 }));
  it('counts nothing left when all fit', () => expect(firstOf(['a'], 4).more).toBe(0));
});
