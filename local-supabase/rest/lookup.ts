// Schema-cache lookups with PostgREST's "not found" errors and close-match hints.
import { errors } from './errors.js';
import { fuzzyBest } from './fuzzy.js';
import { relKey, type Func, type Relation, type SchemaCache } from './schema-cache.js';

export function findRelation(cache: SchemaCache, schema: string, name: string): Relation {
  const rel = cache.relations.get(relKey(schema, name));
  if (rel) return rel;
  const names = [...cache.relations.values()].filter((r) => r.schema === schema).map((r) => r.name);
  throw errors.noTable(schema, name, fuzzyBest(name, names));
}

/** The callable functions named `schema.name` (overloads), possibly none. */
export function functionsNamed(cache: SchemaCache, schema: string, name: string): Func[] {
  return (cache.functions.get(relKey(schema, name)) ?? []).filter((f) => f.callable);
}

/** Names of all callable functions of a schema (for "Perhaps you meant …"). */
export function functionNames(cache: SchemaCache, schema: string): string[] {
  return [...cache.functions.values()].flat().filter((f) => f.schema === schema && f.callable).map((f) => f.name);
}
