// Follows a page's requests to one API path, so a journey can wait until every request it made there has been
// answered (a double click's second request included) instead of sleeping.
import type { Page, Request } from 'playwright-core';

export interface TrackedRequests {
  /** How many matching requests the page has made so far. */
  made(): number;
  /** Resolves once no matching request is waiting for its answer. */
  answered(): Promise<void>;
}

export function trackRequests(page: Page, method: string, path: string): TrackedRequests {
  const matches = (r: Request) => r.method() === method && new URL(r.url()).pathname.endsWith(path);
  let made = 0;
  let open = 0;
  const waiters: (() => void)[] = [];
  page.on('request', (r) => {
    if (!matches(r)) return;
    made += 1;
    open += 1;
  });
  const finished = (r: Request) => {
    if (!matches(r)) return;
    open -= 1;
    if (open === 0) for (const w of waiters.splice(0)) w();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return {
    made: () => made,
    answered: () => (open === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
  };
}
