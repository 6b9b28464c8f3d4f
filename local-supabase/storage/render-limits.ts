// What keeps image transforms from taking the server down: a byte-capped cache of results (oldest out first) and a
// small queue so only a few renders run at once, whatever the number of requests.

export interface Rendered {
  bytes: Buffer;
  type: string;
}

/** Results by key, at most `maxBytes` in all: adding past the cap drops the oldest entries. */
export class RenderCache {
  private readonly entries = new Map<string, Rendered>();
  private total = 0;

  constructor(readonly maxBytes: number) {}

  get bytes(): number {
    return this.total;
  }

  get(key: string): Rendered | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: Rendered): void {
    // A result bigger than a quarter of the cache would push out everything else: serve it, keep it not.
    if (value.bytes.length > this.maxBytes / 4) return;
    this.delete(key);
    this.entries.set(key, value);
    this.total += value.bytes.length;
    while (this.total > this.maxBytes) this.delete(this.entries.keys().next().value!);
  }

  private delete(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.total -= old.bytes.length;
  }
}

/** Runs at most `n` tasks at a time; the others wait their turn in arrival order. */
export function concurrencyLimit(n: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
