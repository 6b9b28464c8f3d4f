// axe-core finds no serious or critical violation on any page of the app, in the light and the dark theme (issue 21
// item 4): every public page as a visitor, and the member pages (and the pages that change for members) signed in.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { journey, type GetEnv } from '../support/journey.js';
import { createUser, injectSession } from '../support/users.js';

const ANA = 'a0000000-0000-4000-8000-000000000001';

/** Each page in both themes; returns '<theme> <path>' → violations for the pages that have any. */
async function auditPages(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const theme of ['light', 'dark'] as const) {
    await page.goto('/terms');
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    for (const path of paths) {
      await page.goto(path);
      await page.getByRole('main').waitFor();
      // The page's reads have answered and its images and chunks arrived (realtime sockets do not count).
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.dataset.theme), `${theme} ${path}`).toBe(theme === 'dark' ? 'nexo-dark' : 'nexo');
      const v = await seriousViolations(page);
      if (v.length) found[`${theme} ${path}`] = v;
    }
  }
  return found;
}

export function a11yRouteJourneys(getEnv: GetEnv): void {
  describe('accessibility of every page', () => {
    journey('axe, both themes: home, communities, posts, courses, reels', getEnv, async ({ page }) => {
      expect(await auditPages(page, ['/', '/communities', '/communities/1', '/post/1', '/courses', '/courses/1', '/reels'])).toEqual({});
    });

    journey('axe, both themes: live, jobs, search, profiles, certificates', getEnv, async ({ page }) => {
      expect(
        await auditPages(page, ['/live-sessions', '/live-event/10', '/job-search', '/job-search/1', '/search?q=react', `/profile/${ANA}`, '/certificates/AAAAAAAAAAAA', '/no-existe']),
      ).toEqual({});
    });

    journey('axe, both themes: sign-in screens, legal and application pages', getEnv, async ({ page }) => {
      expect(
        await auditPages(page, [
          '/login',
          '/signup',
          '/forgot-password',
          '/reset-password',
          '/terms',
          '/privacy',
          '/recruit',
          '/apply-expert',
          '/apply-instructor',
          '/contact-expert',
          '/personalized-content',
          '/ai-assistant',
          '/post-job-offer',
        ]),
      ).toEqual({});
    });

    journey('axe, both themes: a member’s pages', getEnv, async ({ env, page }) => {
      await injectSession(env, page, await createUser(env, 'Inés Accesible'));
      expect(
        await auditPages(page, ['/', '/post/1', '/create-post', '/profile', '/settings', '/notifications', '/chat', `/chat/${ANA}`, '/live-sessions/register-creator', '/reels']),
      ).toEqual({});
    });
  });
}
