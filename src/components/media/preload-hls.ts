// preloadHls(): starts fetching hls.js early (from a route loader, so the library arrives while the page's data does);
// a module of its own so a loader does not pull the player into the first bundle. Nothing where HLS plays natively.
export function preloadHls(): void {
  if (typeof document === 'undefined' || document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== '') return;
  void import('hls.js').catch(() => undefined);
}
