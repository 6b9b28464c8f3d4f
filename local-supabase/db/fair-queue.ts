// Fair share of one database connection: work waits in one line per client and lines are served round-robin, so a client looping heavy requests waits behind itself.
import { AsyncLocalStorage } from 'node:async_hooks';

/** Gives the connection back; calling it more than once does nothing. */
export type Release = () => void;

export class FairQueue {
  /** Waiting work per client, in the order the lines are served (a served line moves to the back). */
  private readonly lines = new Map<string, (() => void)[]>();
  private busy = false;

  /** Waits for the connection on behalf of `client`; resolves with the function that gives it back. */
  acquire(client: string): Promise<Release> {
    return new Promise<Release>((granted) => {
      const grant = () => {
        this.busy = true;
        let released = false;
        granted(() => {
          if (released) return;
          released = true;
          this.busy = false;
          this.next();
        });
      };
      if (!this.busy && this.lines.size === 0) return grant();
      const line = this.lines.get(client);
      if (line) line.push(grant);
      else this.lines.set(client, [grant]);
    });
  }

  /** Requests waiting (not counting the one holding the connection). */
  get waiting(): number {
    let n = 0;
    for (const line of this.lines.values()) n += line.length;
    return n;
  }

  private next(): void {
    const first = this.lines.entries().next();
    if (first.done) return;
    const [client, line] = first.value;
    const grant = line.shift()!;
    this.lines.delete(client);
    if (line.length) this.lines.set(client, line);
    grant();
  }
}

const scope = new AsyncLocalStorage<string>();

/** Runs fn with database work it starts counted as `client`'s (the fair queue's line). */
export function asClient<T>(client: string, fn: () => T): T {
  return scope.run(client, fn);
}

/** The client the current work belongs to; the server's own work (cron, realtime fan-out) shares one line. */
export function currentClient(): string {
  return scope.getStore() ?? 'server';
}

/**
 * A request's client for fair sharing: a member by their JWT `sub` (on any address); anyone else by the key they
 * present and their source address (one address cannot make itself several clients by changing headers).
 */
export function clientOf(sub: unknown, apikey: string | undefined, ip: string): string {
  if (typeof sub === 'string' && sub) return `sub:${sub}`;
  return `key:${apikey ? apikey.slice(-16) : '-'}@${ip}`;
}
