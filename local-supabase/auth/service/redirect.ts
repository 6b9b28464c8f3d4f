// redirect_to handling (pure): GoTrue's allow-list rules (site URL scheme+host+port, loopback, additional_redirect_urls globs).

function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i];
    if (ch === '*') {
      if (glob[i + 1] === '*') {
        re += '.*';
        i++;
      } else re += '[^./]*';
    } else if (ch === '?') re += '[^./]';
    else re += ch.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

/** Go's url.Hostname(): no IPv6 brackets. */
const bare = (host: string) => host.replace(/^\[|\]$/g, '').toLowerCase();
const LOCALHOSTS = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0', '::']);
const isLoopbackIp = (h: string) => /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) || h === '::1';
const isIp = (h: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(h) || h.includes(':');

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * GoTrue's IsRedirectURLValid: the site URL's scheme, host and port (any port on a loopback name, RFC 8252), any path;
 * a loopback IP; otherwise an `additional_redirect_urls` glob ('.' and '/' separate), matched without the fragment.
 */
export function isRedirectAllowed(requested: string, siteUrl: string, allowList: string[]): boolean {
  const ref = parse(requested);
  const base = parse(siteUrl);
  if (!ref || !base) return false;
  const host = bare(ref.hostname);
  if (host === bare(base.hostname) && ref.protocol === base.protocol && (ref.port === base.port || LOCALHOSTS.has(host))) return true;
  // WHATWG URL turns a decimal host (http://2130706433/) into an IPv4 address; Go keeps it, and GoTrue refuses it.
  if (/^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?\d+(?::\d*)?(?:[/?#]|$)/i.test(requested.trim())) return false;
  if (isIp(host)) return isLoopbackIp(host);
  const http = ref.protocol === 'http:' || ref.protocol === 'https:';
  if (http && !/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(host)) return false;
  const target = requested.split('#')[0];
  return allowList.some((pattern) => {
    const clean = pattern.trim();
    return clean !== '' && (clean === target || globToRegExp(clean).test(target));
  });
}

/** The redirect target: the requested one when allowed, else the site URL. */
export function resolveRedirect(requested: string | null | undefined, siteUrl: string, allowList: string[]): string {
  if (requested && isRedirectAllowed(requested, siteUrl, allowList)) return requested;
  return siteUrl;
}

/** Appends a fragment of parameters to a URL (replacing any existing fragment). */
export function withFragment(url: string, params: Record<string, string | number>): string {
  const base = url.split('#')[0];
  const frag = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return `${base}#${frag}`;
}

/** Appends query parameters to a URL (PKCE flows get `?code=`). */
export function withQuery(url: string, params: Record<string, string>): string {
  const [base, frag] = url.split('#');
  const u = new URL(base);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return frag !== undefined ? `${u.toString()}#${frag}` : u.toString();
}
