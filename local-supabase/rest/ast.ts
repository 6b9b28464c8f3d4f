// The request AST produced by parse/ and consumed by plan.ts: what the client asked for, before the schema is consulted.

export interface JsonStep {
  op: '->' | '->>';
  key: string;
}

/** A column reference, optionally with a JSON path (`data->a->>b`). */
export interface Field {
  name: string;
  path: JsonStep[];
}

export type SelectItem =
  | { kind: 'star' }
  /** `agg`: an aggregate over the column (`col.sum()`, `count()` has the field `*`), with an optional cast of its result. */
  | { kind: 'column'; field: Field; alias?: string; cast?: string; agg?: Aggregate }
  | {
      kind: 'embed';
      relation: string;
      alias?: string;
      hint?: string;
      join?: 'inner' | 'left';
      spread: boolean;
      select: SelectItem[];
    };

export type AggregateFn = 'count' | 'sum' | 'avg' | 'max' | 'min';
export interface Aggregate {
  fn: AggregateFn;
  cast?: string;
}

export const OPERATORS = [
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'is', 'isdistinct', 'in',
  'cs', 'cd', 'ov', 'sl', 'sr', 'nxl', 'nxr', 'adj', 'fts', 'plfts', 'phfts', 'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];

export type Condition =
  | { kind: 'simple'; negated: boolean; op: Exclude<Operator, 'in' | 'is' | 'fts' | 'plfts' | 'phfts' | 'wfts'>; quant?: 'any' | 'all'; value: string }
  | { kind: 'in'; negated: boolean; values: string[] }
  | { kind: 'is'; negated: boolean; value: 'null' | 'not_null' | 'true' | 'false' | 'unknown' }
  | { kind: 'fts'; negated: boolean; op: 'fts' | 'plfts' | 'phfts' | 'wfts'; config?: string; value: string };

export type Filter =
  | { kind: 'cond'; field: Field; cond: Condition }
  | { kind: 'logic'; op: 'and' | 'or'; negated: boolean; children: Filter[] };

export interface OrderTerm {
  /** Set when ordering by a to-one embedded resource's column: `rel(col)`. */
  relation?: string;
  field: Field;
  dir?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Per-resource modifiers; `path` is [] for the root and the embed aliases/names below it. */
export interface ResourceModifiers {
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface Preferences {
  return?: 'minimal' | 'headers-only' | 'representation';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  tx?: 'commit' | 'rollback';
  timezone?: string;
  maxAffected?: number;
  /** Tokens that were not understood (for handling=strict). */
  invalid: string[];
}

export type MediaType = 'json' | 'object' | 'csv' | 'openapi';

export type PlanOption = 'analyze' | 'verbose' | 'settings' | 'buffers' | 'wal';

export interface Accept {
  type: MediaType;
  stripNulls: boolean;
  /** `application/vnd.pgrst.plan[+json|+text]; for="…"; options=…`: the plan of the request `type` describes. */
  plan?: { format: 'json' | 'text'; options: PlanOption[]; mime: string };
}
