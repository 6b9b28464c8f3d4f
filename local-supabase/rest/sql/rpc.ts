// Function calls as FROM items: named arguments typed through json_to_record, or the whole body as one json argument.
import type { Func } from '../schema-cache.js';
import { ident, qualified, type Builder } from './builder.js';

/** Named arguments, or the whole body as the one unnamed parameter (json/jsonb text, raw text/xml, `\\x…` bytea). */
export type RpcArgs = { kind: 'named'; values: Record<string, unknown> } | { kind: 'single'; value: string | Uint8Array; type: string };

const SINGLE_CASTS: Record<string, string> = { json: 'json', jsonb: 'jsonb', text: 'text', xml: 'xml', bytea: 'bytea' };

/** FROM item calling `fn` and aliasing its rows as `alias` (scalar/void results get the column "pgrst_scalar"). */
export function rpcSource(b: Builder, fn: Func, args: RpcArgs, alias: string): string {
  const name = qualified(fn.schema, fn.name);
  const columns = fn.ret.kind === 'composite' ? '' : '("pgrst_scalar")';
  if (args.kind === 'single') {
    return `${name}(${b.add(args.value)}::${SINGLE_CASTS[args.type] ?? 'json'}) AS ${alias}${columns}`;
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
