// Releases the boot loader's first video (a reel, a live stream) when no player took it (apart from boot-video.ts so that the app's entry
// and error page, which call it, do not carry the adoption code).

declare global {
  interface Window {
    __nexoBootVideo?: HTMLVideoElement;
  }
}

/**
 * Pages whose player may adopt the boot loader's video (the entries of src/lib/boot-prefetch-table.ts that name one; a
 * test holds the two together): the app releases it on any other page.
 */
export const BOOT_VIDEO_PAGES = /^\/(?:reels|live-event\/[1-9][0-9]{0,9})\/?$/;

/**
 * Stops and removes the boot loader's video if no player took it (the page shows another first reel, an error or
 * nothing to play, or the viewer left the page): its network requests and decoder are released at once.
 */
export function releaseBootVideo(): void {
  if (typeof window === 'undefined') return;
  const el = window.__nexoBootVideo;
  if (!el) return;
  delete window.__nexoBootVideo;
  if (el.isConnected && el.parentNode !== document.body) return;
  el.remove();
  el.removeAttribute('src');
  el.load();
}
