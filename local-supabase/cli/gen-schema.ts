// `gen schema [--workdir DIR]`: the current schema (tables, policies, triggers, functions, grants, publication) as Markdown, from bootstrap + migrations.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { withMigratedDatabase } from '../gen-types/migrated-db.js';
import { renderSchemaDoc } from '../gen-types/schema-doc.js';

/** The schemas the project's migrations own (the API's exposed ones plus the internal `private`). */
export const SNAPSHOT_SCHEMAS = ['public', 'private'];

export async function genSchemaCommand(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { workdir: { type: 'string' } } });
  const config = await loadConfig({ workdir: values.workdir });
  process.stdout.write(await withMigratedDatabase(config.supabaseDir, (db) => renderSchemaDoc(db, SNAPSHOT_SCHEMAS)));
}
