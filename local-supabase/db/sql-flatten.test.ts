// Unit: SQL flattened for guards: comments out, quoted bodies (plain, E'', U&'', dollar, identifiers) decoded in.
import { describe, expect, it } from 'vitest';
import { flattenSql } from './sql-flatten.js';

const words = (sql: string) => flattenSql(sql).replace(/\s+/g, ' ').trim();

describe('flattenSql', () => {
  it('drops line and nested block comments', () => {
    expect(words('copy t to/**/program -- x\n\'cat\'')).toBe('copy t to program cat');
    expect(words('a /* one /* two */ still */ b')).toBe('a b');
  });

  it('reads dynamic SQL: DO bodies, EXECUTE strings with doubled quotes, nested dollar tags', () => {
    expect(words(`do $x$ begin execute 'copy (select 1) to program ''cat'''; end $x$`)).toBe('do begin execute copy (select 1) to program cat ; end');
    expect(words(`do $$ begin execute $q$copy t from program 'echo'$q$; end $$`)).toContain('copy t from program echo');
  });

  it('decodes escape strings and unicode strings', () => {
    expect(words(`select E'\\x70rogram \\160rogram \\u0070rogram \\'q'`)).toBe('select program program program q');
    expect(words(`select U&'\\0070rogram'`)).toBe('select U& program');
  });

  it('leaves parameters, casts and unterminated input alone', () => {
    expect(words('select $1::int, a$b from t')).toBe('select $1::int, a$b from t');
    expect(words("select 'open")).toBe('select open');
  });
});
