// The committed src/lib/error-texts.gen.ts is what the generator writes from the migrations now, and it carries every row.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { errorTextRows, errorTextsModule, exportName, OUTPUT } from './gen-error-texts.mjs';

describe('error-texts.gen.ts', () => {
  it('is current: run `npm run error-texts` and commit it when this fails', () => {
    expect(readFileSync(OUTPUT, 'utf8')).toBe(errorTextsModule());
  });

  it('holds every row of private.error_texts, quotes unescaped, keys as identifiers', () => {
    // Every migration that adds texts: one row per line starting with ('key'.
    const dir = new URL('../supabase/migrations/', import.meta.url);
    const sql = readdirSync(dir)
      .map((f) => readFileSync(new URL(f, dir), 'utf8'))
      .filter((text) => text.includes('insert into private.error_texts'))
      .join('\n');
    const rows: [string, string][] = errorTextRows();
    expect(rows.length).toBe(sql.match(/^\s*\('[a-z]/gm)?.length);
    expect(Object.fromEntries(rows)['insufficient_aal']).toBe('Confirma primero el código de tu app de autenticación.');
    expect(new Set(rows.map(([key]) => key)).size).toBe(rows.length);
    expect(Object.fromEntries(rows)['live_event_ended']).toBe('El evento ha finalizado.');
    expect(exportName('not_authenticated.me_gusta')).toBe('not_authenticated__me_gusta');
  });
});
