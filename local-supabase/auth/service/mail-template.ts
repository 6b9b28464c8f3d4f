// The part of Go's text/template that auth mail templates use: `{{ .Name }}` and `{{ .Data.key }}` substitutions.
// Anything else between braces is left as written, so an unsupported action shows up in the mail instead of vanishing.

export type TemplateVars = Record<string, unknown>;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Replaces `{{ .Field }}` / `{{ .Data.key }}`; values are HTML-escaped when `escape` (bodies), raw otherwise (subjects). */
export function renderTemplate(source: string, vars: TemplateVars, opts: { escape: boolean }): string {
  return source.replace(/\{\{-?\s*\.([A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*)\s*-?\}\}/g, (whole, dotted: string) => {
    let value: unknown = vars;
    for (const part of dotted.split('.')) {
      if (value === null || typeof value !== 'object' || !(part in (value as object))) return whole;
      value = (value as Record<string, unknown>)[part];
    }
    const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
    return opts.escape ? escapeHtml(text) : text;
  });
}

/** A plain-text alternative of an HTML mail: links keep their address, tags go, entities are decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, label: string) => `${label.replace(/<[^>]+>/g, '').trim()}: ${href}`)
    .replace(/<(br|\/p|\/h\d|\/li|\/div|\/tr)\b[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
    .split('\n').map((l) => l.trim()).filter(Boolean).join('\n\n');
}
