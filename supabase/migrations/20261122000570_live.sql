-- Live events: status clock (pending → live → ended) from live_date + Spanish duration text, live chat,
-- and a pg_cron job broadcasting status transitions on the public topic live:<event id>.

-- '2 horas', '1 hora 30 minutos', '45 minutos', '90 min', '1h 30m', '1,5 horas' → interval. Text with no
-- recognisable amount counts as one hour, so an event with a vague duration still opens and closes.
create or replace function public.parse_spanish_duration(duration text)
returns interval
language plpgsql
immutable
set search_path = ''
as $$
declare
  t text := lower(coalesce(duration, ''));
  hours_text text;
  minutes_text text;
begin
  hours_text := (regexp_match(t, '(\d+(?:[.,]\d+)?)\s*(?:h\M|hs\M|hr|hrs|hora|horas)'))[1];
  minutes_text := (regexp_match(t, '(\d+)\s*(?:m\M|min|mins|minuto|minutos)'))[1];
  if hours_text is null and minutes_text is null then
    if t ~ '^\s*\d+\s*$' then
      return make_interval(mins => btrim(t)::int);
    end if;
    return interval '1 hour';
  end if;
  return coalesce(replace(hours_text, ',', '.')::numeric * interval '1 hour', interval '0')
       + coalesce(minutes_text::int * interval '1 minute', interval '0');
end;
$$;

comment on function public.parse_spanish_duration(text) is 'Parses Spanish duration text (''2 horas'', ''1 hora 30 minutos'', ''45 minutos'', ''90 min''); a bare number is minutes; unparseable text is 1 hour.';

create or replace function public.live_status(live_date timestamptz, duration text, at timestamptz default now())
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when live_date is null then null
    when at < live_date then 'pending'
    when at < live_date + public.parse_spanish_duration(duration) then 'live'
    else 'ended'
  end;
$$;

comment on function public.live_status(timestamptz, text, timestamptz) is 'pending before live_date, live until live_date + duration, ended afterwards (null without a date).';

-- Status of one event with the server clock, so clients can compute their clock offset.
create or replace function public.live_event_status(event_id bigint)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'event_id', c.id,
    'status', public.live_status(c.live_date, c.duration, now()),
    'starts_at', c.live_date,
    'ends_at', c.live_date + public.parse_spanish_duration(c.duration),
    'server_time', now())
    from public.communities c
   where c.id = event_id and c.is_live_event;
$$;

comment on function public.live_event_status(bigint) is 'Current status of a live event with its start, end and the server time (null when the event does not exist).';
grant execute on function public.live_event_status(bigint) to anon, authenticated;

-- Computed field of communities (select=*,current_live_status): the status now, null for regular communities.
create or replace function public.current_live_status(community public.communities)
returns text
language sql
stable
set search_path = ''
as $$
  select case when community.is_live_event then public.live_status(community.live_date, community.duration, now()) end;
$$;

comment on function public.current_live_status(public.communities) is 'Computed field: live status of a live-event community at the server clock (null when not a live event).';
grant execute on function public.current_live_status(public.communities) to anon, authenticated;

-- Last status broadcast per event ------------------------------------------------------------------------

create table public.live_status_broadcasts (
  event_id bigint primary key references public.communities on delete cascade,
  status text not null constraint live_status_broadcasts_status_valid check (status in ('pending', 'live', 'ended')),
  broadcast_at timestamptz not null default now()
);

comment on table public.live_status_broadcasts is 'The last live status broadcast on live:<event id>, so the cron job only announces transitions.';

select private.secure_table('public.live_status_broadcasts',
  read_all => 'Anyone can read the last broadcast live status');
grant select on table public.live_status_broadcasts to anon, authenticated;

create or replace function public.broadcast_live_status_transitions(at timestamptz default now())
returns int
language plpgsql
security definer
set search_path = ''
as $$
declare
  ev record;
  sent int := 0;
begin
  for ev in
    select c.id, c.live_date, c.duration, public.live_status(c.live_date, c.duration, at) as status, b.status as last_status
      from public.communities c
      left join public.live_status_broadcasts b on b.event_id = c.id
     where c.is_live_event and c.live_date is not null
       and b.status is distinct from public.live_status(c.live_date, c.duration, at)
  loop
    insert into public.live_status_broadcasts (event_id, status, broadcast_at)
    values (ev.id, ev.status, at)
    on conflict (event_id) do update set status = excluded.status, broadcast_at = excluded.broadcast_at;
    perform realtime.send(
      jsonb_build_object('event_id', ev.id, 'status', ev.status, 'previous', ev.last_status,
                         'starts_at', ev.live_date,
                         'ends_at', ev.live_date + public.parse_spanish_duration(ev.duration),
                         'server_time', at),
      'status', 'live:' || ev.id::text, false);
    sent := sent + 1;
  end loop;
  return sent;
end;
$$;

comment on function public.broadcast_live_status_transitions(timestamptz) is 'Broadcasts event ''status'' on live:<id> for every live event whose status changed since the last broadcast; returns how many.';
revoke execute on function public.broadcast_live_status_transitions(timestamptz) from public, anon, authenticated;
grant execute on function public.broadcast_live_status_transitions(timestamptz) to service_role;

-- pg_cron exists on Supabase and in local-supabase's shim; a bare Postgres without it skips the schedule.
do $$
begin
  if to_regnamespace('cron') is null and exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron;
    exception when others then
      -- e.g. pg_cron installed but not in shared_preload_libraries
      raise notice 'pg_cron could not be created: %', sqlerrm;
    end;
  end if;
  if to_regprocedure('cron.schedule(text,text,text)') is not null then
    perform cron.schedule('broadcast-live-status', '10 seconds', 'select public.broadcast_live_status_transitions()');
  else
    raise notice 'pg_cron is not available: live status transitions are not broadcast by a schedule';
  end if;
end $$;

-- Live chat -----------------------------------------------------------------------------------------------

create table public.live_chat_messages (
  id uuid primary key default gen_random_uuid(),
  event_id bigint not null references public.communities on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles on delete cascade,
  body text not null constraint live_chat_messages_body_length check (char_length(btrim(body)) between 1 and 500),
  created_at timestamptz not null default clock_timestamp()
);

comment on table public.live_chat_messages is 'Chat of a live event: readable by everyone, written by signed-in members as themselves until the event ends; sender name and avatar come from profiles.';

create index live_chat_messages_event_order_idx on public.live_chat_messages (event_id, created_at, id);

select private.secure_table('public.live_chat_messages', 'user_id',
  read_all => 'Anyone can read live chat',
  delete_own => 'Members can delete their own live chat messages');
grant select on table public.live_chat_messages to anon, authenticated;
grant insert (id, event_id, user_id, body) on table public.live_chat_messages to authenticated;
grant delete on table public.live_chat_messages to authenticated;

create policy "Members can chat as themselves in live events that have not ended"
  on public.live_chat_messages for insert
  to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (
      select 1 from public.communities c
       where c.id = event_id and c.is_live_event
         and public.live_status(c.live_date, c.duration, now()) <> 'ended'
    )
  );

alter publication supabase_realtime add table public.live_chat_messages;

-- Live chat rules: slow mode per event (one message per N seconds per member, enforced here), a send RPC that is
-- idempotent on the client's id and refuses with coded Spanish errors, and the 'chat' broadcast on live:<event id>.

-- Slow mode ----------------------------------------------------------------------------------------------------

alter table public.communities
  add column slow_mode_seconds int not null default 0
  constraint communities_slow_mode_seconds_range check (slow_mode_seconds between 0 and 3600);

comment on column public.communities.slow_mode_seconds is 'Live chat slow mode of a live event: a member may send one message every N seconds (0: off).';

-- BEFORE INSERT: whoever writes (RPC, REST insert, seed), the same member waits N seconds between two messages of one event.
create or replace function public.live_chat_enforce_slow_mode()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  n int;
  last_at timestamptz;
  wait_seconds int;
begin
  select c.slow_mode_seconds into n from public.communities c where c.id = new.event_id;
  if coalesce(n, 0) = 0 then
    return new;
  end if;
  -- Two sends of one member racing in parallel take turns, so both cannot pass the check.
  perform pg_advisory_xact_lock(hashtextextended('live_chat:' || new.event_id::text || ':' || new.user_id::text, 0));
  select max(m.created_at) into last_at
    from public.live_chat_messages m
   where m.event_id = new.event_id and m.user_id = new.user_id and m.id <> new.id;
  if last_at is not null and new.created_at < last_at + make_interval(secs => n) then
    wait_seconds := greatest(1, ceil(extract(epoch from (last_at + make_interval(secs => n) - new.created_at)))::int);
    raise exception 'live_chat_slow_mode'
      using errcode = 'P0001',
            detail = format(private.error_text('live_chat_slow_mode'), wait_seconds,
                            case when wait_seconds = 1 then 'segundo' else 'segundos' end),
            hint = format('retry_after=%s', wait_seconds);
  end if;
  return new;
end;
$$;

comment on function public.live_chat_enforce_slow_mode() is 'Refuses a live chat message sent sooner than the event''s slow_mode_seconds after the same member''s previous one (live_chat_slow_mode, with the seconds to wait).';
revoke execute on function public.live_chat_enforce_slow_mode() from public, anon, authenticated;

create trigger live_chat_messages_slow_mode
  before insert on public.live_chat_messages
  for each row execute function public.live_chat_enforce_slow_mode();

-- Broadcast -----------------------------------------------------------------------------------------------------

create or replace function public.live_chat_broadcast()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  sender public.profiles;
begin
  select * into sender from public.profiles p where p.id = new.user_id;
  perform realtime.send(
    jsonb_build_object('id', new.id, 'event_id', new.event_id, 'user_id', new.user_id, 'body', new.body,
                       'created_at', new.created_at, 'sender_name', sender.name, 'sender_avatar', sender.avatar_url),
    'chat', 'live:' || new.event_id::text, false);
  return null;
end;
$$;

comment on function public.live_chat_broadcast() is 'Broadcasts a new live chat message (with the sender''s name and avatar) as event ''chat'' on the public topic live:<event id>.';
revoke execute on function public.live_chat_broadcast() from public, anon, authenticated;

create trigger live_chat_messages_broadcast
  after insert on public.live_chat_messages
  for each row execute function public.live_chat_broadcast();

-- Sending -------------------------------------------------------------------------------------------------------

-- Idempotent on the client's id (a retry returns the stored row); each refusal has its code. The insert still goes
-- through the table's RLS policy and the slow-mode trigger, which stay the real guards.
create or replace function public.send_live_chat_message(message_id uuid, event_id bigint, body text)
returns public.live_chat_messages
language plpgsql
security invoker
set search_path = ''
as $$
declare
  me uuid := private.require_uid('not_authenticated.debes_enviar_mensajes');
  ev public.communities;
  stored public.live_chat_messages;
begin
  if message_id is null then
    raise exception 'message_id_required' using errcode = '22023', detail = private.error_text('message_id_required');
  end if;
  select * into stored from public.live_chat_messages m where m.id = send_live_chat_message.message_id;
  if stored.id is not null then
    if stored.user_id <> me or stored.event_id <> send_live_chat_message.event_id then
      raise exception 'message_id_taken' using errcode = '23505', detail = private.error_text('message_id_taken');
    end if;
    return stored;
  end if;
  if char_length(btrim(coalesce(body, ''))) = 0 then
    raise exception 'message_blank' using errcode = '22023', detail = private.error_text('message_blank');
  end if;
  if char_length(btrim(body)) > 500 then
    raise exception 'live_chat_message_too_long' using errcode = '22001', detail = private.error_text('live_chat_message_too_long');
  end if;
  select * into ev from public.communities c where c.id = send_live_chat_message.event_id and c.is_live_event;
  if ev.id is null then
    raise exception 'live_event_not_found' using errcode = 'P0002', detail = private.error_text('live_event_not_found');
  end if;
  if public.live_status(ev.live_date, ev.duration, now()) = 'ended' then
    raise exception 'live_event_ended' using errcode = 'P0001', detail = private.error_text('live_event_ended');
  end if;
  insert into public.live_chat_messages (id, event_id, user_id, body)
  values (send_live_chat_message.message_id, send_live_chat_message.event_id, me, send_live_chat_message.body)
  on conflict (id) do nothing;
  select * into stored from public.live_chat_messages m where m.id = send_live_chat_message.message_id;
  if stored.id is null or stored.user_id <> me or stored.event_id <> send_live_chat_message.event_id then
    raise exception 'message_id_taken' using errcode = '23505', detail = private.error_text('message_id_taken');
  end if;
  return stored;
end;
$$;

comment on function public.send_live_chat_message(uuid, bigint, text) is 'Sends a live chat message with a client-generated id; a retry returns the stored row; refusals carry codes (not_authenticated, message_blank, live_chat_message_too_long, live_event_not_found, live_event_ended, live_chat_slow_mode, message_id_taken).';
-- Visitors may call it so they get the spec's 'Debes iniciar sesión para enviar mensajes.' rather than a bare 42501.
revoke execute on function public.send_live_chat_message(uuid, bigint, text) from public;
grant execute on function public.send_live_chat_message(uuid, bigint, text) to anon, authenticated;

-- Live hosts ---------------------------------------------------------------------------------------------------

-- Approved hosts create live sessions (create_live_session), and the legacy browser list of host applications
-- (liveQACreatorApplications) is imported once per member (import_legacy_host_applications).

-- Whether a member has an approved host application (status is set by staff, never by the applicant).
create or replace function public.is_approved_host(member uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.applications a
     where a.user_id = member and a.kind = 'host' and a.status = 'approved');
$$;

comment on function public.is_approved_host(uuid) is 'True when the member has an approved live-host application.';
revoke execute on function public.is_approved_host(uuid) from public, anon, authenticated;

-- Creating a live session ------------------------------------------------------------------------------------

create or replace function public.create_live_session(
  title text,
  description text,
  live_date timestamptz,
  duration text,
  price numeric,
  topics text[]
)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := private.require_uid('not_authenticated.un_evento');
  clean_title text := btrim(coalesce(title, ''));
  clean_description text := btrim(coalesce(description, ''));
  clean_duration text := btrim(coalesce(duration, ''));
  clean_topics text[];
  length_of interval;
  new_id bigint;
begin
  if not public.is_approved_host(me) then
    raise exception 'not_approved_host' using errcode = '42501', detail = private.error_text('not_approved_host');
  end if;
  if char_length(clean_title) not between 1 and 120 then
    raise exception 'invalid_live_title' using errcode = '22023', detail = private.error_text('invalid_live_title');
  end if;
  if char_length(clean_description) > 2000 then
    raise exception 'invalid_live_description' using errcode = '22023', detail = private.error_text('invalid_live_description');
  end if;
  if live_date is null or live_date <= now() then
    raise exception 'invalid_live_date' using errcode = '22023', detail = private.error_text('invalid_live_date');
  end if;
  if live_date > now() + interval '1 year' then
    raise exception 'invalid_live_date' using errcode = '22023', detail = private.error_text('invalid_live_date.proximo_ano');
  end if;
  -- parse_spanish_duration reads unrecognisable text as one hour; a duration must name its amount.
  length_of := case when clean_duration ~ '\d' and char_length(clean_duration) <= 50
                    then public.parse_spanish_duration(clean_duration) end;
  if length_of is null or length_of <= interval '0' or length_of > interval '24 hours' then
    raise exception 'invalid_live_duration' using errcode = '22023', detail = private.error_text('invalid_live_duration');
  end if;
  if price is null or price < 0 or price > 10000 then
    raise exception 'invalid_live_price' using errcode = '22023', detail = private.error_text('invalid_live_price');
  end if;
  select coalesce(array_agg(t order by first_at), '{}') into clean_topics
    from (select min(btrim(x)) as t, min(ord) as first_at
            from unnest(coalesce(topics, '{}')) with ordinality as u(x, ord)
           where btrim(x) <> ''
           group by lower(btrim(x))) d;
  if cardinality(clean_topics) > 5 then
    raise exception 'invalid_live_topics' using errcode = '22023', detail = private.error_text('invalid_live_topics');
  end if;
  if exists (select 1 from unnest(clean_topics) t where char_length(t) > 40) then
    raise exception 'invalid_live_topics' using errcode = '22023', detail = private.error_text('invalid_live_topics.40_caracteres');
  end if;

  insert into public.communities (name, description, topics, is_live_event, live_date, duration, host_id, host_name, price)
  select clean_title, clean_description, clean_topics, true, create_live_session.live_date, clean_duration, me, p.name,
         round(create_live_session.price, 2)
    from public.profiles p
   where p.id = me
  returning id into new_id;
  return new_id;
end;
$$;

comment on function public.create_live_session(text, text, timestamptz, text, numeric, text[]) is
  'An approved host creates a live-event community (host = caller, host name from the profile); validates title, future date, Spanish duration, price and up to 5 topics; returns the new id.';
revoke execute on function public.create_live_session(text, text, timestamptz, text, numeric, text[]) from public, anon;
grant execute on function public.create_live_session(text, text, timestamptz, text, numeric, text[]) to authenticated;

-- Legacy host applications -----------------------------------------------------------------------------------

-- Entries look like {fullName, email, expertiseAreas, motivation, agreedToTerms, userId, status, submittedAt}.
-- Only the caller's own entries count; the browser's status is never trusted (every import is pending).
create or replace function public.import_legacy_host_applications(entries jsonb)
returns int
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := private.require_uid('not_authenticated.como_anfitrion');
  candidate jsonb;
  entry jsonb;
  submitted timestamptz;
  added int := 0;
begin
  if jsonb_typeof(entries) is distinct from 'array' then
    raise exception 'invalid_legacy_applications' using errcode = '22023', detail = private.error_text('invalid_legacy_applications');
  end if;
  if jsonb_array_length(entries) > 100 then
    raise exception 'too_many_legacy_applications' using errcode = '22023', detail = private.error_text('too_many_legacy_applications');
  end if;
  -- One open host application per member: an open one (or an already imported entry) wins over the browser's copy.
  if exists (select 1 from public.applications a where a.user_id = me and a.kind = 'host' and a.status in ('pending', 'approved')) then
    return 0;
  end if;

  -- The newest usable entry of the caller (several entries are several attempts at the same application);
  -- entries of other members, without terms accepted, with missing fields or an unreadable date are skipped.
  for candidate in
    select e from jsonb_array_elements(entries) as e
     where jsonb_typeof(e) = 'object'
       and e ->> 'userId' = me::text
       and (e ->> 'agreedToTerms') = 'true'
       and char_length(btrim(coalesce(e ->> 'fullName', ''))) between 1 and 120
       and char_length(btrim(coalesce(e ->> 'expertiseAreas', ''))) between 1 and 500
       and char_length(btrim(coalesce(e ->> 'motivation', ''))) between 1 and 5000
     order by e ->> 'submittedAt' desc nulls last
  loop
    begin
      submitted := least(coalesce((candidate ->> 'submittedAt')::timestamptz, now()), now());
      entry := candidate;
      exit;
    exception when others then
      continue;
    end;
  end loop;
  if entry is null then
    return 0;
  end if;

  -- Imported before (and since decided by staff): the same submission is not filed twice.
  if exists (select 1 from public.applications a where a.user_id = me and a.kind = 'host' and a.submitted_at = submitted) then
    return 0;
  end if;

  insert into public.applications (user_id, kind, full_name, email, expertise, motivation, agreed_to_terms, status, submitted_at)
  select me, 'host', btrim(entry ->> 'fullName'),
         case when btrim(coalesce(entry ->> 'email', '')) ~* '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
              then btrim(entry ->> 'email') else u.email end,
         btrim(entry ->> 'expertiseAreas'), btrim(entry ->> 'motivation'), true, 'pending', submitted
    from auth.users u
   where u.id = me
  on conflict do nothing;
  get diagnostics added = row_count;
  return added;
end;
$$;

comment on function public.import_legacy_host_applications(jsonb) is
  'Imports the caller''s newest legacy browser host application (liveQACreatorApplications) as pending, unless an open one exists or it was imported before; returns how many were added (0 or 1).';
revoke execute on function public.import_legacy_host_applications(jsonb) from public, anon;
grant execute on function public.import_legacy_host_applications(jsonb) to authenticated;
