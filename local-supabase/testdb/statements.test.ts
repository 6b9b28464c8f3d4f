// Unit tests for the pgTAP file splitter.
import { describe, expect, it } from 'vitest';
import { splitStatements } from './statements.js';

describe('splitStatements', () => {
  it('splits at top-level semicolons and drops comment-only pieces', () => {
    expect(splitStatements('begin;\n-- note; here\nselect plan(2);\n/* a; b */\nrollback;')).toEqual([
      'begin',
      '-- note; here\nselect plan(2)',
      '/* a; b */\nrollback',
    ]);
    expect(splitStatements('select 1;\n-- trailing note\n')).toEqual(['select 1']);
  });

  it('keeps semicolons inside quotes, identifiers and dollar quotes', () => {
    const sql = `select 'a;b', "x;y" from t; do $$ begin perform 1; end $$; select $q$;$q$; select is($1, 'it''s;')`;
    expect(splitStatements(sql)).toEqual([
      `select 'a;b', "x;y" from t`,
      'do $$ begin perform 1; end $$',
      'select $q$;$q$',
      `select is($1, 'it''s;')`,
    ]);
  });

  it('does not treat $1 parameters as dollar quotes', () => {
    expect(splitStatements('select $1; select $2')).toEqual(['select $1', 'select $2']);
  });
});
