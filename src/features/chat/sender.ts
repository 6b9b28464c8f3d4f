// Sends the outbox in order: what is pending goes in one request (at most one request in flight, and at most one
// every `minInterval` ms, so a member writing faster than that sends batches, not a request per message); a network
// or server error waits (backoff, or the next `online` event / channel subscribe) and keeps the entries; a refusal
// marks its entry failed with the server's reason.
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

/** The server's answer about one entry of a batch: its stored row, or why it was refused. */
export interface SendAnswer {
  id: string;
  row?: ChatMessage;
  error?: string;
}

/** Most entries per request (send_messages takes 100). */
export const MAX_BATCH = 50;
/** Least time between the starts of two requests. */
export const MIN_INTERVAL_MS = 1000;

export interface SenderDeps {
  outbox: Outbox;
  /** Stores the entries in order and answers each; throws a SendError when the request as a whole failed. */
  send(items: OutboxItem[]): Promise<SendAnswer[]>;
  onSent(row: ChatMessage, item: OutboxItem): void;
  /** An entry refused for good (after it is marked failed). */
  onRefused?(item: OutboxItem, error: string): void;
  isOnline?: () => boolean;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (t: unknown) => void;
  now?: () => number;
  maxBatch?: number;
  minInterval?: number;
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
  onRefused = () => undefined,
  isOnline = () => true,
  setTimer = (fn, ms) => setTimeout(fn, ms),
  clearTimer = (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
  now = () => Date.now(),
  maxBatch = MAX_BATCH,
  minInterval = MIN_INTERVAL_MS,
}: SenderDeps): Sender {
  let running: Promise<void> | null = null;
  let again = false;
  let attempt = 0;
  let timer: unknown;
  let stopped = false;
  let lastStart = -Infinity;

  const later = (ms: number) => {
    clearTimer(timer);
    timer = setTimer(() => void flush(), ms);
  };

  const run = async () => {
    for (;;) {
      if (stopped || !isOnline()) return;
      const batch = outbox.pending(maxBatch);
      if (!batch.length) return;
      const wait = lastStart + minInterval - now();
      if (wait > 0) return later(wait);
      lastStart = now();
      let answers: SendAnswer[];
      try {
        answers = await send(batch);
        attempt = 0;
      } catch (e) {
        const err = e instanceof SendError ? e : new SendError(e instanceof Error ? e.message : String(e), true);
        // Everything waits: messages are stored in the order written.
        if (err.transient) return later(backoff(attempt++));
        answers = batch.map((item) => ({ id: item.id, error: err.message }));
      }
      const byId = new Map(answers.map((a) => [a.id, a]));
      for (const item of batch) {
        const answer = byId.get(item.id);
        if (answer?.row) {
          // The stored row first, then the entry goes: the message never disappears in between.
          try {
            onSent(answer.row, item);
          } finally {
            outbox.remove(item.id);
          }
        } else if (answer?.error) {
          outbox.markFailed(item.id, answer.error);
          onRefused(item, answer.error);
        }
      }
      // An entry the server did not answer about stays pending; it goes again after a pause, not in a tight loop.
      if (batch.some((item) => !byId.has(item.id))) return later(backoff(attempt++));
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
