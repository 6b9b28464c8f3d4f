// Low-level helpers shared by the query-string parsers: top-level splitting, quoted names, JSON paths.
import type { Field, JsonStep } from '../ast.js';
import { parseError } from '../errors.js';

/** Splits on `sep` outside parentheses and double quotes (backslash escapes inside quotes). */
export function splitTopLevel(text: string, sep = ','): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === sep && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
    if (depth < 0) throw parseError(`failed to parse (${text})`, `unexpected ")" at position ${i + 1}`);
  }
  if (depth !== 0 || quoted) throw parseError(`failed to parse (${text})`, depth !== 0 ? 'unbalanced parentheses' : 'unterminated double quote');
  out.push(text.slice(start));
  return out;
}

/** Removes surrounding double quotes and resolves `\"` / `\\` escapes; returns the text unchanged when unquoted. */
export function unquote(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return text;
}

/** Reads a name (quoted or bare) at `pos`; bare names stop at any of `stops` or at `->`/`::`. */
export function readName(text: string, pos: number, stops: string): { name: string; end: number } {
  if (text[pos] === '"') {
    let i = pos + 1;
    let name = '';
    while (i < text.length) {
      if (text[i] === '"' && text[i + 1] === '"') i++;
      else if (text[i] === '"') break;
      else if (text[i] === '\\' && i + 1 < text.length) i++;
      name += text[i++];
    }
    if (i >= text.length) throw parseError(`failed to parse (${text})`, 'unterminated double quote');
    return { name, end: i + 1 };
  }
  let i = pos;
  while (i < text.length && !stops.includes(text[i]) && !text.startsWith('->', i) && !text.startsWith('::', i)) i++;
  return { name: text.slice(pos, i), end: i };
}

/** Parses `col`, `col->a->>b`, `"my col"->0`. Throws PGRST100 when something other than a path follows. */
export function parseField(text: string, context: string): Field {
  const head = readName(text, 0, '');
  if (!head.name) throw parseError(`failed to parse ${context} (${text})`, 'expected a column name');
  const path: JsonStep[] = [];
  let i = head.end;
  while (i < text.length) {
    const op = text.startsWith('->>', i) ? '->>' : text.startsWith('->', i) ? '->' : null;
    if (!op) throw parseError(`failed to parse ${context} (${text})`, `unexpected "${text[i]}" at position ${i + 1}`);
    const at = i + op.length;
    const key = readName(text, at, '');
    // Bare JSON keys cannot hold PostgREST's reserved characters: `meta->>>x` is a parse error, not a key named ">x".
    const bad = text[at] === '"' ? -1 : key.name.search(/[(),.:>]/);
    if (!key.name.trim() || bad >= 0) {
      const pos = at + Math.max(bad, 0);
      const seen = text[pos] === undefined ? 'end of input' : `"${text[pos]}"`;
      throw parseError(
        `"failed to parse ${context} (${text})" (line 1, column ${pos + 1})`,
        `unexpected ${seen} expecting any non reserved character different from: .,>()`,
      );
    }
    path.push({ op, key: key.name });
    i = key.end;
  }
  return { name: head.name, path };
}

/** Output key of a selected field: the last JSON key that is not an array index (`data->1->k->>2` → k), else the column name. */
export function fieldKey(f: Field): string {
  for (let i = f.path.length - 1; i >= 0; i--) if (!/^-?\d+$/.test(f.path[i].key)) return f.path[i].key;
  return f.name;
}

export function parseNonNegativeInt(value: string, what: string): number {
  if (!/^\d+$/.test(value)) throw parseError(`failed to parse ${what} parameter (${value})`, `${what} must be a non-negative integer`);
  return Number(value);
}

/** Splits on `sep` outside double quotes (the quotes stay in the parts). */
export function splitOutsideQuotes(text: string, sep: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    if (c === sep && !quoted) {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out;
}
