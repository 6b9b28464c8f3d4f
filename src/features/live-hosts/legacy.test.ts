import { describe, expect, it } from 'vitest';
import { importedMarkerKey, ownLegacyEntries } from './legacy';

describe('legacy host applications', () => {
  it('keeps only the member\'s own entries', () => {
    const raw = JSON.stringify([{ userId: 'u1', fullName: 'A' }, { userId: 'u2', fullName: 'B' }, null, 'x', { userId: 'u1', fullName: 'C' }]);
    expect(ownLegacyEntries(raw, 'u1')).toEqual([{ userId: 'u1', fullName: 'A' }, { userId: 'u1', fullName: 'C' }]);
  });

  it('reads nothing from a missing, broken or non-list value', () => {
    expect(ownLegacyEntries(null, 'u1')).toEqual([]);
    expect(ownLegacyEntries('{oops', 'u1')).toEqual([]);
    expect(ownLegacyEntries('{"userId":"u1"}', 'u1')).toEqual([]);
  });

  it('marks the import per member', () => {
    expect(importedMarkerKey('u1')).toBe('liveQACreatorApplications:imported:u1');
  });
});
