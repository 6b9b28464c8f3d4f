// Presence state and diffs: several metas per key, re-track replaces, untrack leaves.
import { describe, expect, it } from 'vitest';
import { PresenceState } from './presence-state.js';

function refs() {
  let n = 0;
  return () => `r${++n}`;
}

describe('PresenceState', () => {
  it('keeps one meta per owner and several metas per key', () => {
    const p = new PresenceState(refs());
    expect(p.track('c1', 'alice', { tab: 1 })).toEqual({ joins: { alice: { metas: [{ tab: 1, phx_ref: 'r1' }] } }, leaves: {} });
    p.track('c2', 'alice', { tab: 2 });
    p.track('c3', 'bob', {});
    expect(p.state()).toEqual({ alice: { metas: [{ tab: 1, phx_ref: 'r1' }, { tab: 2, phx_ref: 'r2' }] }, bob: { metas: [{ phx_ref: 'r3' }] } });
  });

  it('re-tracking replaces the meta (join new, leave old) and identical payloads change nothing', () => {
    const p = new PresenceState(refs());
    p.track('c1', 'alice', { s: 'a' });
    expect(p.track('c1', 'alice', { s: 'a' })).toBeNull();
    expect(p.track('c1', 'alice', { s: 'b' })).toEqual({
      joins: { alice: { metas: [{ s: 'b', phx_ref: 'r2', phx_ref_prev: 'r1' }] } },
      leaves: { alice: { metas: [{ s: 'a', phx_ref: 'r1' }] } },
    });
    expect(p.size).toBe(1);
  });

  it('untrack leaves with the last meta, once', () => {
    const p = new PresenceState(refs());
    p.track('c1', 'k', { a: 1 });
    expect(p.untrack('c1')).toEqual({ joins: {}, leaves: { k: { metas: [{ a: 1, phx_ref: 'r1' }] } } });
    expect(p.untrack('c1')).toBeNull();
    expect(p.state()).toEqual({});
  });
});
