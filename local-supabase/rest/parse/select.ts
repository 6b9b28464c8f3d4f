// `select=` grammar: columns, aliases, casts, JSON paths, embeds with hints and join types, spreads.
import type { AggregateFn, SelectItem } from '../ast.js';
import { parseError } from '../errors.js';
import { parseField, readName, splitOutsideQuotes, splitTopLevel } from './lexer.js';

const CAST_ALIASES: Record<string, string> = {
  integer: 'int4', int: 'int4', bigint: 'int8', smallint: 'int2', boolean: 'bool', real: 'float4',
  'double precision': 'float8', 'character varying': 'varchar', decimal: 'numeric',
};

/** Normalises a cast target to a type name that is safe to quote (`integer` → `int4`, `text[]` kept as array). */
export function normalizeCast(cast: string, raw: string): string {
  const m = /^([A-Za-z_][A-Za-z0-9_ ]*?)(\[\])?$/.exec(cast.trim());
  if (!m) throw parseError(`failed to parse select parameter (${raw})`, `invalid cast "${cast}"`);
  const base = m[1].toLowerCase();
  return (CAST_ALIASES[base] ?? base) + (m[2] ?? '');
}

/** Embeds nest at most this deep: deeper is no query anyone writes, and recursing on it would exhaust the stack. */
const MAX_EMBED_DEPTH = 64;

export function parseSelect(raw: string, depth = 0): SelectItem[] {
  if (raw === '') return [];
  if (depth >= MAX_EMBED_DEPTH) throw parseError('failed to parse select parameter', `embedded resources nest at most ${MAX_EMBED_DEPTH} levels`);
  return splitTopLevel(raw).map((item) => parseItem(item, raw, depth));
}

function parseItem(item: string, raw: string, depth = 0): SelectItem {
  if (item === '') throw parseError(`failed to parse select parameter (${raw})`, 'empty select item');
  if (item === '*') return { kind: 'star' };
  let rest = item;
  let spread = false;
  if (rest.startsWith('...')) {
    spread = true;
    rest = rest.slice(3);
  }
  let alias: string | undefined;
  const first = readName(rest, 0, ':(!,');
  if (!spread && rest[first.end] === ':' && rest[first.end + 1] !== ':') {
    alias = first.name;
    rest = rest.slice(first.end + 1);
  }
  // Aggregates: `count()`, `col.sum()`, `col::int.avg()::text` (whether they are allowed is the planner's decision).
  const count = /^count\(\)(?:::([A-Za-z_][A-Za-z0-9_ ]*))?$/.exec(rest);
  if (!spread && count) {
    return { kind: 'column', field: { name: '*', path: [] }, alias, agg: { fn: 'count', cast: count[1] ? normalizeCast(count[1], raw) : undefined } };
  }
  const agg = /\.(sum|avg|count|max|min)\(\)(?:::([A-Za-z_][A-Za-z0-9_ ]*))?$/.exec(rest);
  if (!spread && agg && !rest.startsWith('"')) {
    const inner = parseItem(rest.slice(0, agg.index), raw, depth);
    if (inner.kind !== 'column' || inner.alias) throw parseError(`failed to parse select parameter (${raw})`, `unexpected aggregate in "${item}"`);
    return { ...inner, alias, agg: { fn: agg[1] as AggregateFn, cast: agg[2] ? normalizeCast(agg[2], raw) : undefined } };
  }
  const paren = indexOfTopParen(rest);
  if (paren >= 0) {
    if (!rest.endsWith(')')) throw parseError(`failed to parse select parameter (${raw})`, `unexpected text after ")" in "${item}"`);
    const head = rest.slice(0, paren);
    const inner = rest.slice(paren + 1, -1);
    const [relPart, ...bangs] = splitBangs(head);
    const relation = readName(relPart, 0, '').name;
    if (!relation) throw parseError(`failed to parse select parameter (${raw})`, `missing relation name in "${item}"`);
    let hint: string | undefined;
    let join: 'inner' | 'left' | undefined;
    for (const b of bangs) {
      if (b === 'inner' || b === 'left') join = b;
      else if (b && !hint) hint = b;
      else throw parseError(`failed to parse select parameter (${raw})`, `unexpected "!${b}" in "${item}"`);
    }
    return { kind: 'embed', relation, alias, hint, join, spread, select: parseSelect(inner, depth + 1) };
  }
  if (spread) throw parseError(`failed to parse select parameter (${raw})`, `a spread needs an embedded resource: "${item}"`);
  let cast: string | undefined;
  const castAt = rest.lastIndexOf('::');
  if (castAt > 0 && !rest.slice(castAt).includes('"')) {
    cast = normalizeCast(rest.slice(castAt + 2), raw);
    rest = rest.slice(0, castAt);
  }
  return { kind: 'column', field: parseField(rest, 'select parameter'), alias, cast };
}

function indexOfTopParen(text: string): number {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (!quoted && text[i] === '(') return i;
  }
  return -1;
}

function splitBangs(head: string): string[] {
  const parts = splitOutsideQuotes(head, '!');
  return parts.map((p, i) => (i === 0 ? p : p.replace(/^"(.*)"$/, '$1')));
}
