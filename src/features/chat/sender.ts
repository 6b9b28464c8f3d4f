// Sends the outbox in order: one entry at a time; a network error or a server error waits (backoff, or the next
// `online` event / channel subscribe) and keeps the entry; a refusal marks it failed with the server's reason.
import type { Outbox, OutboxItem } from './outbox';
import type { ChatMessage } from './types';

/** Why a send did not store the message: `transient` ones are tried again, the rest are refusals. */
export class SendError extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Network failures, timeouts, rate limits, an expired session and server errors pass; other 4xx are answers. */
export function isTransient(status: number | undefined, code: string | undefined): boolean {
  if (code === 'network' || code === 'not_authenticated') return true;
  if (status === undefined || status === 0) return true;
  return status >= 500 || status === 401 || status === 408 || status === 429;
}

/** 1 s, 2 s, 4 s … up to 30 s. */
export function backoff(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** attempt);
}

export interface SenderDeps {
  outbox: Outbox;
  send(item: OutboxItem): Promise<ChatMessage>;
  onSent(row: ChatMessage, item: OutboxItem): void;
  isOnline?: () => boolean;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (t: unknown) => void;
}

export interface Sender {
  /** Sends whatever is pending now (a run already under way goes on with the new entries). */
  flush(): Promise<void>;
  stop(): void;
}

export function createSender({
  outbox,
  send,
  onSent,
  isOnline = () => true,
  setTimer = (fn, ms) => setTimeout(fn, ms),
  clearTimer = (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
}: SenderDeps): Sender {
  let running: Promise<void> | null = null;
  let again = false;
  let attempt = 0;
  let timer: unknown;
  let stopped = false;

  const run = async () => {
    for (;;) {
      if (stopped || !isOnline()) return;
      const item = outbox.nextPending();
      if (!item) return;
      try {
        const row = await send(item);
        attempt = 0;
        // The stored row first, then the entry goes: the message never disappears in between.
        try {
          onSent(row, item);
        } finally {
          outbox.remove(item.id);
        }
      } catch (e) {
        const err = e instanceof SendError ? e : new SendError(e instanceof Error ? e.message : String(e), true);
        if (err.transient) {
          // Everything after it waits too: messages of a conversation are stored in the order written.
          clearTimer(timer);
          timer = setTimer(() => void flush(), backoff(attempt++));
          return;
        }
        outbox.markFailed(item.id, err.message);
      }
    }
  };

  const flush = async (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    clearTimer(timer);
    running = (async () => {
      do {
        again = false;
        await run();
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    flush,
    stop() {
      stopped = true;
      clearTimer(timer);
    },
  };
}
