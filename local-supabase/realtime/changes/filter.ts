// postgres_changes filters (pure): parse `col=op.value[,col=op.value…]` and match them against a record.
export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';
export interface Condition {
  column: string;
  op: FilterOp;
  negate: boolean;
  /** One value, or the list for `in`. */
  values: string[];
}

const OPS = new Set<FilterOp>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);

export class FilterError extends Error {}

/** Splits on `sep` outside double quotes and parentheses. */
function splitTop(s: string, sep: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quoted) {
      cur += c;
      if (c === '\\' && i + 1 < s.length) cur += s[++i];
      else if (c === '"') quoted = false;
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    if (c === sep && depth === 0) {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out;
}

function unquote(v: string): string {
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) return v.slice(1, -1).replace(/\\(.)/g, '$1');
  return v;
}

export function parseFilter(filter: string | undefined | null): Condition[] {
  if (filter === undefined || filter === null || filter === '') return [];
  return splitTop(filter, ',').map((part) => {
    const eq = part.indexOf('=');
    if (eq <= 0) throw new FilterError(`Error parsing \`filter\` params: ${part}`);
    const column = part.slice(0, eq).trim();
    let rest = part.slice(eq + 1);
    let negate = false;
    if (rest.startsWith('not.')) {
      negate = true;
      rest = rest.slice(4);
    }
    const dot = rest.indexOf('.');
    const op = (dot < 0 ? rest : rest.slice(0, dot)) as FilterOp;
    if (dot < 0 || !OPS.has(op)) throw new FilterError(`Error parsing \`filter\` params: ${part}`);
    const raw = rest.slice(dot + 1);
    if (op === 'in') {
      if (!raw.startsWith('(') || !raw.endsWith(')')) throw new FilterError(`Error parsing \`filter\` params: ${part}`);
      const inner = raw.slice(1, -1);
      return { column, op, negate, values: inner === '' ? [] : splitTop(inner, ',').map((v) => unquote(v.trim())) };
    }
    return { column, op, negate, values: [unquote(raw)] };
  });
}

/** Compares a record value with a filter literal: numerically when both are numbers, else as text. */
function compare(value: unknown, literal: string): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    const n = Number(literal);
    if (literal.trim() === '' || Number.isNaN(n)) return null;
    return value === n ? 0 : value < n ? -1 : 1;
  }
  const text = typeof value === 'string' ? value : typeof value === 'boolean' ? String(value) : JSON.stringify(value);
  if (typeof value === 'boolean') {
    const b = literal === 't' || literal === 'true' ? 'true' : literal === 'f' || literal === 'false' ? 'false' : literal;
    return text === b ? 0 : text < b ? -1 : 1;
  }
  return text === literal ? 0 : text < literal ? -1 : 1;
}

function test(cond: Condition, record: Record<string, unknown>): boolean {
  const value = record[cond.column];
  let ok: boolean;
  if (cond.op === 'in') ok = cond.values.some((v) => compare(value, v) === 0);
  else {
    const c = compare(value, cond.values[0]);
    if (c === null) ok = false;
    else if (cond.op === 'eq') ok = c === 0;
    else if (cond.op === 'neq') ok = c !== 0;
    else if (cond.op === 'lt') ok = c < 0;
    else if (cond.op === 'lte') ok = c <= 0;
    else if (cond.op === 'gt') ok = c > 0;
    else ok = c >= 0;
  }
  return cond.negate ? !ok : ok;
}

export function matchesFilter(conds: Condition[], record: Record<string, unknown> | null | undefined): boolean {
  if (!conds.length) return true;
  if (!record) return false;
  return conds.every((c) => test(c, record));
}
