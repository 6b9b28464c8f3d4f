// Planner: resolves the parsed request against the schema cache (columns, embeds, relationships, functions) into a plan.
import type { Aggregate, Condition, Filter, JsonStep, OrderTerm, ResourceModifiers, SelectItem } from './ast.js';
import { errors, RestError } from './errors.js';
import { fieldKey } from './parse/lexer.js';
import type { ParsedQuery } from './parse/query.js';
import { resolveRelationship, type Relationship } from './relationships.js';
import type { Column, Relation, SchemaCache } from './schema-cache.js';

export type OutField =
  | { kind: 'column'; key: string; column: Column; path: JsonStep[]; cast?: string; agg?: Aggregate }
  | { kind: 'embed'; embed: EmbedNode };

export type PFilter =
  | { kind: 'cond'; column: Column; path: JsonStep[]; cond: Condition }
  | { kind: 'logic'; op: 'and' | 'or'; negated: boolean; children: PFilter[] }
  /** `rel=is.null` / `rel=not.is.null` on an embedded resource. */
  | { kind: 'embedNull'; embed: EmbedNode; isNull: boolean };

export interface POrder {
  column: Column;
  path: JsonStep[];
  dir?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
  /** Ordering by a to-one embed's column. */
  via?: EmbedNode;
}

export interface ReadNode {
  target: Relation;
  fields: OutField[];
  filters: PFilter[];
  order: POrder[];
  limit?: number;
  offset?: number;
}

export interface EmbedNode extends ReadNode {
  key: string;
  relationName: string;
  rel: Relationship;
  inner: boolean;
  spread: boolean;
}

export function columnOf(target: Relation, name: string): Column {
  const c = target.columns.get(name) ?? target.computed?.get(name);
  if (!c) throw errors.undefinedColumn(target.name, name);
  return c;
}

export function hasAggregate(node: ReadNode): boolean {
  return node.fields.some((f) => (f.kind === 'column' ? !!f.agg : f.embed.spread && hasAggregate(f.embed)));
}

/** Output keys a node contributes when spread into its parent. */
export function outputKeys(node: ReadNode): string[] {
  return node.fields.flatMap((f) => (f.kind === 'column' ? [f.key] : f.embed.spread ? outputKeys(f.embed) : [f.embed.key]));
}

/** The `*` of `count()`. */
const ALL_ROWS: Column = { name: '*', type: 'record', typname: 'record', nullable: false, defaultExpr: null, identity: false };

interface Ctx {
  aggregates: boolean;
  cache: SchemaCache;
  modifiers: Map<string, ResourceModifiers>;
  used: Set<string>;
}

/** Builds the read tree for `target` from `select` and the per-path modifiers. */
export function planRead(cache: SchemaCache, target: Relation, q: ParsedQuery, aggregates = false): ReadNode {
  const ctx: Ctx = { aggregates, cache, modifiers: q.modifiers, used: new Set(['']) };
  const root = buildNode(ctx, target, q.select ?? [{ kind: 'star' }], '');
  for (const path of q.modifiers.keys()) {
    if (!ctx.used.has(path)) throw errors.embedNotSelected(path.split('.').pop()!);
  }
  return root;
}

function buildNode(ctx: Ctx, target: Relation, select: SelectItem[], path: string): ReadNode {
  const fields: OutField[] = [];
  const embeds: EmbedNode[] = [];
  for (const item of select) {
    if (item.kind === 'star') {
      for (const c of target.columnList) fields.push({ kind: 'column', key: c.name, column: c, path: [] });
    } else if (item.kind === 'column') {
      if (item.agg && !ctx.aggregates) throw errors.aggregatesDisabled();
      const column = item.agg && item.field.name === '*' ? ALL_ROWS : columnOf(target, item.field.name);
      // An aggregate is keyed by its function name unless aliased, like PostgREST (`sum`, `count`, …).
      const key = item.alias ?? (item.agg ? item.agg.fn : fieldKey(item.field));
      fields.push({ kind: 'column', key, column, path: item.field.path, cast: item.cast, agg: item.agg });
    } else {
      const { target: child, rel } = resolveRelationship(ctx.cache, target, item.relation, item.hint);
      const key = item.alias ?? item.relation;
      let childPath = path ? `${path}.${key}` : key;
      // Filtering an aliased embed by its relation name still works (PostgREST deprecates it with a warning).
      if (item.alias && !ctx.modifiers.has(childPath)) {
        const byName = path ? `${path}.${item.relation}` : item.relation;
        if (ctx.modifiers.has(byName)) childPath = byName;
      }
      ctx.used.add(childPath);
      const node = buildNode(ctx, child, item.select, childPath);
      if (item.spread && !rel.toOne && hasAggregate(node)) throw errors.notImplemented('Aggregates are not implemented for one-to-many or many-to-many spreads.');
      const embed: EmbedNode = { ...node, key, relationName: item.relation, rel, inner: item.join === 'inner', spread: item.spread };
      embeds.push(embed);
      fields.push({ kind: 'embed', embed });
    }
  }
  const mods = ctx.modifiers.get(path) ?? { filters: [], order: [] };
  const filters = mods.filters.map((f) => planFilter(target, f, embeds));
  const order = mods.order.map((o) => planOrder(target, o, embeds));
  return { target, fields, filters, order, limit: mods.limit, offset: mods.offset };
}

function planFilter(target: Relation, f: Filter, embeds: EmbedNode[]): PFilter {
  if (f.kind === 'logic') return { kind: 'logic', op: f.op, negated: f.negated, children: f.children.map((c) => planFilter(target, c, embeds)) };
  if (f.field.path.length === 0 && !target.columns.has(f.field.name) && !target.computed?.has(f.field.name)) {
    const embed = embeds.find((e) => e.key === f.field.name || e.relationName === f.field.name);
    if (embed) {
      if (f.cond.kind !== 'is' || (f.cond.value !== 'null' && f.cond.value !== 'not_null')) throw errors.badEmbedOperator(f.field.name);
      const isNull = (f.cond.value === 'null') !== f.cond.negated;
      return { kind: 'embedNull', embed, isNull };
    }
  }
  return { kind: 'cond', column: columnOf(target, f.field.name), path: f.field.path, cond: f.cond };
}

function planOrder(target: Relation, o: OrderTerm, embeds: EmbedNode[]): POrder {
  if (o.relation) {
    const via = embeds.find((e) => e.key === o.relation || e.relationName === o.relation);
    if (!via) throw errors.embedNotSelected(o.relation);
    if (!via.rel.toOne) throw errors.orderNotToOne(target.name, o.relation);
    return { column: columnOf(via.target, o.field.name), path: o.field.path, dir: o.dir, nulls: o.nulls, via };
  }
  return { column: columnOf(target, o.field.name), path: o.field.path, dir: o.dir, nulls: o.nulls };
}

/** Columns written by an insert/update: explicit `columns=` or the body's keys; unknown ones → PGRST204. */
export function writeColumns(target: Relation, keys: string[]): Column[] {
  return keys.map((k) => {
    const c = target.columns.get(k);
    if (!c) throw errors.noColumn(k, target.name);
    return c;
  });
}

export function assertColumns(target: Relation, names: string[]): void {
  for (const n of names) if (!target.columns.has(n)) throw errors.undefinedColumn(target.name, n);
}

export { RestError };
