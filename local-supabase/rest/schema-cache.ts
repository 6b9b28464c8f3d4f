// Schema cache: PostgREST's view of the exposed schemas (relations, columns, keys, foreign keys, functions) shaped from the catalog once per reload.
import type { Queryable } from '../db/adapter.js';
import {
  readAssumableRoles,
  readForeignKeys,
  readFunctions,
  readKnownRoles,
  readRelations,
  readRoleSettings,
  readTimezones,
  readViewBases,
  type CatalogColumn,
  type ViewBase,
} from '../db/catalog/index.js';

export interface Column {
  name: string;
  /** format_type() text, safe to use as a cast target. */
  type: string;
  /** Base type name (domains resolved), e.g. int4, text, jsonb, tsvector, _text for text[]. */
  typname: string;
  nullable: boolean;
  defaultExpr: string | null;
  /** Identity or generated columns: defaults come from a sequence / expression Postgres owns. */
  identity: boolean;
  /** A computed field: a function taking the row (`fn(tbl)`), selected and filtered like a column; `arg` is the row type. */
  computed?: { schema: string; name: string; arg: { schema: string; name: string } };
}

export interface Relation {
  schema: string;
  name: string;
  kind: 'table' | 'view' | 'matview' | 'foreign' | 'partitioned';
  columns: Map<string, Column>;
  columnList: Column[];
  pk: string[];
  uniques: string[][];
  /** Computed fields by name (not part of `*`). */
  computed?: Map<string, Column>;
}

export interface ForeignKey {
  name: string;
  fromSchema: string;
  fromTable: string;
  fromCols: string[];
  toSchema: string;
  toTable: string;
  toCols: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
  variadic: boolean;
}

export interface Func {
  schema: string;
  name: string;
  args: FunctionArg[];
  volatility: 'i' | 's' | 'v';
  returnsSet: boolean;
  /** `ROWS n` of a set-returning function (1 makes a computed relationship to-one). */
  rows: number;
  /** PostgREST only exposes functions whose parameters are all named, or that take one unnamed bytea/json/jsonb/text/xml. */
  callable: boolean;
  /** void: no result; scalar: a single value per row; composite: rows with columns. */
  ret: { kind: 'void' | 'scalar' | 'composite'; type: string; relation?: { schema: string; name: string }; columns: Column[] };
}

/** A computed relationship: `fn(parent_row) returns [setof] target` embeds like a table; to-one unless setof without ROWS 1. */
export interface ComputedRel {
  schema: string;
  name: string;
  from: { schema: string; name: string };
  to: { schema: string; name: string };
  toOne: boolean;
}

export interface SchemaCache {
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  computedRels: ComputedRel[];
  functions: Map<string, Func[]>;
  timezones: Set<string>;
  /** Per-role settings PostgREST applies when impersonating (only the ones safe to set per transaction). */
  roleSettings: Map<string, [string, string][]>;
  /** Roles a token may name: those granted to the authenticator role (as PostgREST, which switches roles as it). */
  assumableRoles: Set<string>;
  /** Every role of the database (a token naming an unknown role gets Postgres' own 22023). */
  knownRoles: Set<string>;
}

export const relKey = (schema: string, name: string) => `${schema}.${name}`;

const KINDS: Record<string, Relation['kind']> = { r: 'table', v: 'view', m: 'matview', f: 'foreign', p: 'partitioned' };

const columnOf = (c: CatalogColumn): Column => ({
  name: c.name,
  type: c.sqlType,
  typname: c.baseTypname,
  nullable: !c.notNull,
  defaultExpr: c.default,
  identity: c.identity !== '',
});

export async function loadSchemaCache(db: Queryable, schemas: string[]): Promise<SchemaCache> {
  const relations = new Map<string, Relation>();
  for (const r of await readRelations(db, schemas)) {
    if (!(r.kind in KINDS) || r.partition) continue;
    const columnList = r.columns.map(columnOf);
    relations.set(relKey(r.schema, r.name), {
      schema: r.schema,
      name: r.name,
      kind: KINDS[r.kind],
      columns: new Map(columnList.map((c) => [c.name, c])),
      columnList,
      pk: r.keys.find((k) => k.type === 'p')?.cols ?? [],
      uniques: r.keys.filter((k) => k.type === 'u').map((k) => k.cols),
    });
  }

  const foreignKeys: ForeignKey[] = (await readForeignKeys(db))
    .filter((f) => !f.inherited)
    .map((f) => ({ name: f.name, fromSchema: f.fromSchema, fromTable: f.fromTable, fromCols: f.fromCols, toSchema: f.toSchema, toTable: f.toTable, toCols: f.toCols }));
  const views = await readViewBases(db, schemas);
  // Twice: the second pass maps the other end of view-derived keys, giving view-to-view relationships.
  const viaViews = viewForeignKeys(views, foreignKeys, relations);
  const seen = new Set(foreignKeys.map(fkKey));
  for (const fk of [...viaViews, ...viewForeignKeys(views, viaViews, relations)]) {
    if (!seen.has(fkKey(fk))) {
      seen.add(fkKey(fk));
      foreignKeys.push(fk);
    }
  }

  const functions = new Map<string, Func[]>();
  const computedRels: ComputedRel[] = [];
  for (const f of await readFunctions(db, schemas)) {
    if (f.returnsTrigger) continue;
    const inputs = f.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const outputs = f.args.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
    const firstDefault = inputs.length - f.ndefaults;
    const args: FunctionArg[] = inputs.map((a, i) => ({ name: a.name, type: a.type, hasDefault: i >= firstDefault, variadic: a.mode === 'v' }));
    let ret: Func['ret'];
    if (f.retTypname === 'void') ret = { kind: 'void', type: 'void', columns: [] };
    else if (f.retRel && f.retSchema) {
      const rel = relations.get(relKey(f.retSchema, f.retRel));
      ret = { kind: 'composite', type: f.retType, relation: { schema: f.retSchema, name: f.retRel }, columns: rel?.columnList ?? [] };
    } else if (f.retTypname === 'record' && outputs.length) {
      ret = {
        kind: 'composite',
        type: 'record',
        columns: outputs.map((o) => ({ name: o.name, type: o.type, typname: o.typname, nullable: true, defaultExpr: null, identity: false })),
      };
    } else ret = { kind: 'scalar', type: f.retType, columns: [] };
    const unnamed = inputs.filter((a) => a.name === '').length;
    const callable = unnamed === 0 || (unnamed === 1 && ['bytea', 'json', 'jsonb', 'text', 'xml'].includes(inputs[0].type));
    const fn: Func = { schema: f.schema, name: f.name, args, volatility: f.volatility, returnsSet: f.returnsSet, rows: f.rows, callable, ret };
    const owner = inputs.length === 1 && inputs[0].rel ? relations.get(relKey(inputs[0].rel[0], inputs[0].rel[1])) : undefined;
    if (owner && f.retRel && f.retSchema && relations.has(relKey(f.retSchema, f.retRel))) {
      computedRels.push({
        schema: f.schema,
        name: f.name,
        from: { schema: owner.schema, name: owner.name },
        to: { schema: f.retSchema, name: f.retRel },
        toOne: !f.returnsSet || f.rows === 1,
      });
    }
    if (owner && !f.returnsSet && ret.kind === 'scalar' && !owner.columns.has(f.name)) {
      owner.computed ??= new Map();
      owner.computed.set(f.name, {
        name: f.name,
        type: f.retType,
        typname: f.retTypname,
        nullable: true,
        defaultExpr: null,
        identity: false,
        computed: { schema: f.schema, name: f.name, arg: { schema: owner.schema, name: owner.name } },
      });
    }
    const key = relKey(f.schema, f.name);
    functions.set(key, [...(functions.get(key) ?? []), fn]);
  }

  const [timezones, roleSettings, assumableRoles, knownRoles] = await Promise.all([
    readTimezones(db),
    readRoleSettings(db),
    readAssumableRoles(db),
    readKnownRoles(db),
  ]);
  return { relations, foreignKeys, computedRels, functions, timezones, roleSettings, assumableRoles, knownRoles };
}

const fkKey = (f: ForeignKey) => `${f.name}|${f.fromSchema}.${f.fromTable}|${f.toSchema}.${f.toTable}`;

function viewForeignKeys(
  views: ViewBase[],
  fks: ForeignKey[],
  relations: Map<string, Relation>,
): ForeignKey[] {
  const out: ForeignKey[] = [];
  const has = (schema: string, name: string, cols: string[]) => {
    const rel = relations.get(relKey(schema, name));
    return !!rel && cols.every((c) => rel.columns.has(c));
  };
  for (const v of views) {
    for (const fk of fks) {
      if (fk.fromSchema === v.baseSchema && fk.fromTable === v.baseName && has(v.viewSchema, v.viewName, fk.fromCols)) {
        out.push({ ...fk, fromSchema: v.viewSchema, fromTable: v.viewName });
      }
      if (fk.toSchema === v.baseSchema && fk.toTable === v.baseName && has(v.viewSchema, v.viewName, fk.toCols)) {
        out.push({ ...fk, toSchema: v.viewSchema, toTable: v.viewName });
      }
    }
  }
  return out;
}
