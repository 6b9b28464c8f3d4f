// counterLabel groups thousands and appends '+'.
import { describe, expect, it } from 'vitest';
import { counterLabel } from './counters';

describe('counterLabel', () => {
  it('appends a plus sign to the grouped count', () => {
    expect(counterLabel(8)).toBe('8+');
    expect(counterLabel(12500)).toBe('12,500+');
    expect(counterLabel(0)).toBe('0+');
  });
});
