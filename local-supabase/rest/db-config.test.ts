// pgrst.* values → the settings local-supabase honours (booleans, numbers, lists, db_tx_end).
import { describe, expect, it } from 'vitest';
import { toDbConfig } from './db-config.js';

describe('toDbConfig', () => {
  it('defaults like PostgREST: no aggregates, no plans, commit', () => {
    expect(toDbConfig(new Map())).toMatchObject({ aggregatesEnabled: false, planEnabled: false, maxRows: undefined, extraSearchPath: undefined, txEnd: 'commit' });
  });

  it('reads booleans, numbers, comma lists and tx end', () => {
    const c = toDbConfig(
      new Map([
        ['db_aggregates_enabled', 'true'],
        ['db_plan_enabled', 'on'],
        ['db_max_rows', '25'],
        ['db_extra_search_path', 'public, extensions ,x'],
        ['db_tx_end', 'rollback-allow-override'],
      ]),
    );
    expect(c).toMatchObject({ aggregatesEnabled: true, planEnabled: true, maxRows: 25, extraSearchPath: ['public', 'extensions', 'x'], txEnd: 'rollback-allow-override' });
  });

  it('ignores values it cannot use', () => {
    expect(toDbConfig(new Map([['db_max_rows', 'lots'], ['db_tx_end', 'maybe'], ['db_plan_enabled', 'nope']]))).toMatchObject({
      maxRows: undefined,
      txEnd: 'commit',
      planEnabled: false,
    });
  });
});
