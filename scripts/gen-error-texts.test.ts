// The committed src/lib/error-texts.gen.ts is what the generator writes from the migrations now, and it carries every row.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { errorTextRows, errorTextsModule, exportName, OUTPUT } from './gen-error-texts.mjs';

describe('error-texts.gen.ts', () => {
  it('is current: run `npm run error-texts` and commit it when this fails', () => {
    expect(readFileSync(OUTPUT, 'utf8')).toBe(errorTextsModule());
  });

  it('holds every row of private.error_texts, quotes unescaped, keys as identifiers', () => {
    const sql = readFileSync(new URL('../supabase/migrations/20261122000090_error_texts.sql', import.meta.url), 'utf8');
    const rows: [string, string][] = errorTextRows();
    expect(rows.length).toBe(sql.match(/^\s*\('[a-z]/gm)?.length);
    expect(new Set(rows.map(([key]) => key)).size).toBe(rows.length);
    expect(Object.fromEntries(rows)['live_event_ended']).toBe('El evento ha finalizado.');
    expect(exportName('not_authenticated.me_gusta')).toBe('not_authenticated__me_gusta');
  });
});
