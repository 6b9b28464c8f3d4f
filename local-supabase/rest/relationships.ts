// Relationship detection between two relations from foreign keys: many-to-one, one-to-many, one-to-one, many-to-many (junction).
import { errors } from './errors.js';
import { relKey, type ComputedRel, type ForeignKey, type Relation, type SchemaCache } from './schema-cache.js';

export interface Relationship {
  kind: 'm2o' | 'o2m' | 'o2o' | 'm2m' | 'computed';
  toOne: boolean;
  /** Direct joins: [target column, parent column] pairs. */
  pairs: [string, string][];
  junction?: {
    schema: string;
    name: string;
    /** [junction column, parent column] */
    parentPairs: [string, string][];
    /** [junction column, target column] */
    targetPairs: [string, string][];
  };
  fk: ForeignKey;
  fk2?: ForeignKey;
  /** Computed relationships: the function called with the parent row. */
  fn?: ComputedRel;
}

const same = (schema: string, name: string, rel: Relation) => rel.schema === schema && rel.name === name;
const isUniqueOn = (rel: Relation, cols: string[]) =>
  [rel.pk, ...rel.uniques].some((key) => key.length > 0 && key.length === cols.length && key.every((c) => cols.includes(c)));

function candidates(cache: SchemaCache, parent: Relation, target: Relation): Relationship[] {
  const out: Relationship[] = [];
  for (const fk of cache.foreignKeys) {
    if (same(fk.fromSchema, fk.fromTable, parent) && same(fk.toSchema, fk.toTable, target)) {
      out.push({ kind: 'm2o', toOne: true, pairs: fk.toCols.map((c, i) => [c, fk.fromCols[i]]), fk });
    }
    if (same(fk.fromSchema, fk.fromTable, target) && same(fk.toSchema, fk.toTable, parent)) {
      // A self-reference yields both directions; the m2o one was added above.
      const o2o = isUniqueOn(target, fk.fromCols);
      out.push({ kind: o2o ? 'o2o' : 'o2m', toOne: o2o, pairs: fk.fromCols.map((c, i) => [c, fk.toCols[i]]), fk });
    }
  }
  for (const junction of cache.relations.values()) {
    if (junction === parent || junction === target || junction.pk.length === 0) continue;
    const toParent = cache.foreignKeys.filter((f) => same(f.fromSchema, f.fromTable, junction) && same(f.toSchema, f.toTable, parent));
    const toTarget = cache.foreignKeys.filter((f) => same(f.fromSchema, f.fromTable, junction) && same(f.toSchema, f.toTable, target));
    for (const a of toParent) {
      for (const b of toTarget) {
        if (a === b) continue;
        // Like PostgREST, only junctions whose foreign key columns are part of their primary key count.
        if (![...a.fromCols, ...b.fromCols].every((c) => junction.pk.includes(c))) continue;
        out.push({
          kind: 'm2m',
          toOne: false,
          pairs: [],
          junction: {
            schema: junction.schema,
            name: junction.name,
            parentPairs: a.fromCols.map((c, i) => [c, a.toCols[i]]),
            targetPairs: b.fromCols.map((c, i) => [c, b.toCols[i]]),
          },
          fk: a,
          fk2: b,
        });
      }
    }
  }
  return out;
}

function matchesHint(r: Relationship, hint: string): boolean {
  if (r.fk.name === hint || r.fk2?.name === hint) return true;
  if (r.junction) return r.junction.name === hint;
  // A referenced column also names a one-to-many (`!id`), which tells the two directions of a self-reference apart.
  return r.fk.fromCols.includes(hint) || (r.kind !== 'm2o' && r.fk.toCols.length === 1 && r.fk.toCols[0] === hint);
}

function describe(r: Relationship, parent: Relation, target: Relation) {
  const card = r.kind === 'm2o' ? 'many-to-one' : r.kind === 'o2m' ? 'one-to-many' : r.kind === 'o2o' ? 'one-to-one' : 'many-to-many';
  const relationship = r.junction
    ? `${r.junction.schema}.${r.junction.name} using ${r.fk.name}(${r.fk.fromCols.join(', ')}) and ${r.fk2!.name}(${r.fk2!.fromCols.join(', ')})`
    : `${r.fk.name} using ${r.fk.fromTable}(${r.fk.fromCols.join(', ')}) and ${r.fk.toTable}(${r.fk.toCols.join(', ')})`;
  return { cardinality: card, embedding: `${parent.name} with ${target.name}`, relationship };
}

/** Finds the one relationship from `parent` to the relation named `name` (same schema), honouring a `!hint`. */
export function resolveRelationship(cache: SchemaCache, parent: Relation, name: string, hint?: string): { target: Relation; rel: Relationship } {
  // A function of the parent's row named like the embed wins over foreign keys (PostgREST lets it override them).
  const fn = cache.computedRels.find((c) => c.name === name && c.schema === parent.schema && same(c.from.schema, c.from.name, parent));
  const fnTarget = fn && cache.relations.get(relKey(fn.to.schema, fn.to.name));
  if (fn && fnTarget) {
    const fk: ForeignKey = { name: fn.name, fromSchema: parent.schema, fromTable: parent.name, fromCols: [], toSchema: fnTarget.schema, toTable: fnTarget.name, toCols: [] };
    return { target: fnTarget, rel: { kind: 'computed', toOne: fn.toOne, pairs: [], fk, fn } };
  }
  const target = cache.relations.get(relKey(parent.schema, name));
  if (!target) {
    // `select=author_id(name)`: a foreign key column of the parent names the embedded relation.
    const byColumn = cache.foreignKeys.filter(
      (f) => f.fromSchema === parent.schema && f.fromTable === parent.name && f.fromCols.length === 1 && f.fromCols[0] === name && f.toSchema === parent.schema,
    );
    const viaFk = byColumn.length === 1 ? cache.relations.get(relKey(byColumn[0].toSchema, byColumn[0].toTable)) : undefined;
    if (viaFk && !hint) return resolveRelationship(cache, parent, viaFk.name, byColumn[0].name);
    throw errors.noRelationship(parent.name, name, parent.schema);
  }
  let found = candidates(cache, parent, target);
  if (hint) found = found.filter((r) => matchesHint(r, hint));
  if (hint && found.length === 2 && found[0].fk === found[1].fk && found.some((r) => r.kind === 'm2o')) {
    // Self-reference hinted by its foreign key column: the column belongs to the many-to-one side.
    found = found.filter((r) => r.kind === 'm2o');
  }
  if (found.length === 0) {
    throw errors.noRelationship(
      parent.name,
      hint ? `${name}` : name,
      parent.schema,
      hint ? `Verify that '${parent.name}' and '${name}' exist in the schema '${parent.schema}' and that there is a foreign key relationship between them matching '${hint}'.` : null,
    );
  }
  if (found.length > 1) {
    const names = found.map((r) => `'${name}!${r.junction ? r.junction.name : r.fk.name}'`);
    throw errors.ambiguous(
      parent.name,
      name,
      found.map((r) => describe(r, parent, target)),
      `Try changing '${name}' to one of the following: ${names.join(', ')}. Find the desired relationship in the 'details' key.`,
    );
  }
  return { target, rel: found[0] };
}
