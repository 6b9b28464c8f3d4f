// Splits the query string into select, per-resource modifiers (filters, order, limit, offset), columns, on_conflict and RPC args.
import type { ResourceModifiers, SelectItem } from '../ast.js';
import { parseError } from '../errors.js';
import { parseCondition, parseLogic } from './filter.js';
import { parseField, parseNonNegativeInt, splitOutsideQuotes, splitTopLevel, unquote } from './lexer.js';
import { parseOrder } from './order.js';
import { parseSelect } from './select.js';

export interface ParsedQuery {
  /** undefined when no `select` was given (means `*`). */
  select?: SelectItem[];
  columns?: string[];
  onConflict?: string[];
  /** Keyed by embed path joined with '.', '' for the root. */
  modifiers: Map<string, ResourceModifiers>;
  /** GET RPC arguments (query keys that name a function argument). */
  args: Record<string, string>;
}

export function emptyModifiers(): ResourceModifiers {
  return { filters: [], order: [] };
}

function splitKey(key: string): string[] {
  return splitOutsideQuotes(key, '.');
}

function parseNameList(raw: string, what: string): string[] {
  const names = splitTopLevel(raw).map((n) => unquote(n.trim()));
  if (names.some((n) => n === '')) throw parseError(`failed to parse ${what} parameter (${raw})`, 'empty name in list');
  return names;
}

/** `isArg` tells which plain keys are function arguments (GET/HEAD RPC); they are not filters. */
export function parseQuery(params: URLSearchParams, isArg: (key: string) => boolean = () => false): ParsedQuery {
  const out: ParsedQuery = { modifiers: new Map(), args: {} };
  const mods = (path: string) => {
    let m = out.modifiers.get(path);
    if (!m) out.modifiers.set(path, (m = emptyModifiers()));
    return m;
  };
  mods('');
  for (const [key, value] of params) {
    if (key === 'select') {
      out.select = parseSelect(value);
      continue;
    }
    if (key === 'columns') {
      out.columns = parseNameList(value, 'columns');
      continue;
    }
    if (key === 'on_conflict') {
      out.onConflict = parseNameList(value, 'on_conflict');
      continue;
    }
    if (isArg(key)) {
      out.args[key] = value;
      continue;
    }
    const segs = splitKey(key);
    const last = segs.pop()!;
    let negatedTree = false;
    if ((last === 'or' || last === 'and') && segs[segs.length - 1] === 'not') {
      segs.pop();
      negatedTree = true;
    }
    const path = segs.map(unquote).join('.');
    const m = mods(path);
    if (last === 'order') m.order.push(...parseOrder(value));
    else if (last === 'limit') m.limit = parseNonNegativeInt(value, 'limit');
    else if (last === 'offset') m.offset = parseNonNegativeInt(value, 'offset');
    else if (last === 'or' || last === 'and') m.filters.push(parseLogic(last, negatedTree, value));
    else {
      if (last === '') throw parseError(`failed to parse filter (${key})`, 'empty column name');
      m.filters.push({ kind: 'cond', field: parseField(last, 'filter'), cond: parseCondition(value) });
    }
  }
  return out;
}
