// A small OpenAPI (Swagger 2.0) description of the exposed schema, for `GET /rest/v1/` with Accept: application/openapi+json.
import type { SchemaCache } from './schema-cache.js';

const jsonType = (typname: string) =>
  /^(int2|int4|int8)$/.test(typname) ? 'integer' : /^(float4|float8|numeric)$/.test(typname) ? 'number' : typname === 'bool' ? 'boolean' : typname.startsWith('_') ? 'array' : 'string';

export function openApi(cache: SchemaCache, schema: string, host: string): unknown {
  const paths: Record<string, unknown> = { '/': { get: { produces: ['application/openapi+json', 'application/json'], responses: { 200: { description: 'OK' } } } } };
  const definitions: Record<string, unknown> = {};
  for (const rel of cache.relations.values()) {
    if (rel.schema !== schema) continue;
    const ok = { 200: { description: 'OK' } };
    paths[`/${rel.name}`] = rel.kind === 'table' || rel.kind === 'partitioned' ? { get: { responses: ok }, post: { responses: ok }, patch: { responses: ok }, delete: { responses: ok } } : { get: { responses: ok } };
    definitions[rel.name] = {
      type: 'object',
      required: rel.columnList.filter((c) => !c.nullable && !c.defaultExpr && !c.identity).map((c) => c.name),
      properties: Object.fromEntries(rel.columnList.map((c) => [c.name, { format: c.type, type: jsonType(c.typname) }])),
    };
  }
  for (const fns of cache.functions.values()) {
    for (const fn of fns) {
      if (fn.schema !== schema) continue;
      paths[`/rpc/${fn.name}`] = { post: { responses: { 200: { description: 'OK' } } } };
    }
  }
  return {
    swagger: '2.0',
    info: { title: 'local-supabase REST', description: 'PostgREST-compatible API', version: '12' },
    host,
    basePath: '/rest/v1',
    schemes: ['http'],
    consumes: ['application/json', 'text/csv'],
    produces: ['application/json', 'application/vnd.pgrst.object+json', 'text/csv'],
    paths,
    definitions,
  };
}
