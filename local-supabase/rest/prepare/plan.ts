// Execution plans (`Accept: application/vnd.pgrst.plan…`): the prepared statement wrapped in EXPLAIN with the asked options.
import type { Accept } from '../ast.js';
import type { Prepared } from './common.js';

type Plan = NonNullable<Accept['plan']>;

/** EXPLAIN of `p` in PostgREST's option order; the body is the plan (JSON as Postgres prints it, or its text lines). */
export function explainPrepared(p: Prepared, plan: Plan): Prepared {
  const options = [`FORMAT ${plan.format.toUpperCase()}`, ...plan.options.map((o) => o.toUpperCase())];
  return {
    sql: `EXPLAIN (${options.join(', ')}) ${p.sql}`,
    params: p.params,
    readOnly: p.readOnly,
    respond: (r) => {
      const values = r.rows.map((row) => Object.values(row)[0]);
      const body = plan.format === 'json' ? JSON.stringify(typeof values[0] === 'string' ? JSON.parse(values[0]) : values[0]) : values.join('\n');
      return { status: 200, headers: { 'Content-Type': `${plan.mime}; charset=utf-8` }, body };
    },
  };
}
