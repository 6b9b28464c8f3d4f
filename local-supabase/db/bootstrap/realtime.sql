-- Realtime schema objects (idempotent): realtime.messages, topic(), send(), broadcast_changes(), change capture.
-- Capture design: row triggers on the tables of publication supabase_realtime write each change into
-- realtime.capture_log and NOTIFY its sequence number on channel 'realtime_capture' (delivered only on commit);
-- the server fetches the rows by sequence number, so payload size is not bounded by NOTIFY's 8 kB.
-- Inserts into realtime.messages notify 'm<uuid>' on the same channel. Works the same on PGlite and Postgres.

create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  binary_payload bytea,
  primary key (id)
);
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;

create or replace function realtime.topic() returns text
language sql stable
as $$ select nullif(current_setting('realtime.topic', true), '')::text $$;
grant execute on function realtime.topic() to anon, authenticated, service_role;

create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql
as $$
begin
  begin
    perform set_config('realtime.topic', topic, true);
    insert into realtime.messages (payload, event, topic, private, extension)
    values (
      case when payload ? 'id' then payload else payload || jsonb_build_object('id', gen_random_uuid()) end,
      event, topic, private, 'broadcast'
    );
  exception when others then
    -- Broadcasting must never abort the caller's transaction.
    raise warning 'ErrorSendingBroadcastMessage: %', sqlerrm;
  end;
end;
$$;
grant execute on function realtime.send(jsonb, text, text, boolean) to anon, authenticated, service_role;

create or replace function realtime.broadcast_changes(
  topic_name text, event_name text, operation text, table_name text, table_schema text,
  new record, old record, level text default 'ROW'
) returns void
language plpgsql
as $$
declare
  row_data jsonb;
begin
  if level = 'STATEMENT' then
    row_data := jsonb_build_object('operation', operation, 'table', table_name, 'schema', table_schema);
  else
    row_data := jsonb_build_object(
      'old_record', case when old is null then null else to_jsonb(old) end,
      'record', case when new is null then null else to_jsonb(new) end,
      'operation', operation, 'table', table_name, 'schema', table_schema);
  end if;
  perform realtime.send(row_data, event_name, topic_name);
end;
$$;
grant execute on function realtime.broadcast_changes(text, text, text, text, text, record, record, text)
  to anon, authenticated, service_role;

-- Change capture ------------------------------------------------------------------------------------------

create table if not exists realtime.capture_log (
  seq bigserial primary key,
  schema_name text not null,
  table_name text not null,
  op text not null,
  record jsonb,
  old_record jsonb,
  committed_at timestamptz not null default now()
);
revoke all on realtime.capture_log from anon, authenticated, service_role;

create or replace function realtime.capture_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_seq bigint;
begin
  insert into realtime.capture_log (schema_name, table_name, op, record, old_record)
  values (tg_table_schema, tg_table_name, tg_op,
          case when tg_op = 'DELETE' then null else to_jsonb(new) end,
          case when tg_op = 'INSERT' then null else to_jsonb(old) end)
  returning seq into v_seq;
  perform pg_notify('realtime_capture', v_seq::text);
  return null;
end;
$$;

create or replace function realtime.notify_message() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_notify('realtime_capture', 'm' || new.id::text);
  return null;
end;
$$;

drop trigger if exists realtime_notify_message on realtime.messages;
create trigger realtime_notify_message after insert on realtime.messages
  for each row execute function realtime.notify_message();

-- Puts the capture trigger on every table of publication supabase_realtime and removes it from the others.
create or replace function realtime.sync_capture() returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  r record;
begin
  for r in
    select c.oid::regclass as rel
    from pg_publication_tables pt
    join pg_namespace n on n.nspname = pt.schemaname
    join pg_class c on c.relnamespace = n.oid and c.relname = pt.tablename
    where pt.pubname = 'supabase_realtime' and pt.schemaname <> 'realtime' and c.relkind in ('r', 'p')
      and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'realtime_capture')
  loop
    execute format('create trigger realtime_capture after insert or update or delete on %s '
                   'for each row execute function realtime.capture_change()', r.rel);
  end loop;
  for r in
    select t.tgrelid::regclass as rel
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    where t.tgname = 'realtime_capture'
      and not exists (select 1 from pg_publication_tables pt
                      where pt.pubname = 'supabase_realtime' and pt.schemaname = n.nspname and pt.tablename = c.relname)
  loop
    execute format('drop trigger if exists realtime_capture on %s', r.rel);
  end loop;
end;
$$;

create or replace function realtime.sync_capture_on_ddl() returns event_trigger
language plpgsql
as $$
begin
  perform realtime.sync_capture();
end;
$$;

-- Keeps the triggers in step with `alter publication supabase_realtime add/drop table …` in migrations.
do $$
begin
  if not exists (select 1 from pg_event_trigger where evtname = 'realtime_sync_capture') then
    create event trigger realtime_sync_capture on ddl_command_end
      when tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION', 'CREATE TABLE', 'CREATE TABLE AS', 'SELECT INTO')
      execute function realtime.sync_capture_on_ddl();
  end if;
exception when insufficient_privilege then
  raise notice 'realtime: no event trigger (not superuser); capture syncs on schema reload';
end $$;

select realtime.sync_capture();

-- Authorization helpers (called by the server inside a transaction it rolls back) ----------------------------

-- Sets the request context of a subscriber: role, JWT claims, topic.
create or replace function realtime.set_subject(p_role text, p_claims jsonb, p_topic text) returns void
language plpgsql
as $$
begin
  perform set_config('role', p_role, true);
  perform set_config('request.jwt.claims', p_claims::text, true);
  perform set_config('request.jwt.claim.sub', coalesce(p_claims ->> 'sub', ''), true);
  perform set_config('request.jwt.claim.role', p_role, true);
  perform set_config('realtime.topic', coalesce(p_topic, ''), true);
end;
$$;

-- Which extensions ('broadcast', 'presence') the subject may read on a topic: probe rows, then select as the subject.
create or replace function realtime.can_read(p_topic text, p_role text, p_claims jsonb, p_extensions text[]) returns text[]
language plpgsql
as $$
declare
  ids uuid[];
  allowed text[];
begin
  with ins as (
    insert into realtime.messages (topic, extension, private, event)
    select p_topic, e, true, 'probe' from unnest(p_extensions) e
    returning id
  ) select array_agg(id) into ids from ins;
  perform realtime.set_subject(p_role, p_claims, p_topic);
  select coalesce(array_agg(distinct m.extension), '{}') into allowed
  from realtime.messages m where m.id = any(ids);
  return allowed;
exception when others then
  return '{}';
end;
$$;

-- Whether the subject may write (insert) a message of the extension on the topic.
create or replace function realtime.can_write(p_topic text, p_role text, p_claims jsonb, p_extension text) returns boolean
language plpgsql
as $$
begin
  perform realtime.set_subject(p_role, p_claims, p_topic);
  insert into realtime.messages (topic, extension, private, event) values (p_topic, p_extension, true, 'probe');
  return true;
exception when others then
  return false;
end;
$$;

-- For each subject {role, claims}: may it see the row of p_table whose key values are in p_key?
create or replace function realtime.visible_to(p_table regclass, p_key jsonb, p_subjects jsonb) returns boolean[]
language plpgsql
as $$
declare
  s jsonb;
  q text;
  ok boolean;
  res boolean[] := '{}';
begin
  select format('select exists (select 1 from %s t where (%s) = (select %s from jsonb_populate_record(null::%s, $1) r))',
                p_table,
                string_agg(format('t.%I', k), ', '),
                string_agg(format('r.%I', k), ', '),
                p_table)
    into q
  from jsonb_object_keys(p_key) k;
  for s in select value from jsonb_array_elements(p_subjects) loop
    begin
      -- Inline: once switched to a subscriber's role, realtime.set_subject is no longer executable.
      perform set_config('role', s ->> 'role', true),
              set_config('request.jwt.claims', (s -> 'claims')::text, true),
              set_config('request.jwt.claim.sub', coalesce(s -> 'claims' ->> 'sub', ''), true),
              set_config('request.jwt.claim.role', s ->> 'role', true);
      execute q into ok using p_key;
      res := res || coalesce(ok, false);
    exception when others then
      res := res || false;
    end;
  end loop;
  return res;
end;
$$;

-- Same, faster: no per-subject error trap (the server falls back to visible_to when it raises), a session-level
-- prepared statement per table and key columns (planned once per role instead of once per subject), and the role
-- switched only when it changes (the server sorts subjects by role).
create or replace function realtime.visible_to_fast(p_table regclass, p_key jsonb, p_subjects jsonb) returns boolean[]
language plpgsql
as $$
declare
  s jsonb;
  q text;
  ok boolean;
  res boolean[] := '{}';
  stmt text;
  cur_role text;
  r text;
begin
  select 'realtime_visible_' || p_table::oid || '_' || md5(string_agg(k, ',' order by k)) into stmt from jsonb_object_keys(p_key) k;
  if not exists (select 1 from pg_prepared_statements where name = stmt) then
    select format('prepare %I(jsonb) as select exists (select 1 from %s t where (%s) = (select %s from jsonb_populate_record(null::%s, $1) r))',
                  stmt, p_table,
                  string_agg(format('t.%I', k), ', ' order by k),
                  string_agg(format('r.%I', k), ', ' order by k),
                  p_table)
      into q
    from jsonb_object_keys(p_key) k;
    execute q;
  end if;
  q := format('execute %I(%L)', stmt, p_key);
  for s in select value from jsonb_array_elements(p_subjects) loop
    r := s ->> 'role';
    if cur_role is distinct from r then
      perform set_config('role', r, true);
      cur_role := r;
    end if;
    perform set_config('request.jwt.claims', (s -> 'claims')::text, true),
            set_config('request.jwt.claim.sub', coalesce(s -> 'claims' ->> 'sub', ''), true),
            set_config('request.jwt.claim.role', r, true);
    execute q into ok;
    res := res || coalesce(ok, false);
  end loop;
  return res;
end;
$$;

-- A deleted row cannot be selected any more, so its image goes into a temporary table that gets the table's SELECT
-- policies, and each subscriber selects it there. Anything that cannot be rebuilt (a policy naming the table itself,
-- say) answers "not visible" for everyone: a delete may be under-delivered, never leaked.
create or replace function realtime.visible_deleted_to(p_table regclass, p_old jsonb, p_subjects jsonb) returns boolean[]
language plpgsql
as $$
declare
  s jsonb;
  p record;
  ok boolean;
  res boolean[] := '{}';
  tmp text := 'realtime_deleted_' || p_table::oid;
  nothing boolean[];
begin
  select coalesce(array_agg(false), '{}') into nothing from jsonb_array_elements(p_subjects);
  begin
    execute format('create temp table %I (like %s) on commit drop', tmp, p_table);
    execute format('insert into pg_temp.%I select * from jsonb_populate_record(null::pg_temp.%I, $1)', tmp, tmp) using p_old;
    execute format('alter table pg_temp.%I enable row level security', tmp);
    execute format('grant select on pg_temp.%I to public', tmp);
    for p in
      select pol.polname, pol.polpermissive, pg_get_expr(pol.polqual, pol.polrelid) as qual,
             coalesce((select string_agg(case when r = 0 then 'public' else quote_ident(a.rolname) end, ', ')
                         from unnest(pol.polroles) r left join pg_roles a on a.oid = r), 'public') as roles
        from pg_policy pol
       where pol.polrelid = p_table and pol.polcmd in ('r', '*')
    loop
      execute format('create policy %I on pg_temp.%I as %s for select to %s using (%s)',
                     p.polname, tmp, case when p.polpermissive then 'permissive' else 'restrictive' end, p.roles, coalesce(p.qual, 'true'));
    end loop;
  exception when others then
    return nothing;
  end;
  for s in select value from jsonb_array_elements(p_subjects) loop
    begin
      perform set_config('role', s ->> 'role', true),
              set_config('request.jwt.claims', (s -> 'claims')::text, true),
              set_config('request.jwt.claim.sub', coalesce(s -> 'claims' ->> 'sub', ''), true),
              set_config('request.jwt.claim.role', s ->> 'role', true);
      execute format('select exists (select 1 from pg_temp.%I)', tmp) into ok;
      res := res || coalesce(ok, false);
    exception when others then
      res := res || false;
    end;
  end loop;
  return res;
end;
$$;

revoke execute on function realtime.visible_to_fast(regclass, jsonb, jsonb) from public;
revoke execute on function realtime.visible_deleted_to(regclass, jsonb, jsonb) from public;
revoke execute on function realtime.set_subject(text, jsonb, text) from public;
revoke execute on function realtime.can_read(text, text, jsonb, text[]) from public;
revoke execute on function realtime.can_write(text, text, jsonb, text) from public;
revoke execute on function realtime.visible_to(regclass, jsonb, jsonb) from public;
revoke execute on function realtime.sync_capture() from public;
