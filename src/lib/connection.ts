// Whether the API answers: lost on a network failure (or the browser going offline), probed every few seconds while
// lost, and 'back' for a moment once an answer comes again. The shell shows it as a banner; the query client refetches
// what failed when the connection is back.
import { useSyncExternalStore } from 'react';

export type ConnectionState = 'ok' | 'lost' | 'back';

const PROBE_EVERY_MS = 5000;
const BACK_SHOWN_MS = 4000;

export interface ConnectionWatchDeps {
  /** Resolves when the API answers at all (any HTTP status), rejects when it cannot be reached. */
  probe(): Promise<unknown>;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (t: unknown) => void;
}

export function createConnectionWatch({
  probe,
  setTimer = (fn, ms) => setTimeout(fn, ms),
  clearTimer = (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
}: ConnectionWatchDeps) {
  let state: ConnectionState = 'ok';
  let timer: unknown;
  const listeners = new Set<() => void>();
  const backListeners = new Set<() => void>();

  const set = (next: ConnectionState) => {
    if (next === state) return;
    state = next;
    for (const l of [...listeners]) l();
  };
  const schedule = (fn: () => void, ms: number) => {
    clearTimer(timer);
    timer = setTimer(fn, ms);
  };
  const check = () => {
    if (state !== 'lost') return;
    probe().then(
      () => watch.succeeded(),
      () => schedule(check, PROBE_EVERY_MS),
    );
  };

  const watch = {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Called when the connection comes back (to refetch what failed meanwhile). */
    onBack(listener: () => void) {
      backListeners.add(listener);
      return () => void backListeners.delete(listener);
    },
    failed() {
      if (state === 'lost') return;
      set('lost');
      schedule(check, PROBE_EVERY_MS);
    },
    succeeded() {
      if (state !== 'lost') return;
      set('back');
      for (const l of [...backListeners]) l();
      schedule(() => set('ok'), BACK_SHOWN_MS);
    },
    /** The browser says it is online again: try at once instead of waiting for the next probe. */
    online() {
      if (state === 'lost') check();
    },
  };
  return watch;
}

export type ConnectionWatch = ReturnType<typeof createConnectionWatch>;

export function useConnectionState(watch: ConnectionWatch): ConnectionState {
  return useSyncExternalStore(watch.subscribe, watch.get, () => 'ok');
}
