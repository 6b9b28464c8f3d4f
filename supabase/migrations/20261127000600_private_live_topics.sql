-- Realtime topics nobody can forge: live:<event id> becomes a private topic (Realtime Authorization) that anyone who
-- may see the event receives on and nobody sends on, so status, chat, moderation, on-air and viewer broadcasts come
-- from the database alone (realtime.send with private => true). dm:<conversation id> was already private: its members
-- may still send (typing through presence, the writer's relay of a message just written), and clients treat what
-- arrives there as a hint confirmed by the stored rows (see the README's realtime topics).

-- Receiving ----------------------------------------------------------------------------------------------------

create or replace function public.is_live_topic_viewer(topic text)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select case
    when topic ~ '^live:[1-9][0-9]{0,17}$' then
      exists (select 1 from public.communities c where c.id = substr(topic, 6)::bigint and c.is_live_event)
    else false
  end;
$$;

comment on function public.is_live_topic_viewer(text) is 'Whether the caller may receive on a live:<event id> topic: the live event exists and the caller can see it (visitors included).';
revoke execute on function public.is_live_topic_viewer(text) from public;
grant execute on function public.is_live_topic_viewer(text) to anon, authenticated;

create policy "Anyone who sees a live event receives on its live topic"
  on realtime.messages for select
  to anon, authenticated
  using (realtime.messages.extension = 'broadcast' and public.is_live_topic_viewer((select realtime.topic())));

-- No insert policy names live: topics: nobody but the database sends on them.

-- Sending: every live: broadcast goes out private --------------------------------------------------------------

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
      'status', 'live:' || ev.id::text, true);
    sent := sent + 1;
  end loop;
  return sent;
end;
$$;

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
    'chat', 'live:' || new.event_id::text, true);
  return null;
end;
$$;

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
    'air', 'live:' || new.event_id::text, true);
  return null;
end;
$$;

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
                       'viewers', 'live:' || changed.event_id::text, true);
$$;

create or replace function public.timeout_live_chat_member(event_id bigint, member uuid, minutes int, reason text default null)
returns public.live_chat_timeouts language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_live_moderator(event_id);
  stored public.live_chat_timeouts;
begin
  if minutes is null or minutes not between 1 and 10080 then
    raise exception 'invalid_timeout_minutes' using errcode = '22023', detail = private.error_text('invalid_timeout_minutes');
  end if;
  if char_length(reason) > 1000 then
    perform private.require_reason(reason);
  end if;
  if member is null or member = me
     or exists (select 1 from public.communities c where c.id = timeout_live_chat_member.event_id and c.host_id = member)
     or exists (select 1 from public.user_roles r where r.user_id = member) then
    raise exception 'cannot_timeout_member' using errcode = '42501', detail = private.error_text('cannot_timeout_member');
  end if;
  insert into public.live_chat_timeouts as t (event_id, user_id, until, created_by, reason)
  values (timeout_live_chat_member.event_id, member, now() + make_interval(mins => minutes), me, nullif(btrim(reason), ''))
  on conflict on constraint live_chat_timeouts_pkey do update
     set until = excluded.until, created_by = excluded.created_by, reason = excluded.reason, created_at = now()
  returning * into stored;
  perform realtime.send(jsonb_build_object('event_id', stored.event_id, 'user_id', stored.user_id, 'until', stored.until),
                        'timeout', 'live:' || stored.event_id::text, true);
  perform private.log_staff_action('timeout_live_member', 'profile', member::text, reason,
    jsonb_build_object('event_id', event_id, 'minutes', minutes, 'until', stored.until));
  return stored;
end $$;

create or replace function public.lift_live_chat_timeout(event_id bigint, member uuid)
returns void language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_live_moderator(event_id);
  delete from public.live_chat_timeouts t where t.event_id = lift_live_chat_timeout.event_id and t.user_id = member;
  if found then
    perform realtime.send(jsonb_build_object('event_id', event_id, 'user_id', member, 'until', null),
                          'timeout', 'live:' || event_id::text, true);
    perform private.log_staff_action('lift_live_timeout', 'profile', member::text, null, jsonb_build_object('event_id', event_id));
  end if;
end $$;

create or replace function public.live_chat_broadcast_removal()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  perform realtime.send(jsonb_build_object('id', old.id, 'event_id', old.event_id), 'chat_delete',
                        'live:' || old.event_id::text, true);
  return null;
end $$;

comment on function public.live_chat_broadcast() is 'Broadcasts a new live chat message (with the sender''s name and avatar) as event ''chat'' on the private topic live:<event id>.';
comment on function public.live_broadcast_air() is 'Broadcasts a live broadcast row as event ''air'' on the private topic live:<event id> (its triggers: insert, and a change of state, take or paths).';
