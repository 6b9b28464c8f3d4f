// Request body parsing by Content-Type, and the CSV reader.
import { describe, expect, it } from 'vitest';
import { parseBody, parseCsv } from './body.js';

describe('parseBody', () => {
  it.each([
    ['application/json', '{"a":1}', { a: 1 }],
    ['application/json; charset=utf-8', '[{"a":1}]', [{ a: 1 }]],
    [undefined, '{"a":2}', { a: 2 }],
    ['application/x-www-form-urlencoded', 'a=1&b=x+y', { a: '1', b: 'x y' }],
    ['text/csv', 'a,b\n1,2', [{ a: '1', b: '2' }]],
  ])('%s', (type, text, value) => {
    expect(parseBody(Buffer.from(text), type)).toMatchObject({ kind: 'json', value });
  });

  it('an empty JSON body is "none"; invalid JSON and other types are 400 PGRST102', () => {
    expect(parseBody(Buffer.from('  '), 'application/json')).toEqual({ kind: 'none' });
    expect(() => parseBody(Buffer.from('{'), 'application/json')).toThrow(expect.objectContaining({ status: 400, code: 'PGRST102' }));
    expect(() => parseBody(Buffer.from('<a/>'), 'application/xml')).toThrow(expect.objectContaining({ status: 400, code: 'PGRST102' }));
  });
});

describe('parseCsv', () => {
  it('reads quotes, escaped quotes, commas, newlines in quotes, CRLF and NULL', () => {
    expect(parseCsv('id,name,note\r\n1,"a, b","say ""hi"""\n2,NULL,"NULL"\n3,"multi\nline",\n')).toEqual([
      { id: '1', name: 'a, b', note: 'say "hi"' },
      { id: '2', name: null, note: 'NULL' },
      { id: '3', name: 'multi\nline', note: '' },
    ]);
  });

  it.each(['', 'a,b\n1', 'a\n"open'])('rejects %j', (text) => {
    expect(() => parseCsv(text)).toThrow(expect.objectContaining({ code: 'PGRST102' }));
  });
});
