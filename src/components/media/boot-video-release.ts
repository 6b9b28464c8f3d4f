// Releases the boot loader's first-reel video when no player took it (apart from boot-video.ts so that the app's entry
// and error page, which call it, do not carry the adoption code).

declare global {
  interface Window {
    __nexoBootVideo?: HTMLVideoElement;
  }
}

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
