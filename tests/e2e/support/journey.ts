// journey(): an e2e test with a fresh browser context whose page is screenshotted to test-results/ when it fails.
import { mkdirSync } from 'node:fs';
import { it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { E2EEnv } from './env.js';

export type GetEnv = () => E2EEnv;

export interface JourneyArgs {
  env: E2EEnv;
  page: Page;
  context: BrowserContext;
}

export function screenshotPath(name: string): string {
  return `test-results/e2e-${name.replace(/[^\w]+/g, '-').toLowerCase()}.png`;
}

/** `timeoutMs`: for a journey that waits on a clock of the product (a 45 s check) longer than the default test timeout. */
export function journey(name: string, getEnv: GetEnv, fn: (args: JourneyArgs) => Promise<void>, viewport?: { width: number; height: number }, timeoutMs?: number): void {
  it(name, async () => {
    const env = getEnv();
    const { context, page } = await env.newPage(viewport);
    try {
      await fn({ env, page, context });
    } catch (e) {
      // The page is still open here (failure hooks run after the context is closed).
      mkdirSync('test-results', { recursive: true });
      await page.screenshot({ path: screenshotPath(name), fullPage: true }).catch((err: unknown) => console.error('screenshot failed:', err));
      throw e;
    } finally {
      await context.close();
    }
  }, timeoutMs);
}
