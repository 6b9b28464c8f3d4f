// Bundle budgets (ARCHITECTURE §6, issue 21): the initial JS of / — the entry, its static imports and what the boot
// loader starts for / — stays at most 170 KB gzip, every other page's first load at most 200 KB, and hls.js is part of
// none of them. Sizes of the journeys' own build.
import { describe, expect, it } from 'vitest';
import { E2E_OUT_DIR } from '../support/build.js';
import { measureInitialBundle, measureRouteBundles } from '../../bench/web-bundle.js';
import type { GetEnv } from '../support/journey.js';

const HOME_JS_LIMIT_KB = 170;
const ROUTE_JS_LIMIT_KB = 200;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function budgetJourneys(getEnv: GetEnv): void {
  describe('bundle budget', () => {
    it(`the initial JS of / is at most ${HOME_JS_LIMIT_KB} KB gzip and holds no hls.js`, () => {
      getEnv();
      const bundle = measureInitialBundle(E2E_OUT_DIR);
      expect(bundle.js.filter((a) => a.isHls).map((a) => a.file)).toEqual([]);
      expect(kb(bundle.totals.jsGzip), bundle.js.map((a) => `${a.file} ${kb(a.gzip)} KB`).join(', ')).toBeLessThanOrEqual(HOME_JS_LIMIT_KB);
    });

    it(`every page's first load is at most ${ROUTE_JS_LIMIT_KB} KB gzip and holds no hls.js`, () => {
      getEnv();
      const routes = measureRouteBundles(E2E_OUT_DIR);
      // Every page route of the app is measured (a boot loader that lost its table would pass vacuously).
      expect(routes.length).toBeGreaterThan(30);
      const over = routes.filter((r) => r.jsGzip > ROUTE_JS_LIMIT_KB * 1024).map((r) => `${r.pattern} ${kb(r.jsGzip)} KB`);
      expect(over).toEqual([]);
      const hls = measureInitialBundle(E2E_OUT_DIR).hlsChunks;
      expect(routes.filter((r) => r.files.some((f) => hls.includes(f))).map((r) => r.pattern)).toEqual([]);
    });
  });
}
