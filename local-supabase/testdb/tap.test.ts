// Unit tests for TAP parsing and the suite's pass/fail counting.
import { describe, expect, it } from 'vitest';
import { parseTap, summaryLine, totals } from './tap.js';

describe('parseTap', () => {
  it('counts passing and failing assertions and keeps the failure diagnostics', () => {
    const r = parseTap(['1..3', 'ok 1 - first', 'not ok 2 - second', '#   Failed test 2: "second"', '#         have: 1', 'ok 3 - third'].join('\n'));
    expect(r).toMatchObject({ planned: 3, run: 3, passed: 2, failed: 1, planKept: true, bailOut: null });
    expect(r.failures).toEqual([{ number: 2, description: 'second', diagnostics: ['  Failed test 2: "second"', '        have: 1'] }]);
  });

  it('reports a plan that was not kept', () => {
    const r = parseTap('1..4\nok 1 - a\nok 2 - b\n# Looks like you planned 4 tests but ran 2');
    expect(r).toMatchObject({ planned: 4, run: 2, passed: 2, failed: 0, planKept: false });
  });

  it('counts a TODO failure as passing and notices bail outs', () => {
    expect(parseTap('1..1\nnot ok 1 - later # TODO not yet').passed).toBe(1);
    expect(parseTap('1..2\nok 1\nBail out! broken').bailOut).toBe('broken');
  });

  it('ignores non-TAP lines such as printed ids', () => {
    expect(parseTap('1..1\n3f1c0e1a-0000-4000-8000-000000000001\nok 1 - fine')).toMatchObject({ run: 1, planKept: true });
  });
});

describe('totals', () => {
  it('adds every assertion and never lets a broken file look green', () => {
    const good = { file: 'a.sql', tap: parseTap('1..2\nok 1\nok 2') };
    const short = { file: 'b.sql', tap: parseTap('1..3\nok 1') };
    const aborted = { file: 'c.sql', tap: parseTap(''), error: 'syntax error' };
    const t = totals([good, short, aborted]);
    expect(t).toEqual({ passed: 3, failed: 3, badFiles: ['b.sql', 'c.sql'] });
    expect(summaryLine(t)).toBe('3 passed, 3 failed');
  });
});
