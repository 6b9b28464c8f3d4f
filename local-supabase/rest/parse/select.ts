// `select=` grammar: columns, aliases, casts, JSON paths, embeds with hints and join types, spreads.
import type { SelectItem } from '../ast.js';
import { errors, parseError } from '../errors.js';
import { parseField, readName, splitTopLevel } from './lexer.js';

const AGGREGATES = new Set(['count', 'sum', 'avg', 'min', 'max']);
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

export function parseSelect(raw: string): SelectItem[] {
  if (raw === '') return [];
  return splitTopLevel(raw).map((item) => parseItem(item, raw));
}

function parseItem(item: string, raw: string): SelectItem {
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
  const paren = indexOfTopParen(rest);
  if (paren >= 0) {
    if (!rest.endsWith(')')) throw parseError(`failed to parse select parameter (${raw})`, `unexpected text after ")" in "${item}"`);
    const head = rest.slice(0, paren);
    const inner = rest.slice(paren + 1, -1);
    const [relPart, ...bangs] = splitBangs(head);
    const relation = readName(relPart, 0, '').name;
    if (!relation) throw parseError(`failed to parse select parameter (${raw})`, `missing relation name in "${item}"`);
    if (relation.includes('.')) throw errors.aggregatesDisabled();
    if (AGGREGATES.has(relation) && inner === '' && bangs.length === 0) throw errors.aggregatesDisabled();
    let hint: string | undefined;
    let join: 'inner' | 'left' | undefined;
    for (const b of bangs) {
      if (b === 'inner' || b === 'left') join = b;
      else if (b && !hint) hint = b;
      else throw parseError(`failed to parse select parameter (${raw})`, `unexpected "!${b}" in "${item}"`);
    }
    return { kind: 'embed', relation, alias, hint, join, spread, select: parseSelect(inner) };
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
  const parts: string[] = [];
  let cur = '';
  let quoted = false;
  for (const c of head) {
    if (c === '"') quoted = !quoted;
    if (c === '!' && !quoted) {
      parts.push(cur);
      cur = '';
    } else cur += c;
  }
  parts.push(cur);
  return parts.map((p, i) => (i === 0 ? p : p.replace(/^"(.*)"$/, '$1')));
}
