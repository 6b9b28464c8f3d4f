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

export function journey(name: string, getEnv: GetEnv, fn: (args: JourneyArgs) => Promise<void>, viewport?: { width: number; height: number }): void {
  it(name, async ({ onTestFailed }) => {
    const env = getEnv();
    const { context, page } = await env.newPage(viewport);
    onTestFailed(async () => {
      mkdirSync('test-results', { recursive: true });
      const file = `test-results/e2e-${name.replace(/[^\w]+/g, '-').toLowerCase()}.png`;
      await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    });
    try {
      await fn({ env, page, context });
    } finally {
      await context.close();
    }
  });
}
