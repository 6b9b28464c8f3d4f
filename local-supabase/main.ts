// CLI entry, verbs mirror the `supabase` CLI: start | status | db reset | test db | gen types (plus gen schema, the schema snapshot). One file per verb in cli/.
const HELP = `Usage: npm run stack -- <command>

  start [--port 54321] [--db-port 54322] [--mail-port 54324] [--smtp-port 54325] [--data .local-supabase|DIR|memory] [--workdir DIR]
        (mail catcher: web UI and JSON API on --mail-port, SMTP on --smtp-port; 0 picks a free port)
  status [-o env]
  db reset [--data DIR] [--workdir DIR]
  test db [--workdir DIR]
  gen types [--workdir DIR]
  gen schema [--workdir DIR]
`;

const VERBS: Record<string, () => Promise<{ default?: unknown } & Record<string, unknown>>> = {
  start: () => import('./cli/start.js'),
  status: () => import('./cli/status.js'),
  'db reset': () => import('./cli/db-reset.js'),
  'test db': () => import('./cli/test-db.js'),
  'gen types': () => import('./cli/gen-types.js'),
  'gen schema': () => import('./cli/gen-schema.js'),
};

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const two = args.slice(0, 2).join(' ');
  const verb = VERBS[two] ? two : args[0];
  const rest = args.slice(verb?.includes(' ') ? 2 : 1);
  if (!verb || verb === 'help' || verb === '--help' || !VERBS[verb]) {
    if (verb && verb !== 'help' && verb !== '--help') process.stderr.write(`Unknown command: ${args.join(' ')}\n\n`);
    process.stdout.write(HELP);
    process.exit(verb && verb !== 'help' && verb !== '--help' ? 1 : 0);
  }
  const mod = await VERBS[verb]();
  const run = Object.values(mod).find((v): v is (argv: string[]) => Promise<void> => typeof v === 'function');
  if (!run) throw new Error(`command ${verb} has no implementation`);
  await run(rest);
}

main().catch((e) => {
  process.stderr.write(`local-supabase: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
