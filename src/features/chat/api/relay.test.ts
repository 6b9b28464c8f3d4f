// relayedFrom: a relay is shown only as the partner's own words, with a body the server would store.
import { describe, expect, it } from 'vitest';
import { relayedFrom } from './relay';

const base = { id: 'm1', conversation_id: 'c1', sender_id: 'partner', body: 'hola', created_at: '2030-01-01T10:00:00Z' };

describe('relayedFrom', () => {
  it('shows the partner’s relay as theirs, relayed, in this conversation', () => {
    expect(relayedFrom({ ...base, conversation_id: 'other', status: undefined }, 'c1', 'partner')).toEqual({ ...base, status: 'relayed' });
  });

  it('never shows a relay under the reader’s (or anyone else’s) name', () => {
    expect(relayedFrom({ ...base, sender_id: 'me' }, 'c1', 'partner')).toBeNull();
    expect(relayedFrom({ ...base, sender_id: undefined }, 'c1', 'partner')).toBeNull();
  });

  it('drops what the server would not store: blank, too long, not a message', () => {
    expect(relayedFrom({ ...base, body: '   ' }, 'c1', 'partner')).toBeNull();
    expect(relayedFrom({ ...base, body: 'x'.repeat(4001) }, 'c1', 'partner')).toBeNull();
    expect(relayedFrom({ ...base, id: 7 }, 'c1', 'partner')).toBeNull();
    expect(relayedFrom(null, 'c1', 'partner')).toBeNull();
  });
});
