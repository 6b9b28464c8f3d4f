// Filter values (`[not.]op[(modifier)].value`) and logic trees (`or=(a.eq.1,and(b.gt.2,c.lt.3))`).
import { OPERATORS, type Condition, type Filter, type Operator } from '../ast.js';
import { parseError } from '../errors.js';
import { parseField, splitTopLevel, unquote } from './lexer.js';
import { likeRefusal, regexRefusal } from './patterns.js';

const QUANTIFIABLE = new Set(['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown']);
const FTS = new Set(['fts', 'plfts', 'phfts', 'wfts']);

/** Parses the right-hand side of `col=<value>`. `inTree` values may be double-quoted (reserved characters). */
export function parseCondition(text: string, inTree = false): Condition {
  let rest = text;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const m = /^([a-z]+)(?:\(([^)]*)\))?\.([\s\S]*)$/.exec(rest);
  if (!m) throw parseError(`failed to parse filter (${text})`, 'expected an operator followed by "." and a value');
  const [, opName, modifier, rawValue] = m;
  if (!(OPERATORS as readonly string[]).includes(opName)) {
    throw parseError(`failed to parse filter (${text})`, `unknown operator "${opName}"`);
  }
  const op = opName as Operator;
  const value = inTree ? unquote(rawValue) : rawValue;
  if (op === 'in') {
    if (modifier !== undefined) throw parseError(`failed to parse filter (${text})`, 'in does not take a modifier');
    return { kind: 'in', negated, values: parseList(rawValue, text) };
  }
  if (op === 'is') {
    if (!IS_VALUES.has(value.toLowerCase())) {
      throw parseError(`failed to parse filter (${text})`, 'is accepts null, not_null, true, false or unknown');
    }
    return { kind: 'is', negated, value: value.toLowerCase() as 'null' };
  }
  if (FTS.has(op)) {
    return { kind: 'fts', negated, op: op as 'fts', config: modifier || undefined, value };
  }
  let quant: 'any' | 'all' | undefined;
  if (modifier !== undefined) {
    if ((modifier !== 'any' && modifier !== 'all') || !QUANTIFIABLE.has(op)) {
      throw parseError(`failed to parse filter (${text})`, `unexpected modifier "(${modifier})" on ${op}`);
    }
    quant = modifier;
  }
  const refusal = op === 'match' || op === 'imatch' ? regexRefusal(value) : op === 'like' || op === 'ilike' ? likeRefusal(value) : null;
  if (refusal) throw parseError(`failed to parse filter (${text.slice(0, 200)})`, refusal);
  return { kind: 'simple', negated, op: op as 'eq', quant, value };
}

/** `(a,"b,c",d)` → ['a', 'b,c', 'd']; `()` → []. */
export function parseList(raw: string, context: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw parseError(`failed to parse filter (${context})`, 'in expects a parenthesised list like (1,2,3)');
  }
  const inner = raw.slice(1, -1);
  if (inner === '') return [];
  return splitTopLevel(inner).map((v) => unquote(v));
}

/** Parses a logic tree value `(cond,cond,…)` for `or`/`and`; conditions are `field.[not.]op.value` or nested trees. */
export function parseLogic(op: 'and' | 'or', negated: boolean, raw: string, depth = 0): Filter {
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw parseError(`failed to parse logic tree (${raw.slice(0, 200)})`, `"${op}" expects a parenthesised list of conditions`);
  }
  // Deeper trees are no query anyone writes, and recursing on them would exhaust the stack.
  if (depth >= MAX_LOGIC_DEPTH) throw parseError('failed to parse logic tree', `logic trees nest at most ${MAX_LOGIC_DEPTH} levels`);
  const items = splitTopLevel(raw.slice(1, -1));
  const children = items.map((item) => parseTreeItem(item, raw, depth));
  return { kind: 'logic', op, negated, children };
}

const MAX_LOGIC_DEPTH = 64;

function parseTreeItem(item: string, raw: string, depth: number): Filter {
  const nested = /^(not\.)?(and|or)(\([\s\S]*\))$/.exec(item);
  if (nested) return parseLogic(nested[2] as 'and' | 'or', !!nested[1], nested[3], depth + 1);
  const dot = fieldEnd(item);
  if (dot <= 0) throw parseError(`failed to parse logic tree (${raw})`, `expected "field.operator.value" in "${item}"`);
  const field = parseField(item.slice(0, dot), 'logic tree');
  return { kind: 'cond', field, cond: parseCondition(item.slice(dot + 1), true) };
}

/** Index of the dot ending the field name (skipping quoted names and JSON keys). */
function fieldEnd(item: string): number {
  let quoted = false;
  for (let i = 0; i < item.length; i++) {
    const c = item[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && c === '.') return i;
  }
  return -1;
}
