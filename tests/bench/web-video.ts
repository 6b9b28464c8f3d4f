// Time from clicking a lesson on /courses/1 to its video's first frame (loadeddata of the new <video>), on loopback.
import { chromium } from 'playwright-core';
import { CHROMIUM } from './web-lighthouse.js';

/** The lesson clicked (it has a video; the course opens on another lesson). */
const LESSON = 'Custom hooks reutilizables';

export interface FirstFrame {
  runs: number[];
  median: number | null;
  error?: string;
}

export async function measureLessonFirstFrame(origin: string, runs: number): Promise<FirstFrame> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'] });
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ignoreHTTPSErrors: true });
      const page = await context.newPage();
      await page.goto(`${origin}/courses/1`);
      await page.getByRole('button', { name: new RegExp(LESSON) }).waitFor();
      // Let the page settle (the first lesson's player and hls.js are already loaded, as for a visitor browsing lessons).
      await page.waitForLoadState('networkidle');
      // A string, not a function: the bench runs through tsx, whose helpers (__name) do not exist in the page.
      const ms = await page.evaluate<number>(`new Promise((resolve, reject) => {
        const title = ${JSON.stringify(LESSON)};
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent.includes(title));
        if (!button) return reject(new Error('lesson button not found'));
        const timer = setTimeout(() => reject(new Error('no first frame within 10 s')), 10000);
        const start = performance.now();
        const onData = (e) => {
          if (e.target.getAttribute('aria-label') !== title) return;
          clearTimeout(timer);
          document.removeEventListener('loadeddata', onData, true);
          resolve(performance.now() - start);
        };
        document.addEventListener('loadeddata', onData, true);
        button.click();
      })`);
      times.push(ms);
      await context.close();
    }
  } catch (e) {
    return { runs: times, median: null, error: e instanceof Error ? e.message : String(e) };
  } finally {
    await browser.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { runs: times, median: sorted[Math.floor((sorted.length - 1) / 2)] ?? null };
}
