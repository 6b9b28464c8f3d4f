// Backend message scanning across chunk boundaries and the SQL that restores a wire client's session state.
import { describe, expect, it } from 'vitest';
import { BackendScanner, restoreSql } from './socket.js';

function msg(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}
const ready = (status: string) => msg('Z', Buffer.from(status, 'latin1'));
const notification = (channel: string, payload: string) => msg('A', Buffer.concat([Buffer.from([0, 0, 0, 42]), Buffer.from(`${channel}\0${payload}\0`, 'utf8')]));
const command = (tag: string) => msg('C', Buffer.from(tag + '\0'));

describe('BackendScanner', () => {
  it('finds the last ReadyForQuery status and notifications in one chunk', () => {
    const s = new BackendScanner();
    s.push(Buffer.concat([command('SELECT 1'), notification('canal', 'hola'), ready('T')]));
    expect(s.readyStatus).toBe('T');
    expect(s.notifications).toEqual([['canal', 'hola']]);
  });

  it.each([1, 2, 3, 5, 7])('handles messages split every %i bytes', (size) => {
    const all = Buffer.concat([command('INSERT 0 1'), notification('c', 'ñandú'), ready('E'), command('ROLLBACK'), ready('I')]);
    const s = new BackendScanner();
    for (let i = 0; i < all.length; i += size) s.push(all.subarray(i, i + size));
    expect(s.readyStatus).toBe('I');
    expect(s.notifications).toEqual([['c', 'ñandú']]);
  });

  it('has no status before a ReadyForQuery arrives', () => {
    const s = new BackendScanner();
    s.push(command('BEGIN'));
    expect(s.readyStatus).toBeNull();
  });
});

describe('restoreSql', () => {
  it.each([
    ['{"settings" : {}, "role" : "none", "auth" : null}', `''`],
    ['{"settings" : {"search_path" : "a, b"}, "role" : "anon", "auth" : null}', `concat_ws(',', set_config('role', 'anon', false), set_config('search_path', 'a, b', false))`],
    ['{"settings" : {"x.y" : "it\'s"}, "role" : "none", "auth" : "authenticated"}', `concat_ws(',', set_config('session_authorization', 'authenticated', false), set_config('x.y', 'it''s', false))`],
  ])('%s', (state, expected) => expect(restoreSql(state)).toBe(expected));
});
