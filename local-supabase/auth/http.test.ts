// Unit: JSON body parsing (bad_json) and reply writing.
import { describe, expect, it } from 'vitest';
import { AuthError } from './errors.js';
import { parseJsonBody } from './http.js';

describe('parseJsonBody', () => {
  it('empty body → {}', () => {
    expect(parseJsonBody(Buffer.from(''))).toEqual({});
    expect(parseJsonBody(Buffer.from('  \n'))).toEqual({});
  });

  it('an object parses', () => {
    expect(parseJsonBody(Buffer.from('{"email":"a@b.c","data":{"x":1}}'))).toEqual({ email: 'a@b.c', data: { x: 1 } });
  });

  it.each(['{"a":', '[1]', 'null', '"text"', '42', 'email=a%40b.c'])('%s → 400 bad_json', (text) => {
    try {
      parseJsonBody(Buffer.from(text));
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(AuthError);
      expect((e as AuthError).status).toBe(400);
      expect((e as AuthError).code).toBe('bad_json');
    }
  });
});
