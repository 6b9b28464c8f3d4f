// `gen types` shaping of the catalog (db/catalog): tables, views, functions, enums and composite types of the given schemas as a SchemaModel per schema.
import type { Queryable } from '../db/adapter.js';
import { readForeignKeys, readFunctions, readRelations, readTypes, type CatalogFunction, type CatalogRelation } from '../db/catalog/index.js';
import type { Column, FunctionArg, FunctionReturn, Relation, SchemaModel, SqlFunction, TypeRef } from './model.js';

const byName = <T extends { name: string }>(a: T, b: T) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

export async function introspect(db: Queryable, schemas: string[]): Promise<SchemaModel[]> {
  const [types, allRels, allKeys, allProcs] = await Promise.all([readTypes(db), readRelations(db, schemas), readForeignKeys(db), readFunctions(db, schemas)]);

  const ref = (oid: number): TypeRef => {
    const t = types.get(oid);
    if (!t) return { kind: 'base', name: 'unknown' };
    if (t.typtype === 'd') return ref(t.typbasetype);
    if (t.typcategory === 'A' && t.typelem) return { kind: 'array', element: ref(t.typelem) };
    if (t.typtype === 'e') return { kind: 'enum', schema: t.nspname, name: t.typname, values: t.labels ?? [] };
    if (t.typtype === 'c') {
      const of = t.relkind && 'rpf'.includes(t.relkind) ? 'Tables' : t.relkind && 'vm'.includes(t.relkind) ? 'Views' : undefined;
      return of ? { kind: 'composite', schema: t.nspname, name: t.typname, of } : { kind: 'composite', schema: t.nspname, name: t.typname };
    }
    return { kind: 'base', name: t.typname };
  };

  // Objects an extension created are the extension's, not the project's.
  const rels = allRels.filter((r) => !r.extension);
  const relOids = new Set(rels.map((r) => r.oid));
  const foreignKeys = allKeys.filter((k) => relOids.has(k.fromOid));
  const keyText = (nums: number[]) => [...nums].sort().join(',');

  const viewNullable = new Set(['v', 'm']);
  const relation = (r: CatalogRelation): Relation => {
    const columns: Column[] = r.columns
      .map((a) => ({
        name: a.name,
        type: ref(a.typeOid),
        nullable: viewNullable.has(r.kind) ? true : !a.notNull,
        hasDefault: a.hasDefault || a.identity !== '',
        readOnly: a.identity === 'a' || a.generated !== '',
        sql: { position: a.num, type: a.sqlType, default: a.default, identity: a.identity, generated: a.generated },
      }))
      .sort(byName);
    const uniques = r.keys.map((k) => keyText(k.nums));
    const relationships = foreignKeys
      .filter((k) => k.fromOid === r.oid)
      .map((k) => ({
        foreignKeyName: k.name,
        columns: k.fromCols,
        isOneToOne: uniques.includes(keyText(k.fromNums)),
        referencedRelation: k.toTable,
        referencedColumns: k.toCols,
      }))
      .sort((a, b) => (a.foreignKeyName + a.referencedRelation < b.foreignKeyName + b.referencedRelation ? -1 : 1));
    return { name: r.name, oid: r.oid, columns, relationships };
  };

  const procs = allProcs.filter((p) => !p.returnsTrigger && !p.internal && !p.extension);
  const fn = (p: CatalogFunction): SqlFunction => {
    const inputs: FunctionArg[] = [];
    const outs: { name: string; type: TypeRef; nullable: boolean }[] = [];
    for (const a of p.args) {
      if (a.mode === 'i' || a.mode === 'b' || a.mode === 'v') inputs.push({ name: a.name, type: ref(a.typeOid), optional: false });
      if (a.mode === 'o' || a.mode === 'b' || a.mode === 't') outs.push({ name: a.name, type: ref(a.typeOid), nullable: true });
    }
    inputs.forEach((a, i) => (a.optional = i >= inputs.length - p.ndefaults));
    let returns: FunctionReturn;
    const rt = types.get(p.retOid);
    if (outs.length) returns = { kind: 'columns', columns: outs.sort(byName), set: p.returnsSet };
    else if (rt?.typtype === 'c' && rt.typrelid) {
      const rel = rels.find((r) => r.oid === rt.typrelid);
      const cols = (rel?.columns ?? []).map((a) => ({ name: a.name, type: ref(a.typeOid), nullable: relation(rel!).columns.find((c) => c.name === a.name)!.nullable }));
      returns = rel && rel.kind !== 'c' ? { kind: 'columns', columns: cols.sort(byName), set: p.returnsSet } : { kind: 'type', type: ref(p.retOid), set: p.returnsSet };
    } else returns = { kind: 'type', type: ref(p.retOid), set: p.returnsSet };
    return { name: p.name, args: inputs.sort(byName), returns };
  };

  return [...schemas].sort().map((schema) => ({
    name: schema,
    tables: rels.filter((r) => r.schema === schema && ['r', 'p', 'f'].includes(r.kind)).map(relation).sort(byName),
    views: rels.filter((r) => r.schema === schema && ['v', 'm'].includes(r.kind)).map((r) => ({ ...relation(r), relationships: [] })).sort(byName),
    functions: procs.filter((p) => p.schema === schema).map(fn).sort((a, b) => (a.name === b.name ? (JSON.stringify(a.args) < JSON.stringify(b.args) ? -1 : 1) : a.name < b.name ? -1 : 1)),
    enums: [...types.values()]
      .filter((t) => t.nspname === schema && t.typtype === 'e')
      .map((t) => ({ name: t.typname, values: t.labels ?? [] }))
      .sort(byName),
    compositeTypes: rels
      .filter((r) => r.schema === schema && r.kind === 'c')
      .map((r) => ({ name: r.name, attributes: r.columns.map((a) => ({ name: a.name, type: ref(a.typeOid) })).sort(byName) }))
      .sort(byName),
  }));
}

/** Postgres text form of a one-dimensional text array ({a,"b c"}) → strings. */
export function parseTextArray(text: string | string[]): string[] {
  if (Array.isArray(text)) return text;
  const inner = text.replace(/^\{|\}$/g, '');
  if (!inner) return [];
  const out: string[] = [];
  let i = 0;
  while (i < inner.length) {
    if (inner[i] === '"') {
      let s = '';
      i++;
      while (i < inner.length && inner[i] !== '"') {
        if (inner[i] === '\\') i++;
        s += inner[i++];
      }
      out.push(s);
      i += 2;
    } else {
      const end = inner.indexOf(',', i);
      out.push(inner.slice(i, end < 0 ? inner.length : end));
      i = end < 0 ? inner.length : end + 1;
    }
  }
  return out;
}
