// Function calls as FROM items: named arguments typed through json_to_record, or the whole body as one json argument.
import type { Func } from '../schema-cache.js';
import { ident, qualified, type Builder } from './builder.js';

export type RpcArgs = { kind: 'named'; values: Record<string, unknown> } | { kind: 'single'; json: string; type: string };

/** FROM item calling `fn` and aliasing its rows as `alias` (scalar/void results get the column "pgrst_scalar"). */
export function rpcSource(b: Builder, fn: Func, args: RpcArgs, alias: string): string {
  const name = qualified(fn.schema, fn.name);
  const columns = fn.ret.kind === 'composite' ? '' : '("pgrst_scalar")';
  if (args.kind === 'single') {
    const cast = args.type === 'jsonb' ? 'jsonb' : 'json';
    return `${name}(${b.add(args.json)}::${cast}) AS ${alias}${columns}`;
  }
  const keys = Object.keys(args.values);
  if (keys.length === 0) return `${name}() AS ${alias}${columns}`;
  const defs = keys.map((k) => `${ident(k)} ${fn.args.find((a) => a.name === k)!.type}`);
  const call = keys.map((k) => `${fn.args.find((a) => a.name === k)!.variadic ? 'VARIADIC ' : ''}${ident(k)} => "pgrst_a".${ident(k)}`);
  return (
    `json_to_record(${b.add(JSON.stringify(args.values))}::json) AS "pgrst_a"(${defs.join(', ')}) ` +
    `CROSS JOIN LATERAL ${name}(${call.join(', ')}) AS ${alias}${columns}`
  );
}
