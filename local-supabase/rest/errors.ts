// REST error catalogue: PostgREST error bodies (PGRST codes) and the SQLSTATE → HTTP status mapping.
import type { PgError } from '../db/adapter.js';

export interface RestErrorBody {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
}

/** An error answered to the client as-is; thrown by any stage. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): RestErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/** How a POST body reaches a function: JSON (object of named args or one json/jsonb arg), form fields, or a raw body. */
export type RpcMedia = 'json' | 'form' | 'text' | 'xml' | 'bytea' | 'other';

export const parseError = (message: string, details: string | null = null) => new RestError(400, 'PGRST100', message, details);

export const errors = {
  /** PostgREST drops the JSON parser's message in favour of this generic one. */
  badBody: (details: string | null = null) => new RestError(400, 'PGRST102', 'Empty or invalid json', details),
  /** Valid JSON that is not an object, or an array of objects with the same keys. */
  keysMismatch: () => new RestError(400, 'PGRST102', 'All object keys must match'),
  rangeNotSatisfiable: (offset: number, total: number) =>
    new RestError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${offset} was requested, but there are only ${total} rows.`),
  invalidSchema: (schema: string, exposed: string[]) =>
    new RestError(406, 'PGRST106', `Invalid schema: ${schema}`, null, `Only the following schemas are exposed: ${exposed.join(', ')}`),
  notAcceptable: (accept: string) => new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`),
  embedNotSelected: (name: string) =>
    new RestError(400, 'PGRST108', `'${name}' is not an embedded resource in this request`, null, `Verify that '${name}' is included in the 'select' query parameter.`),
  singular: (rows: number) =>
    new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`),
  unsupportedMethod: (method: string) => new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`),
  rpcMethod: (method: string) => new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`),
  badEmbedOperator: (embed: string) =>
    new RestError(400, 'PGRST120', `Bad operator on the '${embed}' embedded resource`, 'Only is null or not is null filters are allowed on embedded resources'),
  strictPreferences: (invalid: string[]) =>
    new RestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${invalid.join(', ')}`),
  aggregatesDisabled: () => new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed'),
  maxAffected: (n: number) =>
    new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${n} rows`),
  invalidPath: () => new RestError(404, 'PGRST125', 'Invalid path specified in request URL'),
  notImplemented: (what: string) => new RestError(400, 'PGRST127', 'Feature not implemented', what),
  orderNotToOne: (parent: string, rel: string) =>
    new RestError(400, 'PGRST118', `A related order on '${rel}' is not possible`, `'${parent}' and '${rel}' do not form a many-to-one or one-to-one relationship`),
  noRelationship: (parent: string, child: string, schema: string, embedHint?: string, hint: string | null = null) =>
    new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent}' and '${child}'${embedHint !== undefined ? ` using the hint '${embedHint}'` : ''} in the schema '${schema}', but no matches were found.`,
      hint,
    ),
  ambiguous: (parent: string, child: string, details: unknown[], hint: string) =>
    new RestError(300, 'PGRST201', `Could not embed because more than one relationship was found for '${parent}' and '${child}'`, details as unknown as string, hint),
  /**
   * PGRST202 worded as PostgREST v14 words it: `args` are the argument keys (sorted), `media` the body type of a POST
   * (raw text/xml/bytea bodies look only for a single unnamed parameter).
   */
  noFunction: (schema: string, name: string, args: string[], post: boolean, media: RpcMedia, hint: string | null) => {
    const fn = `${schema}.${name}`;
    const raw = post && media !== 'json' && media !== 'form';
    const withParams = args.length === 0 ? ' without parameters' : ` with parameter${args.length > 1 ? 's' : ''} ${args.join(', ')}`;
    const listed = args.length === 0 ? ' without parameters' : `(${args.join(', ')})`;
    const searched = !post
      ? withParams
      : media === 'text' || media === 'xml' || media === 'bytea'
        ? ` with a single unnamed ${media} parameter`
        : media === 'json'
          ? `${withParams} or with a single unnamed json/jsonb parameter`
          : withParams;
    return new RestError(
      404,
      'PGRST202',
      `Could not find the function ${fn}${raw ? '' : listed} in the schema cache`,
      `Searched for the function ${fn}${searched}, but no matches were found in the schema cache.`,
      raw ? null : hint,
    );
  },
  ambiguousFunction: (candidates: { schema: string; name: string; args: { name: string; type: string }[] }[]) =>
    new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${candidates
        .map((f) => `${f.schema}.${f.name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`)
        .join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    ),
  maxAffectedRpc: () =>
    new RestError(400, 'PGRST128', 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict'),
  noColumn: (column: string, table: string) =>
    new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`),
  noTable: (schema: string, name: string, suggestion: string | null) =>
    new RestError(
      404,
      'PGRST205',
      `Could not find the table '${schema}.${name}' in the schema cache`,
      null,
      suggestion ? `Perhaps you meant the table '${schema}.${suggestion}'` : null,
    ),
  undefinedColumn: (table: string, column: string) =>
    new RestError(400, '42703', `column ${table}.${column} does not exist`),
  unsupportedMediaType: (type: string) => new RestError(400, 'PGRST102', `Content-Type not acceptable: ${type}`),
  payloadTooLarge: () => new RestError(413, 'PGRST102', 'Payload too large', 'The request body exceeds the 1 MiB limit'),
  /** local-supabase's bound on all the embedded rows of one statement (README, deliberate differences). */
  tooManyEmbeddedRows: () =>
    new RestError(
      500,
      '54000',
      'The response embeds more rows than the server allows',
      'The embedded resources of one request return at most 100 × max_rows rows in all',
      'Embed fewer levels, or limit embedded resources (e.g. select=*,items(*)&items.limit=10)',
    ),
  /** local-supabase's response size limit (README, deliberate differences): SQLSTATE 54000, which PostgREST answers 500. */
  responseTooLarge: (bytes: number) =>
    new RestError(
      500,
      '54000',
      'The response is larger than the server allows',
      `The response would be ${bytes} bytes (limit: LOCAL_SUPABASE_REST_MAX_RESPONSE_BYTES, default 33554432)`,
      'Ask for fewer rows or columns: page with limit/offset or Range, and limit embedded resources (e.g. select=*,items(*)&items.limit=10)',
    ),
};

const jwtHeader = (description: string) => ({
  'WWW-Authenticate': `Bearer error="invalid_token", error_description="${description.replace(/"/g, "'")}"`,
});

/** JWT problems: PGRST301 (cannot be decoded or verified) and PGRST303 (claims rejected). */
export function jwtError(reason: string, token: string): RestError {
  let code = 'PGRST301';
  let message: string;
  switch (reason) {
    case 'expired':
      code = 'PGRST303';
      message = 'JWT expired';
      break;
    case 'not_yet_valid':
      code = 'PGRST303';
      message = 'JWT not yet valid';
      break;
    // PostgREST itself accepts a token without exp; GoTrue-issued tokens always carry one, so the stack refuses it
    // as a claims failure (PGRST303), never as a signature failure.
    case 'missing_exp':
      code = 'PGRST303';
      message = 'JWT claims validation or parsing failed';
      break;
    case 'malformed': {
      const parts = token.split('.').length;
      message = parts === 3 ? 'JWT cryptographic operation failed' : `Expected 3 parts in JWT; got ${parts}`;
      break;
    }
    case 'unsupported_alg':
      message = 'Wrong or unsupported encoding algorithm';
      break;
    case 'unknown_kid':
      message = 'No suitable key or wrong key type';
      break;
    default:
      message = 'JWT cryptographic operation failed';
  }
  return new RestError(401, code, message, null, null, jwtHeader(message));
}

/** PostgREST's mapping of a Postgres error to an HTTP status (reference §3.10). */
export function statusForSqlState(code: string, message: string, role: string): number {
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const two = code.slice(0, 2);
  switch (code) {
    case '23503':
    case '23505':
      return 409;
    case '25006':
      return 405;
    case '42883':
    case '42P01':
      return 404;
    case '42P17':
      return 500;
    case '42501':
      return role === 'anon' ? 401 : 403;
    case 'P0001':
      return 400;
    case '21000':
      return /requires a WHERE clause/.test(message) ? 400 : 500;
    case '22023':
      return /^role .* does not exist$/.test(message) ? 401 : 400;
    case '53400':
      return 500;
    case '54000':
      // array_in refusing the client's literal (`[9007199254740992,1]` reads as explicit bounds): bad input, not a server limit.
      return /^(array bound is out of integer range|number of array dimensions .* exceeds the maximum allowed)/.test(message) ? 400 : 500;
    case '57P01':
      return 503;
  }
  switch (two) {
    case '08':
      return 503;
    case '09':
    case '25':
    case '2D':
    case '38':
    case '39':
    case '3B':
    case '40':
    case 'XX':
    case 'F0':
    case 'HV':
    case '54':
    case '55':
    case '57':
    case '58':
      return 500;
    case '0L':
    case '0P':
    case '28':
      return 403;
    case '53':
      return 503;
  }
  if (two === 'P0') return 500;
  return 400;
}

/** Turns a database error into the REST error body, honouring `raise sqlstate 'PGRST'` with JSON message/detail. */
export function fromPgError(e: PgError & { code: string }, role: string): RestError {
  if (e.code === 'PGRST') {
    try {
      const body = JSON.parse(e.message) as Partial<RestErrorBody>;
      const detail = JSON.parse(e.detail ?? '{}') as { status?: number; headers?: Record<string, string> };
      return new RestError(
        detail.status ?? 400,
        String(body.code ?? 'PGRST'),
        String(body.message ?? ''),
        body.details ?? null,
        body.hint ?? null,
        detail.headers ?? {},
      );
    } catch {
      return new RestError(500, 'PGRST121', 'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error', e.message);
    }
  }
  const status = statusForSqlState(e.code, e.message, role);
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return new RestError(status, e.code, e.message, e.detail ?? null, e.hint ?? null, headers);
}
