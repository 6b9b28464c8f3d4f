// What `db reset` drops on a real Postgres before re-running bootstrap, migrations and seed.
export const RESET_POSTGRES_SQL = `
drop extension if exists pg_cron cascade;
drop schema if exists cron cascade;
drop schema if exists supabase_migrations cascade;
drop schema if exists public cascade;
create schema public;
do $$
declare r record;
begin
  -- Schemas the migrations made (a private one, say) go too, as when the CLI recreates the database; the bootstrap's stay.
  for r in select nspname from pg_namespace
            where nspname not in ('public', 'auth', 'extensions', 'graphql_public', 'realtime', 'storage', 'information_schema')
              and nspname !~ '^pg_' loop
    execute format('drop schema %I cascade', r.nspname);
  end loop;
  for r in select schemaname, tablename from pg_tables where schemaname in ('auth', 'storage', 'realtime') loop
    execute format('truncate table %I.%I cascade', r.schemaname, r.tablename);
  end loop;
  -- Policies migrations put on the services' tables (storage.objects, realtime.messages) go too: they are re-created.
  for r in select schemaname, tablename, policyname from pg_policies where schemaname in ('auth', 'storage', 'realtime') loop
    execute format('drop policy %I on %I.%I', r.policyname, r.schemaname, r.tablename);
  end loop;
end $$;
`;
