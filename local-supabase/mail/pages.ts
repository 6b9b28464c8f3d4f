// Mail catcher HTML pages (pure): the inbox list and one mail.
import type { Mail } from './store.js';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const layout = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}iframe{width:100%;height:28rem;border:1px solid #ddd}</style>
</head><body>${body}</body></html>`;

export function listPage(mails: Mail[]): string {
  const rows = mails
    .map((m) => `<tr><td>${esc(m.createdAt)}</td><td>${esc(m.to)}</td><td><a href="/view/${encodeURIComponent(m.id)}">${esc(m.subject)}</a></td></tr>`)
    .join('\n');
  return layout(
    'Mail catcher',
    `<h1>Mail catcher</h1><p>${mails.length} message(s). JSON: <a href="/api/v1/messages">/api/v1/messages</a></p>
<table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

export function mailPage(m: Mail): string {
  const links = m.links.map((l) => `<li><a href="${esc(l)}">${esc(l)}</a></li>`).join('');
  return layout(
    m.subject,
    `<p><a href="/">&larr; All mails</a></p><h1>${esc(m.subject)}</h1>
<p><b>From:</b> ${esc(m.from)}<br><b>To:</b> ${esc(m.to)}<br><b>Date:</b> ${esc(m.createdAt)}</p>
${links ? `<ul>${links}</ul>` : ''}<iframe sandbox srcdoc="${esc(m.html)}"></iframe><pre>${esc(m.text)}</pre>`,
  );
}
