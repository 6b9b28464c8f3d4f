-- Live chat moderation (issue 31): the event's host and staff delete a message (gone for everyone: 'chat_delete' on
-- live:<event id>, which a hidden message sends too) and time a member out for N minutes (the database refuses their
-- messages until then, and 'timeout' on live:<event id> tells the page at once). Every action is in the staff log.

create table public.live_chat_timeouts (
  event_id bigint not null references public.communities on delete cascade,
  user_id uuid not null references public.profiles on delete cascade,
  until timestamptz not null,
  created_by uuid references public.profiles on delete set null,
  reason text constraint live_chat_timeouts_reason_length check (char_length(btrim(reason)) between 1 and 1000),
  created_at timestamptz not null default now(),
  primary key (event_id, user_id)
);

comment on table public.live_chat_timeouts is 'Members timed out of a live event''s chat until a time; read by the member, the event''s host and staff; written only by timeout_live_chat_member / lift_live_chat_timeout.';

create index live_chat_timeouts_user_idx on public.live_chat_timeouts (user_id);

select private.secure_table('public.live_chat_timeouts', 'user_id',
  read_own => 'Members see their own live chat timeouts');
grant select on table public.live_chat_timeouts to authenticated;

-- The caller moderates the event's chat: its host, or staff.
create or replace function public.is_live_moderator(event_id bigint)
returns boolean language sql stable security definer set search_path = '' as $$
  select public.is_staff() or exists (
    select 1 from public.communities c
     where c.id = is_live_moderator.event_id and c.is_live_event and c.host_id = (select auth.uid()));
$$;

comment on function public.is_live_moderator(bigint) is 'True when the caller hosts the live event or is staff (may delete its chat messages and time members out).';

create policy "Hosts and staff see the timeouts of a live chat"
  on public.live_chat_timeouts for select
  to authenticated
  using (public.is_live_moderator(event_id));

create or replace function private.require_live_moderator(event_id bigint)
returns uuid language plpgsql stable set search_path = '' as $$
declare
  me uuid := private.require_uid();
begin
  if not public.is_live_moderator(event_id) then
    raise exception 'not_live_moderator' using errcode = '42501', detail = private.error_text('not_live_moderator');
  end if;
  return me;
end $$;

comment on function private.require_live_moderator(bigint) is 'The caller''s id when they host the live event or are staff, else raises not_live_moderator (42501).';
revoke execute on function private.require_live_moderator(bigint) from public, anon, authenticated;

create or replace function public.delete_live_chat_message(message_id uuid, reason text default null)
returns void language plpgsql security definer set search_path = '' as $$
declare
  msg public.live_chat_messages;
begin
  select * into msg from public.live_chat_messages m where m.id = delete_live_chat_message.message_id for update;
  if msg.id is null then
    raise exception 'live_message_not_found' using errcode = 'PT404', detail = private.error_text('live_message_not_found');
  end if;
  perform private.require_live_moderator(msg.event_id);
  if char_length(reason) > 1000 then
    perform private.require_reason(reason);
  end if;
  delete from public.live_chat_messages m where m.id = msg.id;
  perform private.log_staff_action('delete_live_message', 'live_message', msg.id::text, reason,
    jsonb_build_object('event_id', msg.event_id, 'author', msg.user_id, 'body', msg.body));
end $$;

comment on function public.delete_live_chat_message(uuid, text) is 'The event''s host or staff delete a live chat message (reason optional, up to 1000 characters); viewers get ''chat_delete'' on live:<event id>.';

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
                        'timeout', 'live:' || stored.event_id::text, false);
  perform private.log_staff_action('timeout_live_member', 'profile', member::text, reason,
    jsonb_build_object('event_id', event_id, 'minutes', minutes, 'until', stored.until));
  return stored;
end $$;

comment on function public.timeout_live_chat_member(bigint, uuid, int, text) is 'The event''s host or staff silence a member in its chat for 1 to 10080 minutes (not the host, staff or themselves); announced as ''timeout'' on live:<event id>.';

create or replace function public.lift_live_chat_timeout(event_id bigint, member uuid)
returns void language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_live_moderator(event_id);
  delete from public.live_chat_timeouts t where t.event_id = lift_live_chat_timeout.event_id and t.user_id = member;
  if found then
    perform realtime.send(jsonb_build_object('event_id', event_id, 'user_id', member, 'until', null),
                          'timeout', 'live:' || event_id::text, false);
    perform private.log_staff_action('lift_live_timeout', 'profile', member::text, null, jsonb_build_object('event_id', event_id));
  end if;
end $$;

comment on function public.lift_live_chat_timeout(bigint, uuid) is 'The event''s host or staff let a timed-out member chat again before the time is up.';

revoke execute on function public.delete_live_chat_message(uuid, text), public.timeout_live_chat_member(bigint, uuid, int, text),
  public.lift_live_chat_timeout(bigint, uuid) from public, anon;

-- BEFORE INSERT, whoever writes: a timed-out member's message is refused with the minutes left.
create or replace function public.live_chat_enforce_timeout()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  until timestamptz;
  wait_minutes int;
begin
  select t.until into until from public.live_chat_timeouts t
   where t.event_id = new.event_id and t.user_id = new.user_id and t.until > now();
  if until is not null then
    wait_minutes := greatest(1, ceil(extract(epoch from (until - now())) / 60))::int;
    raise exception 'live_chat_timed_out'
      using errcode = 'P0001',
            detail = format(private.error_text('live_chat_timed_out'), wait_minutes,
                            case when wait_minutes = 1 then 'minuto' else 'minutos' end),
            hint = format('retry_after=%s', ceil(extract(epoch from (until - now())))::int);
  end if;
  return new;
end $$;

comment on function public.live_chat_enforce_timeout() is 'Refuses a live chat message from a member timed out of the event''s chat (live_chat_timed_out, with the minutes left).';
revoke execute on function public.live_chat_enforce_timeout() from public, anon, authenticated;

-- Named to run before the slow-mode trigger (triggers fire by name): a timed-out member hears about the timeout.
create trigger live_chat_messages_check_timeout before insert on public.live_chat_messages for each row execute function public.live_chat_enforce_timeout();

-- A deleted or hidden message leaves every open page at once.
create or replace function public.live_chat_broadcast_removal()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  perform realtime.send(jsonb_build_object('id', old.id, 'event_id', old.event_id), 'chat_delete',
                        'live:' || old.event_id::text, false);
  return null;
end $$;

comment on function public.live_chat_broadcast_removal() is 'Broadcasts a deleted or hidden live chat message''s id as event ''chat_delete'' on live:<event id>.';
revoke execute on function public.live_chat_broadcast_removal() from public, anon, authenticated;

create trigger live_chat_messages_broadcast_delete after delete on public.live_chat_messages for each row execute function public.live_chat_broadcast_removal();

create trigger live_chat_messages_broadcast_hidden after update of hidden_by_moderation on public.live_chat_messages for each row when (new.hidden_by_moderation and not old.hidden_by_moderation) execute function public.live_chat_broadcast_removal();
