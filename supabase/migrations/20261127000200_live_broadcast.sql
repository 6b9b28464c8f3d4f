-- Live broadcasting (issue 30; the media service side is media/README.md): each host's stream key, the on-air state of an
-- event that the media service feeds through service-role functions (start, segment heartbeat, stop, and a pg_cron
-- sweep for a media service that died), the 'air' broadcast on live:<event id>, the recording the host may delete,
-- bucket live, and a viewer count kept by pings and broadcast every 5 seconds (its cost does not grow per viewer).

-- Stream keys ---------------------------------------------------------------------------------------------------

create table private.live_stream_keys (
  event_id bigint primary key references public.communities on delete cascade,
  stream_key text not null unique,
  created_at timestamptz not null default now()
);

comment on table private.live_stream_keys is 'The RTMP stream key of each live event; read only through live_stream_key (the host) and live_ingest_start (the media service).';

select private.secure_table('private.live_stream_keys');
revoke all on table private.live_stream_keys from public;
grant select on table private.live_stream_keys to service_role;

-- The event when host is its host; otherwise not_live_host (an unknown event too: nobody hosts it).
create or replace function private.require_live_host(event_id bigint, host uuid default auth.uid())
returns public.communities
language plpgsql
stable
set search_path = ''
as $$
declare
  ev public.communities;
begin
  select * into ev from public.communities c
   where c.id = require_live_host.event_id and c.is_live_event and c.host_id = require_live_host.host;
  if found then
    return ev;
  end if;
  raise exception 'not_live_host' using errcode = '42501', detail = private.error_text('not_live_host');
end;
$$;

comment on function private.require_live_host(bigint, uuid) is 'The live event hosted by host (default: the caller), or raises not_live_host (42501).';
revoke execute on function private.require_live_host(bigint, uuid) from public, anon, authenticated;
grant execute on function private.require_live_host(bigint, uuid) to service_role;

create or replace function public.live_stream_key(event_id bigint)
returns text
language sql
security definer
set search_path = ''
as $$
  insert into private.live_stream_keys (event_id, stream_key)
  select ev.id, 'live_' || encode(extensions.gen_random_bytes(20), 'hex') from private.require_live_host(live_stream_key.event_id) ev
  on conflict (event_id) do nothing;
  select k.stream_key from private.live_stream_keys k where k.event_id = live_stream_key.event_id;
$$;

-- The delete refuses anyone but the host; live_stream_key checks again (a stranger is refused when there was no key).
create or replace function public.regenerate_live_stream_key(event_id bigint)
returns text
language sql
security definer
set search_path = ''
as $$
  delete from private.live_stream_keys k
   where k.event_id = (select ev.id from private.require_live_host(regenerate_live_stream_key.event_id) ev);
  select public.live_stream_key(regenerate_live_stream_key.event_id);
$$;

comment on function public.live_stream_key(bigint) is 'The host''s RTMP stream key of their live event, created on first call; not_live_host for anyone else.';
comment on function public.regenerate_live_stream_key(bigint) is 'Gives the host a new stream key for their live event; the old key is refused from then on.';

revoke execute on function public.live_stream_key(bigint), public.regenerate_live_stream_key(bigint) from public, anon;
grant execute on function public.live_stream_key(bigint), public.regenerate_live_stream_key(bigint) to authenticated;

-- On-air state ------------------------------------------------------------------------------------------------------

create table public.live_broadcasts (
  event_id bigint primary key references public.communities on delete cascade,
  state text not null default 'idle'
    constraint live_broadcasts_state_valid check (state in ('idle', 'live', 'lost', 'ended')),
  source text constraint live_broadcasts_source_valid check (source in ('browser', 'rtmp')),
  take int not null default 0 constraint live_broadcasts_take_valid check (take >= 0),
  playlist_path text,
  recording_path text,
  recording_seconds numeric
    constraint live_broadcasts_recording_seconds_valid check (recording_seconds between 0 and 604800),
  started_at timestamptz,
  last_segment_at timestamptz,
  ended_at timestamptz,
  updated_at timestamptz not null default now()
);

comment on table public.live_broadcasts is 'On-air state of a live event (idle, live, lost, ended), its current take''s HLS playlist and its recording (object paths in bucket live; a value starting with / or http is a site URL); written only by the media service''s functions.';

select private.secure_table('public.live_broadcasts', read_all => 'Anyone can read the on-air state of live events');
grant select on table public.live_broadcasts to anon, authenticated;

comment on column public.live_broadcasts.take is 'How many times the broadcast started (browser or RTMP); each take has its own playlist <event>/<take>/live.m3u8.';
comment on column public.live_broadcasts.recording_path is 'The VOD playlist of every take (<event>/recording.m3u8 in bucket live), or a site URL for seeded recordings; null once the host deletes it.';

-- Every new row, and every change of state, take or paths, goes out as event 'air' on the public topic
-- live:<event id>. The update trigger's condition skips the segment heartbeats (they change none of them).
create or replace function public.live_broadcast_air()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform realtime.send(
    jsonb_build_object('event_id', new.event_id, 'state', new.state, 'take', new.take, 'playlist_path', new.playlist_path,
                       'recording_path', new.recording_path, 'recording_seconds', new.recording_seconds, 'server_time', now()),
    'air', 'live:' || new.event_id::text, false);
  return null;
end;
$$;

create trigger live_broadcasts_air_new after insert on public.live_broadcasts
  for each row execute function public.live_broadcast_air();
create trigger live_broadcasts_air_change after update of state, take, playlist_path, recording_path on public.live_broadcasts
  for each row when ((new.state, new.take, new.playlist_path, new.recording_path)
                     is distinct from (old.state, old.take, old.playlist_path, old.recording_path))
  execute function public.live_broadcast_air();

comment on function public.live_broadcast_air() is 'Broadcasts a live broadcast row as event ''air'' on the public topic live:<event id> (its triggers: insert, and a change of state, take or paths).';
revoke execute on function public.live_broadcast_air() from public, anon, authenticated;

-- Ingest: called by the media service with the service key --------------------------------------------------------

-- These, the sweep and the count run as the caller: the service role (the media service's key) and pg_cron's owner
-- read and write every row, clients may not run them at all.

-- browser: event_id and host (the sub of the host's verified token); rtmp: the stream key names the event.
create or replace function public.live_ingest_start(source text, event_id bigint default null, stream_key text default null,
  host uuid default null)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  target bigint := live_ingest_start.event_id;
  ev public.communities;
  ends_at timestamptz;
  b public.live_broadcasts;
begin
  if source is null or source not in ('browser', 'rtmp') then
    raise exception 'live_source_invalid' using errcode = '22023', detail = private.error_text('live_source_invalid');
  end if;
  if source = 'rtmp' then
    select k.event_id into target from private.live_stream_keys k
     where k.stream_key = live_ingest_start.stream_key and char_length(live_ingest_start.stream_key) <= 200
       and k.event_id = coalesce(live_ingest_start.event_id, k.event_id);
    if target is null then
      raise exception 'live_stream_key_invalid' using errcode = '42501', detail = private.error_text('live_stream_key_invalid');
    end if;
  end if;
  select * into ev from public.communities c where c.id = target and c.is_live_event;
  if ev.id is null then
    raise exception 'live_event_not_found' using errcode = 'P0001', detail = private.error_text('live_event_not_found');
  end if;
  if source = 'browser' then
    perform private.require_live_host(ev.id, host);
  end if;
  ends_at := ev.live_date + public.parse_spanish_duration(ev.duration);
  if ev.live_date is null or now() < ev.live_date - interval '15 minutes' or now() >= ends_at then
    raise exception 'live_outside_window' using errcode = 'P0001', detail = private.error_text('live_outside_window');
  end if;

  insert into public.live_broadcasts as o (event_id, state, source, take, playlist_path, recording_path, started_at, last_segment_at)
  values (ev.id, 'live', source, 1, ev.id || '/1/live.m3u8', ev.id || '/recording.m3u8', now(), now())
  on conflict on constraint live_broadcasts_pkey do update
    set state = 'live', source = excluded.source, take = o.take + 1, playlist_path = ev.id || '/' || (o.take + 1) || '/live.m3u8',
        recording_path = excluded.recording_path, started_at = coalesce(o.started_at, now()), last_segment_at = now(),
        ended_at = null, updated_at = now()
  returning * into b;
  return jsonb_build_object('event_id', b.event_id, 'take', b.take, 'playlist_path', b.playlist_path,
                            'recording_path', b.recording_path, 'ends_at', ends_at);
end;
$$;

comment on function public.live_ingest_start(text, bigint, text, uuid) is 'Media service: a take starts (browser: event_id + host must be its host; rtmp: the stream key names the event) inside the window [live_date - 15 min, end); returns {event_id, take, playlist_path, recording_path, ends_at}; refusals: live_source_invalid, live_stream_key_invalid, live_event_not_found, not_live_host, live_outside_window.';

-- Heartbeat after each uploaded segment of the current take; a lost take is live again. A negative or absurd length is
-- refused by the table's check.
create or replace function public.live_ingest_segment(event_id bigint, take int, recording_seconds numeric)
returns void
language sql
set search_path = ''
as $$
  update public.live_broadcasts b
     set last_segment_at = now(), recording_seconds = coalesce(live_ingest_segment.recording_seconds, b.recording_seconds),
         state = case b.state when 'lost' then 'live' else b.state end, updated_at = now()
   where b.event_id = live_ingest_segment.event_id and b.take = live_ingest_segment.take;
$$;

comment on function public.live_ingest_segment(bigint, int, numeric) is 'Media service: a segment of the take was uploaded (last_segment_at, recording_seconds; lost → live); ignored for a take that is not the current one.';

-- reason 'finished' (the host ended it) or 'lost' (the connection dropped); an old take or an ended broadcast stays.
create or replace function public.live_ingest_stop(event_id bigint, take int, reason text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if reason is null or reason not in ('finished', 'lost') then
    raise exception 'live_stop_reason_invalid' using errcode = '22023', detail = private.error_text('live_stop_reason_invalid');
  end if;
  update public.live_broadcasts b
     set state = case reason when 'finished' then 'ended' else 'lost' end,
         ended_at = case reason when 'finished' then now() end, updated_at = now()
   where b.event_id = live_ingest_stop.event_id and b.take = live_ingest_stop.take and b.state in ('live', 'lost');
end;
$$;

comment on function public.live_ingest_stop(bigint, int, text) is 'Media service: the take ended, ''finished'' (→ ended) or ''lost'' (→ lost); ignored for an old take.';

-- pg_cron, every 10 seconds: a take without a segment for 15 s is lost (the media service died), and whatever is still
-- live or lost when the event's window closes has ended. Returns how many broadcasts changed.
create or replace function public.sweep_live_broadcasts()
returns int
language sql
set search_path = ''
as $$
  with swept as (
    update public.live_broadcasts b
       set state = case when w.over then 'ended' else 'lost' end,
           ended_at = case when w.over then now() end, updated_at = now()
      from public.communities c,
           lateral (select coalesce(now() >= c.live_date + public.parse_spanish_duration(c.duration), true) as over) w
     where c.id = b.event_id and b.state in ('live', 'lost')
       and (w.over or (b.state = 'live' and b.last_segment_at < now() - interval '15 seconds'))
    returning 1
  )
  select count(*)::int from swept;
$$;

comment on function public.sweep_live_broadcasts() is 'pg_cron: live broadcasts without a segment for 15 s become lost; live or lost ones past the event''s end become ended; returns how many changed.';

revoke execute on function public.live_ingest_start(text, bigint, text, uuid), public.live_ingest_segment(bigint, int, numeric),
  public.live_ingest_stop(bigint, int, text), public.sweep_live_broadcasts() from public, anon, authenticated;
grant execute on function public.live_ingest_start(text, bigint, text, uuid), public.live_ingest_segment(bigint, int, numeric),
  public.live_ingest_stop(bigint, int, text), public.sweep_live_broadcasts() to service_role;

-- The recording ----------------------------------------------------------------------------------------------------

-- The client removes the objects under <event>/ in bucket live afterwards (the host's storage delete policy below).
create or replace function public.delete_live_recording(event_id bigint)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_live_host(event_id);
  update public.live_broadcasts b set recording_path = null, recording_seconds = null, updated_at = now()
   where b.event_id = delete_live_recording.event_id and b.state <> 'live';
  if not found and exists (select 1 from public.live_broadcasts b where b.event_id = delete_live_recording.event_id and b.state = 'live') then
    raise exception 'live_recording_while_live' using errcode = 'P0001', detail = private.error_text('live_recording_while_live');
  end if;
end;
$$;

comment on function public.delete_live_recording(bigint) is 'The host forgets their event''s recording (recording_path, recording_seconds → null); not_live_host for anyone else, live_recording_while_live while on air.';
revoke execute on function public.delete_live_recording(bigint) from public, anon;
grant execute on function public.delete_live_recording(bigint) to authenticated;

-- Bucket live: <event>/<take>/live.m3u8 and seg-<n>.ts, <event>/recording.m3u8. Visitors read it; only the media
-- service's key writes it (no insert or update policy); the host removes their event's files when not on air.
insert into storage.buckets (id, name, public) values ('live', 'live', true)
on conflict (id) do nothing;

create policy "Anyone watches live video and recordings"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id = 'live');

create policy "Hosts delete their live session's video when it is not on air"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'live' and exists (
    select 1 from public.communities c where c.id::text = (storage.foldername(objects.name))[1] and c.host_id = (select auth.uid())
       and not exists (select 1 from public.live_broadcasts b where b.event_id = c.id and b.state = 'live')));

-- Viewer count --------------------------------------------------------------------------------------------------------

create table public.live_viewers (
  event_id bigint not null references public.communities on delete cascade,
  viewer_key uuid not null,
  seen_at timestamptz not null default now(),
  primary key (event_id, viewer_key)
);

comment on table public.live_viewers is 'Open pages of live events by a random key per page, pinged every 20 s; only live_viewer_ping / live_viewer_leave write it and no client reads it (the count is live_viewer_counts).';

create index live_viewers_seen_at_idx on public.live_viewers (seen_at);

select private.secure_table('public.live_viewers');
create policy "Only the service role reads viewer pings" on public.live_viewers for select to service_role using (true);

create table public.live_viewer_counts (
  event_id bigint primary key references public.communities on delete cascade,
  viewers int not null constraint live_viewer_counts_viewers_valid check (viewers >= 0),
  counted_at timestamptz not null default now()
);

comment on table public.live_viewer_counts is 'Viewers of each live event (pages that pinged in the last 45 s), as last broadcast; counted_at is when that count was taken.';

select private.secure_table('public.live_viewer_counts', read_all => 'Anyone can read how many are watching a live event');
grant select on table public.live_viewer_counts to anon, authenticated;

-- A ping without a key or for anything but a live event stores nothing.
create or replace function public.live_viewer_ping(event_id bigint, viewer_key uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.live_viewers as v (event_id, viewer_key)
  select c.id, live_viewer_ping.viewer_key from public.communities c
   where c.id = live_viewer_ping.event_id and c.is_live_event and live_viewer_ping.viewer_key is not null
  on conflict on constraint live_viewers_pkey do update set seen_at = now();
$$;

comment on function public.live_viewer_ping(bigint, uuid) is 'An open page of a live event says it is still there (every 20 s, a random key per page).';

create or replace function public.live_viewer_leave(event_id bigint, viewer_key uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.live_viewers v where v.event_id = live_viewer_leave.event_id and v.viewer_key = live_viewer_leave.viewer_key;
$$;

comment on function public.live_viewer_leave(bigint, uuid) is 'A page of a live event closed: its key stops counting at the next count.';

revoke execute on function public.live_viewer_ping(bigint, uuid), public.live_viewer_leave(bigint, uuid) from public;
grant execute on function public.live_viewer_ping(bigint, uuid), public.live_viewer_leave(bigint, uuid) to anon, authenticated;

-- pg_cron, every 5 seconds: forgets keys older than 5 minutes, counts the keys seen in the last 45 s per event and
-- broadcasts 'viewers' on live:<event id> where the count changed (back to 0 too). Returns how many were broadcast.
create or replace function public.broadcast_live_viewer_counts()
returns int
language sql
set search_path = ''
as $$
  delete from public.live_viewers v where v.seen_at < now() - interval '5 minutes';
  with changed as (
    insert into public.live_viewer_counts as o (event_id, viewers, counted_at)
    select coalesce(n.event_id, prev.event_id), coalesce(n.viewers, 0), now()
      from (select v.event_id, count(*)::int as viewers from public.live_viewers v
             where v.seen_at > now() - interval '45 seconds' group by v.event_id) n
      full join public.live_viewer_counts prev on prev.event_id = n.event_id
     where coalesce(n.viewers, 0) is distinct from prev.viewers
    on conflict on constraint live_viewer_counts_pkey do update set viewers = excluded.viewers, counted_at = excluded.counted_at
    returning o.event_id, o.viewers
  )
  select count(*)::int
    from changed,
         realtime.send(jsonb_build_object('event_id', changed.event_id, 'viewers', changed.viewers, 'server_time', now()),
                       'viewers', 'live:' || changed.event_id::text, false);
$$;

comment on function public.broadcast_live_viewer_counts() is 'pg_cron: counts each live event''s viewers (keys seen in the last 45 s), stores and broadcasts ''viewers'' on live:<id> where the count changed, forgets keys older than 5 minutes; returns how many were broadcast.';
revoke execute on function public.broadcast_live_viewer_counts() from public, anon, authenticated;
grant execute on function public.broadcast_live_viewer_counts() to service_role;

-- Schedules (pg_cron was created by the live migration where it exists; without it nothing is scheduled).
do $$
begin
  if to_regprocedure('cron.schedule(text,text,text)') is not null then
    perform cron.schedule('sweep-live-broadcasts', '10 seconds', 'select public.sweep_live_broadcasts()');
    perform cron.schedule('broadcast-live-viewer-counts', '5 seconds', 'select public.broadcast_live_viewer_counts()');
  else
    raise notice 'pg_cron is not available: live broadcasts are not swept and viewer counts are not broadcast';
  end if;
end $$;
