// Which strings from user data may become a link: http(s) URLs, mailto: addresses and paths on this site. Anything
// else (javascript:, data:, vbscript:, protocol-relative //host) is not a link; the caller shows it as text or not at all.

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** The href to render for `value`, or null when it must not be a link. */
export function safeHref(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (!v) return null;
  // A site path, but not //host or /\host, which browsers read as another site.
  if (v.startsWith('/')) return /^\/[/\\]/.test(v) ? null : v;
  let url: URL;
  try {
    // The URL parser drops tabs and newlines as browsers do, so 'java\tscript:' is seen as javascript:.
    url = new URL(v);
  } catch {
    return null;
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') return v;
  if (url.protocol === 'mailto:' && EMAIL.test(decodeURIComponent(url.pathname))) return v;
  return null;
}

/** A job's application contact: its link when it is one, a mailto: link when it is an e-mail address, else null. */
export function contactHref(contact: string | null | undefined): string | null {
  if (typeof contact !== 'string') return null;
  const v = contact.trim();
  return EMAIL.test(v) && !v.includes(':') ? safeHref(`mailto:${v}`) : safeHref(v);
}
