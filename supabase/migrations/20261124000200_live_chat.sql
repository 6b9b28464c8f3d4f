-- Live chat, part two: slow mode per event (one message per N seconds per member, enforced here), a send RPC that is
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
