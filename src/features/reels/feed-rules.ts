// Pure rules of the reels feed: the reel a hash names, the keys that move between reels, what each reel's video does.

/** The reel id in `#123`, or null. */
export function reelIdFromHash(hash: string): number | null {
  const m = /^#?(\d{1,15})$/.exec(hash.trim());
  if (!m) return null;
  const id = Number(m[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** +1 (next reel), -1 (previous) or 0 for a key press; typing in a field never moves the feed. */
export function stepForKey(key: string, typing = false): -1 | 0 | 1 {
  if (typing) return 0;
  if (key === 'ArrowDown' || key === 'j' || key === 'J' || key === 'PageDown') return 1;
  if (key === 'ArrowUp' || key === 'k' || key === 'K' || key === 'PageUp') return -1;
  return 0;
}

/** The index after moving `step` from `current`, kept inside the feed. */
export function clampIndex(current: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return Math.min(length - 1, Math.max(0, current + step));
}

/**
 * What the reel at `index` does while `current` is in view: the current one plays; the next one is set up paused
 * (its first segment buffered) unless data saver is on; every other one shows only its poster (no video element,
 * so nothing of it stays buffered).
 */
export type VideoRole = 'play' | 'preload' | 'poster';

export function videoRole(index: number, current: number, dataSaver: boolean): VideoRole {
  if (index === current) return 'play';
  if (index === current + 1 && !dataSaver) return 'preload';
  return 'poster';
}

/** hls.js settings: data saver starts at and stays on the lowest rendition, with a short buffer. */
export function hlsSettings(dataSaver: boolean): Record<string, unknown> {
  return dataSaver
    ? { startLevel: 0, capLevelToPlayerSize: true, maxBufferLength: 8, maxMaxBufferLength: 8, abrEwmaDefaultEstimate: 150_000, abrMaxWithRealBitrate: true }
    : { capLevelToPlayerSize: true, maxBufferLength: 20 };
}

/** A count as the feed shows it: 1234 → '1,2 mil'. */
export function compactCount(n: number): string {
  if (n < 1000) return String(n);
  if (n < 1_000_000) return `${(Math.floor(n / 100) / 10).toString().replace('.', ',')} mil`;
  return `${(Math.floor(n / 100_000) / 10).toString().replace('.', ',')} M`;
}
