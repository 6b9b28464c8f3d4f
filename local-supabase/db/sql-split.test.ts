// Statement splitting and offset → line:column, table-driven.
import { describe, expect, it } from 'vitest';
import { lineColumn, splitSql } from './sql-split.js';

describe('splitSql', () => {
  const cases: [string, string, string[]][] = [
    ['two statements', 'select 1; select 2;', ['select 1', 'select 2']],
    ['no trailing semicolon', 'select 1;\nselect 2', ['select 1', 'select 2']],
    ['semicolon in string', "select ';';", ["select ';'"]],
    ['doubled quote', "select 'it''s;';", ["select 'it''s;'"]],
    ['E-string escape', "select E'a\\';b';", ["select E'a\\';b'"]],
    ['quoted identifier', 'select 1 as "a;b";', ['select 1 as "a;b"']],
    ['dollar body', 'create function f() returns int language sql as $$ select 1; $$; select 2;', ['create function f() returns int language sql as $$ select 1; $$', 'select 2']],
    ['tagged dollar body', 'do $x$ begin perform 1; end $x$;', ['do $x$ begin perform 1; end $x$']],
    ['line comment', '-- a; b\nselect 1; -- c;\n', ['select 1']],
    ['block comment', '/* a; /* nested; */ b; */ select 1;', ['select 1']],
    ['only comments', '-- nothing\n/* here */', []],
    ['begin atomic', 'create function f() returns int language sql begin atomic select 1; select case when true then 2 end; end; select 3;',
      ['create function f() returns int language sql begin atomic select 1; select case when true then 2 end; end', 'select 3']],
    ['transaction words are statements', 'begin; select 1; commit;', ['begin', 'select 1', 'commit']],
  ];
  it.each(cases)('%s', (_name, script, expected) => {
    expect(splitSql(script).map((s) => s.text)).toEqual(expected);
  });

  it('reports where each statement starts', () => {
    const script = '-- head\n\nselect 1;\n  select 2;';
    expect(splitSql(script).map((s) => s.start)).toEqual([9, 21]);
  });
});

describe('lineColumn', () => {
  const cases: [string, number, number, number][] = [
    ['abc', 0, 1, 1],
    ['abc', 2, 1, 3],
    ['a\nbc', 2, 2, 1],
    ['a\nbc\n', 4, 2, 3],
    ['a\n\nb', 3, 3, 1],
  ];
  it.each(cases)('%j at %i → %i:%i', (text, offset, line, column) => {
    expect(lineColumn(text, offset)).toEqual({ line, column });
  });
});
