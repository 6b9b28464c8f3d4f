// Unit: reading legacy localStorage values.
import { describe, expect, it } from 'vitest';
import { storedArray } from './legacy-storage';

describe('storedArray', () => {
  it('returns the stored array, and an empty list for anything else', () => {
    expect(storedArray('[1,"a",{"b":2}]')).toEqual([1, 'a', { b: 2 }]);
    expect(storedArray(null)).toEqual([]);
    expect(storedArray('')).toEqual([]);
    expect(storedArray('{broken')).toEqual([]);
    expect(storedArray('{"a":1}')).toEqual([]);
  });
});
