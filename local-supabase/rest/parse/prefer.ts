// `Prefer` header (possibly several, comma-joined), `Accept` negotiation and the `Range` header.
import type { Accept, PlanOption, Preferences } from '../ast.js';
import { errors, parseError } from '../errors.js';
import { splitOutsideQuotes } from './lexer.js';

const ENUMS: Record<string, string[]> = {
  return: ['minimal', 'headers-only', 'representation'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  tx: ['commit', 'rollback'],
};

export function parsePrefer(header: string | undefined): Preferences {
  const out: Preferences = { invalid: [] };
  if (!header) return out;
  for (const token of header.split(',').map((t) => t.trim()).filter(Boolean)) {
    const eq = token.indexOf('=');
    const key = (eq < 0 ? token : token.slice(0, eq)).trim().toLowerCase();
    const value = eq < 0 ? '' : token.slice(eq + 1).trim();
    if (key in ENUMS && ENUMS[key].includes(value)) {
      (out as unknown as Record<string, string>)[key] ??= value;
    } else if (key === 'timezone' && value) {
      out.timezone ??= value;
    } else if (key === 'max-affected' && /^\d+$/.test(value)) {
      out.maxAffected ??= Number(value);
    } else {
      out.invalid.push(token);
    }
  }
  return out;
}

/** Picks the response media type from `Accept` (first acceptable entry wins); 406 PGRST107 when none fits. */
export function parseAccept(header: string | undefined, allowOpenApi = false): Accept {
  if (!header || header.trim() === '') return { type: 'json', stripNulls: false };
  for (const entry of splitOutsideQuotes(header, ',')) {
    const [typePart, ...params] = entry.split(';').map((s) => s.trim());
    const type = typePart.toLowerCase();
    if (type === 'application/vnd.pgrst.plan' || type === 'application/vnd.pgrst.plan+json' || type === 'application/vnd.pgrst.plan+text') {
      const plan = parsePlan(type, params);
      if (plan) return plan;
      continue;
    }
    const stripNulls = params.some((p) => p.replace(/\s/g, '').toLowerCase() === 'nulls=stripped');
    switch (type) {
      case '*/*':
      case 'application/*':
      case 'application/json':
        return { type: 'json', stripNulls: false };
      case 'application/vnd.pgrst.array+json':
        return { type: 'json', stripNulls };
      case 'application/vnd.pgrst.object+json':
      case 'application/vnd.pgrst.object':
        return { type: 'object', stripNulls };
      case 'text/csv':
      case 'text/*':
        return { type: 'csv', stripNulls: false };
      case 'application/openapi+json':
        if (allowOpenApi) return { type: 'openapi', stripNulls: false };
        break;
    }
  }
  throw errors.notAcceptable(header);
}


const PLAN_OPTIONS = new Set<PlanOption>(['analyze', 'verbose', 'settings', 'buffers', 'wal']);
const PLAN_FOR: Record<string, Accept['type']> = {
  'application/json': 'json',
  'application/vnd.pgrst.object+json': 'object',
  'application/vnd.pgrst.object': 'object',
  'text/csv': 'csv',
};

/** A plan media type (PostgREST decides later whether plans are enabled); null when its `for` or options are unknown. */
function parsePlan(type: string, params: string[]): Accept | null {
  const format = type.endsWith('+json') ? 'json' : 'text';
  let target = 'application/json';
  let options: PlanOption[] = [];
  for (const p of params) {
    const eq = p.indexOf('=');
    if (eq < 0) continue;
    const key = p.slice(0, eq).trim().toLowerCase();
    const value = p.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
    if (key === 'for') target = value.toLowerCase();
    else if (key === 'options') options = value.split('|').map((o) => o.trim().toLowerCase()).filter(Boolean) as PlanOption[];
  }
  const forType = PLAN_FOR[target];
  if (!forType || options.some((o) => !PLAN_OPTIONS.has(o))) return null;
  const mime = `application/vnd.pgrst.plan+${format}; for="${target}"${options.length ? `; options=${options.join('|')}` : ''}`;
  return { type: forType, stripNulls: false, plan: { format, options, mime } };
}

/** `Range: a-b` / `a-` (items) → offset and optional limit. */
export function parseRange(header: string | undefined): { offset: number; limit?: number } | undefined {
  if (!header) return undefined;
  const m = /^(?:items=)?\s*(\d+)-(\d*)$/.exec(header.trim());
  if (!m) throw parseError(`failed to parse Range header (${header})`, 'expected "from-to" or "from-"');
  const from = Number(m[1]);
  if (m[2] === '') return { offset: from };
  const to = Number(m[2]);
  if (to < from) throw errors.rangeNotSatisfiable(from, to);
  return { offset: from, limit: to - from + 1 };
}
