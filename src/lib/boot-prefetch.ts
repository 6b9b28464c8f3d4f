// Hands supabase-js the REST responses index.html's boot loader already requested (the same request only, used once).

/** One request started by the boot loader: its response, method, body text, Authorization and Prefer ('' for none). */
export interface BootRequest {
  r: Promise<Response>;
  m: string;
  b: string;
  a: string;
  p: string;
}

/** Requests started by the boot loader, by absolute URL (see scripts/vite/boot-html.ts). */
type BootRequests = Record<string, BootRequest | undefined>;

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

/** The body as text, '' for none, null for a body that is not text (never matched). */
function bodyOf(init: RequestInit | undefined): string | null {
  const body = init?.body;
  return body == null ? '' : typeof body === 'string' ? body : null;
}

/**
 * A `fetch` for supabase-js: a request whose method, URL, body, Authorization and Prefer equal one the boot loader
 * started gets that response, once; everything else goes to the network. A failed or not-ok early request is retried
 * there.
 */
export function bootAwareFetch(now: () => number = () => performance.now()): typeof fetch {
  return (input, init) => {
    const boot = typeof window === 'undefined' ? undefined : window.__nexoBoot;
    const url = urlOf(input);
    const early = boot?.[url];
    if (!early || input instanceof Request) return fetch(input, init);
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers);
    if (method !== early.m || bodyOf(init) !== early.b || headers.get('Authorization') !== early.a || (headers.get('Prefer') ?? '') !== early.p) {
      return fetch(input, init);
    }
    delete boot[url];
    if (now() > MAX_AGE_MS) return fetch(input, init);
    return early.r.then(
      (response) => (response.ok ? response : fetch(input, init)),
      () => fetch(input, init),
    );
  };
}
