-- Roles, schemas and privileges a Supabase project has before any migration (idempotent).
do $$
declare r text;
begin
  foreach r in array array['anon', 'authenticated', 'service_role', 'authenticator', 'supabase_admin',
    'supabase_auth_admin', 'supabase_storage_admin', 'supabase_realtime_admin', 'dashboard_user', 'pgbouncer'] loop
    if not exists (select 1 from pg_roles where rolname = r) then
      execute format('create role %I', r);
    end if;
  end loop;
  if not exists (select 1 from pg_roles where rolname = 'postgres') then
    create role postgres;
  end if;
end $$;

alter role anon nologin noinherit;
alter role authenticated nologin noinherit;
alter role service_role nologin noinherit bypassrls;
alter role authenticator login noinherit;
alter role supabase_admin login bypassrls;
alter role supabase_auth_admin noinherit;
alter role supabase_storage_admin noinherit;
alter role supabase_realtime_admin noinherit;

grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;
grant supabase_admin to authenticator;

alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

create schema if not exists extensions;
create schema if not exists auth;
create schema if not exists storage;
create schema if not exists realtime;
create schema if not exists graphql_public;

grant usage on schema public, extensions, graphql_public to anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;
grant usage on schema storage to anon, authenticated, service_role;
grant usage on schema realtime to anon, authenticated, service_role;
grant all on schema public to postgres, anon, authenticated, service_role;
grant all on schema auth to supabase_auth_admin, postgres;
grant all on schema storage to supabase_storage_admin, postgres;
grant all on schema realtime to supabase_realtime_admin, postgres;

-- New objects in public are exposed to the API roles (config auto_expose_new_tables, default true).
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema extensions grant all on functions to anon, authenticated, service_role;

do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end $$;
