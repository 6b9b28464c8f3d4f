-- pgTAP helpers for every test file (our own code): create users, switch actors, read the error a statement raises. Runs first, outside the tests' transactions.
create extension if not exists pgtap with schema extensions;

create schema if not exists tests;
grant usage on schema tests to anon, authenticated, service_role;

comment on schema tests is 'Helpers for the pgTAP suite: create users and act as anon, a member or service_role.';

-- Inserts a confirmed e-mail user into auth.users; the profile is created by the auth.users trigger.
create or replace function tests.create_user(email text, full_name text default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_id uuid := gen_random_uuid();
begin
  insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
                          raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  values (new_id, 'authenticated', 'authenticated', lower(email),
          extensions.crypt('password123', extensions.gen_salt('bf', 4)), now(),
          jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email')),
          case when full_name is null then '{}'::jsonb else jsonb_build_object('full_name', full_name) end,
          now(), now());
  return new_id;
end;
$$;

-- Creates one user per (key, full name) pair, e-mail <prefix>-<key>@test.dev, and keeps each id in the setting t.<key>.
create or replace function tests.create_actors(prefix text, variadic keys_and_names text[])
returns void
language plpgsql
set search_path = ''
as $$
begin
  for i in 1 .. coalesce(array_length(keys_and_names, 1), 0) / 2 loop
    perform set_config('t.' || keys_and_names[2 * i - 1],
      tests.create_user(format('%s-%s@test.dev', prefix, keys_and_names[2 * i - 1]), keys_and_names[2 * i])::text, true);
  end loop;
end;
$$;

-- The id of a user created by tests.create_user, by e-mail (readable from any actor).
create or replace function tests.get_user_id(email text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select u.id from auth.users u where u.email = lower(get_user_id.email);
$$;

-- The one way to switch actors: role and JWT claims (as PostgREST sets them) for the rest of the transaction; a null
-- role goes back to the test runner's own role.
create or replace function tests.act_as(role_name text, claims jsonb, sub text default '')
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform set_config('role', 'none', true);
  perform set_config('request.jwt.claims', claims::text, true);
  perform set_config('request.jwt.claim.sub', sub, true);
  if role_name is not null then
    perform set_config('role', role_name, true);
  end if;
end;
$$;

-- Acts as a signed-in member for the rest of the transaction.
create or replace function tests.authenticate_as(user_id uuid)
returns void
language plpgsql
set search_path = ''
as $$
declare
  user_email text;
begin
  perform tests.act_as(null, '{}');
  select u.email into user_email from auth.users u where u.id = user_id;
  perform tests.act_as('authenticated', jsonb_build_object('sub', user_id, 'role', 'authenticated', 'aud', 'authenticated', 'email', user_email), user_id::text);
end;
$$;

-- Acts as a signed-in member with the claims auth's Custom Access Token Hook gives them (staff get user_role), as
-- after a sign-in (aal1: the password alone; aal2: after the second step) or a token refresh.
drop function if exists tests.authenticate_with_hook(uuid);
create or replace function tests.authenticate_with_hook(user_id uuid, aal text default 'aal1')
returns void language plpgsql set search_path = '' as $$
declare
  claims jsonb;
begin
  perform tests.act_as(null, '{}');
  select public.custom_access_token_hook(jsonb_build_object('user_id', u.id, 'authentication_method', 'password',
           'claims', jsonb_build_object('sub', u.id, 'role', 'authenticated', 'aud', 'authenticated', 'email', u.email,
                                        'aal', authenticate_with_hook.aal))) -> 'claims'
    into claims
    from auth.users u where u.id = user_id;
  perform tests.act_as('authenticated', claims, user_id::text);
end $$;

-- What a statement does for each actor in turn: 'ok', or the error's message (its code as our SQL raises it, or the
-- SQLSTATE when Postgres refuses). An actor is 'anon' or the t.<key> setting of a user, signed in through the hook
-- (<key>@aal2: after the second step). Runs them in order: what an allowed statement changes stays for the next actor.
create or replace function tests.outcomes(statement text, variadic actors text[])
returns text[] language plpgsql set search_path = '' as $$
declare
  actor text;
  outcome text[];
  results text[] := '{}';
begin
  foreach actor in array actors loop
    if actor = 'anon' then
      perform tests.authenticate_as_anon();
    else
      perform tests.authenticate_with_hook(current_setting('t.' || split_part(actor, '@', 1))::uuid,
                                           coalesce(nullif(split_part(actor, '@', 2), ''), 'aal1'));
    end if;
    outcome := tests.error_of(statement);
    results := results || coalesce(case when outcome[2] ~ '^[a-z_]+$' then outcome[2] else outcome[1] end, 'ok');
  end loop;
  perform tests.clear_authentication();
  return results;
end $$;

-- Acts as a visitor (anon key) for the rest of the transaction.
create or replace function tests.authenticate_as_anon()
returns void
language sql
set search_path = ''
as $$ select tests.act_as('anon', jsonb_build_object('role', 'anon')); $$;

-- Acts as the service role (bypasses RLS) for the rest of the transaction.
create or replace function tests.authenticate_as_service_role()
returns void
language sql
set search_path = ''
as $$ select tests.act_as('service_role', jsonb_build_object('role', 'service_role')); $$;

-- Back to the test runner's own role with no claims.
create or replace function tests.clear_authentication()
returns void
language sql
set search_path = ''
as $$ select tests.act_as(null, '{}'); $$;

-- The error a statement raises as {sqlstate, message, detail}; null when it succeeds. Runs as the current actor.
create or replace function tests.error_of(statement text)
returns text[]
language plpgsql
set search_path = ''
as $$
declare
  state text;
  msg text;
  det text;
begin
  execute statement;
  return null;
exception when others then
  get stacked diagnostics state = returned_sqlstate, msg = message_text, det = pg_exception_detail;
  return array[state, msg, det];
end;
$$;

grant execute on all functions in schema tests to anon, authenticated, service_role;

begin;
select plan(1);
select ok(to_regprocedure('tests.create_user(text,text)') is not null, 'the test helpers are installed');
select * from finish();
rollback;
