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
