// `order=` terms: `col[.asc|.desc][.nullsfirst|.nullslast]`, JSON paths, and `rel(col)` for to-one embeds.
import type { OrderTerm } from '../ast.js';
import { parseError } from '../errors.js';
import { parseField, splitOutsideQuotes, splitTopLevel } from './lexer.js';

const MODIFIERS = new Set(['asc', 'desc', 'nullsfirst', 'nullslast']);

export function parseOrder(raw: string): OrderTerm[] {
  if (raw === '') return [];
  return splitTopLevel(raw).map((term) => parseTerm(term, raw));
}

function parseTerm(term: string, raw: string): OrderTerm {
  const parts = splitOutsideQuotes(term, '.');
  const mods: string[] = [];
  while (parts.length > 1 && MODIFIERS.has(parts[parts.length - 1])) mods.unshift(parts.pop()!);
  const head = parts.join('.');
  if (!head) throw parseError(`failed to parse order (${raw})`, `missing column in "${term}"`);
  const out: OrderTerm = { field: { name: '', path: [] } };
  const rel = /^([^()]+)\(([^()]+)\)$/.exec(head);
  if (rel) {
    out.relation = rel[1];
    out.field = parseField(rel[2], 'order');
  } else {
    if (/[()]/.test(head)) throw parseError(`failed to parse order (${raw})`, `unexpected "(" in "${term}"`);
    out.field = parseField(head, 'order');
  }
  for (const m of mods) {
    if (m === 'asc' || m === 'desc') {
      if (out.dir) throw parseError(`failed to parse order (${raw})`, `two directions in "${term}"`);
      out.dir = m;
    } else {
      if (out.nulls) throw parseError(`failed to parse order (${raw})`, `two nulls modifiers in "${term}"`);
      out.nulls = m === 'nullsfirst' ? 'first' : 'last';
    }
  }
  if (out.field.name.includes('.')) throw parseError(`failed to parse order (${raw})`, `unexpected "${out.field.name.split('.').pop()}" in "${term}"`);
  return out;
}

