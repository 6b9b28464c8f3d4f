// The viewer's reels preferences kept in this browser: sound on or off, data saver.
import { useCallback, useSyncExternalStore } from 'react';

export const MUTED_KEY = 'nexo.reels.muted';
export const DATA_SAVER_KEY = 'nexo.reels.dataSaver';

const listeners = new Set<() => void>();

function read(key: string, fallback: boolean): boolean {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : raw === 'true';
  } catch {
    return fallback;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A stored on/off preference; `fallback` until the viewer changes it (muted starts true: browsers only autoplay muted). */
export function useStoredFlag(key: string, fallback: boolean): [boolean, (next: boolean) => void] {
  const value = useSyncExternalStore(subscribe, () => read(key, fallback), () => fallback);
  const set = useCallback(
    (next: boolean) => {
      try {
        localStorage.setItem(key, String(next));
      } catch {
        // Private mode: the choice lasts until the page closes (listeners still update).
      }
      listeners.forEach((l) => l());
    },
    [key],
  );
  return [value, set];
}
