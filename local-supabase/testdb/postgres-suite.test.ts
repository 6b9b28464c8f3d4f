// Unit tests for splitting pg_prove --verbose output into per-file TAP.
import { describe, expect, it } from 'vitest';
import { splitPgProveOutput } from './postgres-suite.js';
import { parseTap } from './tap.js';

describe('splitPgProveOutput', () => {
  it('gives each file its own TAP and drops pg_prove verdict lines', () => {
    const out = [
      'tests/000-a.sql ..... ',
      '1..1',
      'ok 1 - helpers',
      'ok',
      'tests/001-b.test.sql .. ',
      '1..2',
      'ok 1 - first',
      'not ok 2 - second',
      '# Failed test 2: "second"',
      '# Looks like you failed 1 test of 2',
      'Failed 1/2 subtests ',
      '',
      'Test Summary Report',
      'Files=2, Tests=3',
      'Result: FAIL',
    ].join('\n');
    const texts = splitPgProveOutput(out, ['tests/000-a.sql', 'tests/001-b.test.sql']);
    expect(parseTap(texts.get('tests/000-a.sql')!)).toMatchObject({ planned: 1, run: 1, passed: 1, planKept: true });
    expect(parseTap(texts.get('tests/001-b.test.sql')!)).toMatchObject({ planned: 2, run: 2, passed: 1, failed: 1, planKept: true });
  });
});
