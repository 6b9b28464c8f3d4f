// Hands supabase-js the REST responses index.html's boot loader already requested (anonymous GETs only, used once).

/** Requests started by the boot loader, by absolute URL (see scripts/vite/boot-html.ts). */
type BootRequests = Record<string, Promise<Response> | undefined>;

declare global {
  interface Window {
    __nexoBoot?: BootRequests;
  }
}

// A response older than this is not handed out: the page has been open long enough for it to be stale.
const MAX_AGE_MS = 15_000;

function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/**
 * A `fetch` for supabase-js: an anonymous GET (its Authorization is the publishable key) whose URL the boot loader
 * already requested gets that response; everything else goes to the network. A failed early request is retried.
 */
export function bootAwareFetch(anonAuthorization: string, now: () => number = () => performance.now()): typeof fetch {
  return (input, init) => {
    const boot = typeof window === 'undefined' ? undefined : window.__nexoBoot;
    const url = urlOf(input);
    const early = boot?.[url];
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (!early || method !== 'GET' || new Headers(init?.headers).get('Authorization') !== anonAuthorization) return fetch(input, init);
    delete boot[url];
    if (now() > MAX_AGE_MS) return fetch(input, init);
    return early.then(
      (response) => (response.ok ? response : fetch(input, init)),
      () => fetch(input, init),
    );
  };
}
