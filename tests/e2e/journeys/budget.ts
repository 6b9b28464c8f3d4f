// Bundle budget (ARCHITECTURE §6, issue 21): the initial JS of / — the entry, its static imports and what the boot
// loader starts for / — stays under 200 KB gzip, and hls.js is never part of it. Sizes of the journeys' own build.
import { describe, expect, it } from 'vitest';
import { E2E_OUT_DIR } from '../support/build.js';
import { measureInitialBundle } from '../../bench/web-bundle.js';
import type { GetEnv } from '../support/journey.js';

const INITIAL_JS_LIMIT_KB = 200;

export function budgetJourneys(getEnv: GetEnv): void {
  describe('bundle budget', () => {
    it(`the initial JS of / is at most ${INITIAL_JS_LIMIT_KB} KB gzip and holds no hls.js`, () => {
      getEnv();
      const bundle = measureInitialBundle(E2E_OUT_DIR);
      const kb = bundle.totals.jsGzip / 1024;
      expect(bundle.js.filter((a) => a.isHls).map((a) => a.file)).toEqual([]);
      expect(kb, bundle.js.map((a) => `${a.file} ${(a.gzip / 1024).toFixed(1)} KB`).join(', ')).toBeLessThanOrEqual(INITIAL_JS_LIMIT_KB);
    });
  });
}
