// Relationship detection and embed resolution as PostgREST v14 does it: every relationship of the parent (many-to-one,
// one-to-many, one-to-one, many-to-many through a junction, computed), sorted like PostgREST, then filtered by target and hint.
import { errors } from './errors.js';
import { fuzzyBest } from './fuzzy.js';
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

interface Candidate {
  target: Relation;
  rel: Relationship;
  self: boolean;
}

const same = (schema: string, name: string, rel: Relation) => rel.schema === schema && rel.name === name;
const isUniqueOn = (rel: Relation, cols: string[]) =>
  [rel.pk, ...rel.uniques].some((key) => key.length > 0 && key.length === cols.length && key.every((c) => cols.includes(c)));
const isView = (rel: Relation) => rel.kind === 'view' || rel.kind === 'matview';
/** [parent column, target column] pairs, PostgREST's `relColumns`. */
const columnsOf = (r: Relationship): [string, string][] => r.pairs.map(([t, p]) => [p, t]);

function allCandidates(cache: SchemaCache, parent: Relation): Candidate[] {
  const out: Candidate[] = [];
  const rel = (schema: string, name: string) => cache.relations.get(relKey(schema, name));
  for (const fk of cache.foreignKeys) {
    if (same(fk.fromSchema, fk.fromTable, parent)) {
      const target = rel(fk.toSchema, fk.toTable);
      const o2o = isUniqueOn(parent, fk.fromCols);
      if (target) out.push({ target, self: target === parent, rel: { kind: o2o ? 'o2o' : 'm2o', toOne: true, pairs: fk.toCols.map((c, i) => [c, fk.fromCols[i]]), fk } });
    }
    if (same(fk.toSchema, fk.toTable, parent)) {
      const target = rel(fk.fromSchema, fk.fromTable);
      if (!target) continue;
      const o2o = isUniqueOn(target, fk.fromCols);
      out.push({ target, self: target === parent, rel: { kind: o2o ? 'o2o' : 'o2m', toOne: o2o, pairs: fk.fromCols.map((c, i) => [c, fk.toCols[i]]), fk } });
    }
  }
  for (const junction of cache.relations.values()) {
    if (junction === parent || junction.pk.length === 0) continue;
    const fromJunction = cache.foreignKeys.filter((f) => same(f.fromSchema, f.fromTable, junction));
    for (const a of fromJunction.filter((f) => same(f.toSchema, f.toTable, parent))) {
      for (const b of fromJunction) {
        const target = rel(b.toSchema, b.toTable);
        if (a === b || !target || target === junction) continue;
        // Like PostgREST, only junctions whose foreign key columns are part of their primary key count.
        if (![...a.fromCols, ...b.fromCols].every((c) => junction.pk.includes(c))) continue;
        out.push({
          target,
          self: target === parent,
          rel: {
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
          },
        });
      }
    }
  }
  // A computed relationship overrides the detected ones to a table of the same name (PostgREST's documented override).
  const computed = cache.computedRels.filter((c) => same(c.from.schema, c.from.name, parent));
  const kept = out.filter((c) => !computed.some((fn) => fn.schema === c.target.schema && fn.name === c.target.name));
  for (const fn of computed) {
    const target = rel(fn.to.schema, fn.to.name);
    if (!target) continue;
    const fk: ForeignKey = { name: fn.name, fromSchema: parent.schema, fromTable: parent.name, fromCols: [], toSchema: target.schema, toTable: target.name, toCols: [] };
    kept.push({ target, self: target === parent, rel: { kind: 'computed', toOne: fn.toOne, pairs: [], fk, fn } });
  }
  return kept.sort(compare);
}

const KIND_ORDER = { o2m: 0, m2o: 1, o2o: 2, m2m: 3, computed: 4 };
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** PostgREST's derived ordering: foreign table, self flag, cardinality, constraint name, columns. */
function compare(a: Candidate, b: Candidate): number {
  const ca = a.rel.kind === 'computed';
  const cb = b.rel.kind === 'computed';
  if (ca !== cb) return ca ? 1 : -1;
  return (
    cmp(a.target.schema, b.target.schema) ||
    cmp(a.target.name, b.target.name) ||
    Number(a.self) - Number(b.self) ||
    KIND_ORDER[a.rel.kind] - KIND_ORDER[b.rel.kind] ||
    cmp(a.rel.junction?.name ?? a.rel.fk.name, b.rel.junction?.name ?? b.rel.fk.name) ||
    cmp(a.rel.fk.name, b.rel.fk.name) ||
    cmp(a.rel.fk2?.name ?? '', b.rel.fk2?.name ?? '') ||
    cmp(JSON.stringify(columnsOf(a.rel)), JSON.stringify(columnsOf(b.rel)))
  );
}

function matches(c: Candidate, target: string, hint: string | undefined): boolean {
  const r = c.rel;
  if (r.kind === 'computed') return r.fn!.name === target;
  const cols = columnsOf(r);
  const single = r.kind !== 'm2m' && cols.length === 1;
  const fkCol = (h: string) => single && cols[0][0] === h;
  const refCol = (h: string) => single && cols[0][1] === h;
  const cons = (h: string) => r.kind !== 'm2m' && r.fk.name === h;
  if (c.self) {
    // One foreign key, two relationships: the table name (optionally hinted by the key column) gives the children,
    // the key column as target gives the parent.
    if (hint === undefined) return (c.target.name === target && r.kind === 'o2m') || (fkCol(target) && r.kind === 'm2o');
    return c.target.name === target && r.kind === 'o2m' && refCol(hint);
  }
  if (hint === undefined) return c.target.name === target || (!isView(c.target) && (cons(target) || fkCol(target)));
  return c.target.name === target && (cons(hint) || fkCol(hint) || refCol(hint) || (r.kind === 'm2m' && r.junction!.name === hint));
}

function describe(c: Candidate, parent: Relation) {
  const r = c.rel;
  const card = { m2o: 'many-to-one', o2m: 'one-to-many', o2o: 'one-to-one', m2m: 'many-to-many', computed: '' }[r.kind];
  const cols = columnsOf(r);
  const relationship = r.junction
    ? `${r.junction.name} using ${r.fk.name}(${r.fk.fromCols.join(', ')}) and ${r.fk2!.name}(${r.fk2!.fromCols.join(', ')})`
    : `${r.fk.name} using ${parent.name}(${cols.map((p) => p[0]).join(', ')}) and ${c.target.name}(${cols.map((p) => p[1]).join(', ')})`;
  return { cardinality: card, embedding: `${parent.name} with ${c.target.name}`, relationship };
}

/** "Perhaps you meant …": a close relationship target of the parent, or a close parent when it has no relationships. */
function noRelHint(cache: SchemaCache, parent: Relation, target: string): string | null {
  const own = allCandidates(cache, parent);
  if (own.length) {
    const names = own.map((c) => c.target.name);
    if (names.includes(target)) return null;
    const near = fuzzyBest(target, names);
    return near ? `Perhaps you meant '${near}' instead of '${target}'.` : null;
  }
  const origins = [...cache.relations.values()].filter((r) => r.schema === parent.schema && r !== parent && allCandidates(cache, r).length > 0).map((r) => r.name);
  const near = fuzzyBest(parent.name, origins);
  return near ? `Perhaps you meant '${near}' instead of '${parent.name}'.` : null;
}

/** Finds the one relationship from `parent` that the embed `name` (with an optional `!hint`) names. */
export function resolveRelationship(cache: SchemaCache, parent: Relation, name: string, hint?: string): { target: Relation; rel: Relationship } {
  const found = allCandidates(cache, parent).filter((c) => matches(c, name, hint));
  if (found.length === 1) return { target: found[0].target, rel: found[0].rel };
  if (found.length === 0) throw errors.noRelationship(parent.name, name, parent.schema, hint, noRelHint(cache, parent, name));
  throw errors.ambiguous(
    parent.name,
    name,
    found.map((c) => describe(c, parent)),
    `Try changing '${name}' to one of the following: ${found
      .map((c) => `'${c.target.name}!${c.rel.junction ? c.rel.junction.name : c.rel.fk.name}'`)
      .join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}
