// SQL building blocks: quoted identifiers, bound parameters, fresh aliases.

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const qualified = (schema: string, name: string) => `${ident(schema)}.${ident(name)}`;

/** Bounds on the work a statement may do: rows per embedded list and bytes of the response body. */
export interface SqlLimits {
  /** Each to-many embed returns at most this many rows per parent row (max_rows at every level). */
  embedRows?: number;
  /** All to-many embeds of the statement together return at most this many rows; past it the statement fails at once. */
  embedRowsTotal?: number;
  /** A body longer than this is not returned: the statement reports its size instead (execute.ts refuses it). */
  bodyBytes?: number;
}

/** Collects bound parameter values; `add` returns the `$n` placeholder. */
export class Builder {
  readonly params: unknown[] = [];
  private aliases = 0;

  constructor(readonly limits: SqlLimits = {}) {}

  add(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  alias(prefix = 't'): string {
    return ident(`pgrst_${prefix}${this.aliases++}`);
  }
}
