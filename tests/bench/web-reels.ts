// Reels playback timings in Debian Chromium on loopback: the first frame of the first reel after opening /reels, and
// the first frame of the next reel after a snap (the feed jumps one reel, as a finished swipe leaves it).
import { chromium } from 'playwright-core';
import { CHROMIUM } from './web-lighthouse.js';

export interface ReelsTimings {
  /** ms from navigation start to the first presented frame of the first reel. */
  firstFrame: number | null;
  /** ms from each snap to the first presented frame of the reel it lands on. */
  snaps: number[];
  error?: string;
}

// Runs in the page before the app: stamps the first frame of every video that becomes the playing reel (the first
// presented frame where the browser reports it, else the moment playback starts, whichever comes first). On a phone
// the first reel's video may be started by index.html's boot loader, visible over the boot shell before React renders
// (src/lib/boot-prefetch-table.ts, BootPrefetch.video): that element carries data-role="play" and the reel's id as its
// own data-reel-id, and the feed's player adopts it, so it is counted as the first reel (it is that reel, on screen
// and playing). A string, not a function: tsx's name helpers would not exist in the page.
const FRAME_PROBE = `
  window.__reelFrames = {};
  const probed = new WeakSet();
  const probe = () => {
    for (const v of document.querySelectorAll('video[data-role="play"]')) {
      if (probed.has(v)) continue;
      probed.add(v);
      const id = v.closest('[data-reel-id]')?.dataset.reelId ?? '?';
      const stamp = (at) => { window.__reelFrames[id] = Math.min(window.__reelFrames[id] ?? Infinity, at); };
      if (v.requestVideoFrameCallback) v.requestVideoFrameCallback((now) => stamp(now));
      v.addEventListener('playing', () => stamp(performance.now()), { once: true });
    }
  };
  new MutationObserver(probe).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-role'] });
`;

/** Opens /reels in a fresh context, waits for the first frame, then snaps `snaps` times to the next reel. */
export async function measureReels(origin: string, snaps = 5): Promise<ReelsTimings> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'] });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-ES', ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const logs: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && logs.push(m.text())));
    page.on('pageerror', (e) => void logs.push(e.message));
    (globalThis as unknown as { __benchLogs: string[] }).__benchLogs = logs;
    await page.addInitScript({ content: FRAME_PROBE });
    await page.goto(`${origin}/reels`);
    const first = await page.locator('[data-testid="reel"]').first().getAttribute('data-reel-id', { timeout: 20_000 });
    await page.waitForFunction((id) => (window as unknown as { __reelFrames: Record<string, number> }).__reelFrames[id!] != null, first, { timeout: 20_000 });
    const firstFrame = await page.evaluate((id) => (window as unknown as { __reelFrames: Record<string, number> }).__reelFrames[id!]!, first);
    const results: number[] = [];
    for (let i = 0; i < snaps; i++) {
      // Let the next reel's preload settle, as a viewer watching for a moment would.
      await page.waitForTimeout(1500);
      const { id, at } = await page.evaluate(() => {
        const feed = document.querySelector<HTMLElement>('[data-testid="reels-feed"]')!;
        const current = feed.querySelector<HTMLElement>('[data-current="true"]')!;
        const next = current.nextElementSibling as HTMLElement | null;
        if (!next) return { id: null, at: 0 };
        const at = performance.now();
        feed.scrollTo({ top: next.offsetTop, behavior: 'instant' });
        return { id: next.dataset.reelId ?? null, at };
      });
      if (!id) break;
      await page.waitForFunction((reelId) => (window as unknown as { __reelFrames: Record<string, number> }).__reelFrames[reelId] != null, id, { timeout: 20_000 });
      const shown = await page.evaluate((reelId) => (window as unknown as { __reelFrames: Record<string, number> }).__reelFrames[reelId]!, id);
      results.push(Math.max(0, shown - at));
    }
    return { firstFrame, snaps: results };
  } catch (e) {
    const logs = (globalThis as unknown as { __benchLogs?: string[] }).__benchLogs ?? [];
    return { firstFrame: null, snaps: [], error: `${e instanceof Error ? e.message : String(e)}${logs.length ? ` (page: ${logs.slice(0, 3).join(' | ')})` : ''}` };
  } finally {
    await browser.close();
  }
}
