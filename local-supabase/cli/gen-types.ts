// `gen types [--workdir DIR] [--schema a,b]`: TypeScript types of the exposed schemas, built from bootstrap + migrations in an in-memory database.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { withMigratedDatabase } from '../gen-types/migrated-db.js';
import { introspect } from '../gen-types/introspect.js';
import { renderTypes } from '../gen-types/render.js';

export async function genTypesCommand(argv: string[]): Promise<void> {
  // `typescript` / `--lang typescript` / `--local` are accepted for parity with `supabase gen types typescript --local`.
  const { values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { workdir: { type: 'string' }, schema: { type: 'string', short: 's', multiple: true }, lang: { type: 'string' }, local: { type: 'boolean' } },
  });
  if (values.lang && values.lang !== 'typescript') throw new Error(`only --lang typescript is supported, got ${values.lang}`);
  const config = await loadConfig({ workdir: values.workdir });
  const schemas = values.schema?.length ? values.schema.flatMap((s) => s.split(',')).filter(Boolean) : config.api.schemas;
  process.stdout.write(await withMigratedDatabase(config.supabaseDir, async (db) => renderTypes(await introspect(db, schemas))));
}
