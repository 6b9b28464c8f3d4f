// Schema-cache lookups with PostgREST's "not found" errors and close-match hints.
import { errors } from './errors.js';
import { relKey, type Func, type Relation, type SchemaCache } from './schema-cache.js';

function distance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}

function closest(name: string, candidates: string[]): string | null {
  let best: string | null = null;
  let bestD = Infinity;
  for (const c of candidates) {
    const d = distance(name.toLowerCase(), c.toLowerCase());
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best !== null && bestD <= Math.max(2, Math.floor(name.length / 2)) ? best : null;
}

export function findRelation(cache: SchemaCache, schema: string, name: string): Relation {
  const rel = cache.relations.get(relKey(schema, name));
  if (rel) return rel;
  const names = [...cache.relations.values()].filter((r) => r.schema === schema).map((r) => r.name);
  throw errors.noTable(schema, name, closest(name, names));
}

export function findFunctions(cache: SchemaCache, schema: string, name: string, argNames: string[]): Func[] {
  const fns = cache.functions.get(relKey(schema, name));
  if (fns?.length) return fns;
  const names = [...cache.functions.values()].flat().filter((f) => f.schema === schema).map((f) => f.name);
  const near = closest(name, names);
  throw errors.noFunction(schema, name, argNames, near ? `Perhaps you meant to call the function ${schema}.${near}` : null);
}
