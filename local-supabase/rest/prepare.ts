// Plan + SQL stages for every request kind: one statement plus a pure function that shapes the response.
import { errors } from './errors.js';
import { findRelation } from './lookup.js';
import { strictCheck, type Prepared, type PrepareInput } from './prepare/common.js';
import { prepareRead } from './prepare/read.js';
import { prepareRpc } from './prepare/rpc.js';
import { prepareDelete, prepareInsert, prepareUpdate } from './prepare/write.js';
import type { SchemaCache } from './schema-cache.js';

export type { Prepared, PrepareInput };

export function prepare(cache: SchemaCache, input: PrepareInput): Prepared {
  const { req } = input;
  strictCheck(req.prefer);
  if (req.target.kind === 'rpc') return prepareRpc(cache, input, req.target.name);
  if (req.target.kind === 'root') throw errors.invalidPath();
  const rel = findRelation(cache, req.schema, req.target.name);
  switch (req.method) {
    case 'GET':
    case 'HEAD':
      return prepareRead(cache, input, rel);
    case 'POST':
    case 'PUT':
      return prepareInsert(cache, input, rel);
    case 'PATCH':
      return prepareUpdate(cache, input, rel);
    case 'DELETE':
      return prepareDelete(cache, input, rel);
    default:
      throw errors.unsupportedMethod(req.method);
  }
}
