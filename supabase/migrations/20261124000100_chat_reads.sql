-- Direct chat, second part: idempotent send with coded refusals, paged and catch-up reads by (created_at, id),
-- read receipts (one monotonic pointer per member and conversation), unread counts, the contact list, and
-- per-member broadcasts on user:<id> so every device of both members learns about new messages and reads.

-- Read receipts --------------------------------------------------------------------------------------------

create table public.conversation_reads (
  conversation_id uuid not null references public.conversations on delete cascade,
  user_id uuid not null references public.profiles on delete cascade,
  last_read_message_id uuid not null,
  last_read_at timestamptz not null,
  updated_at timestamptz not null default now(),
  primary key (conversation_id, user_id)
);

comment on table public.conversation_reads is 'How far each member has read a conversation: the (created_at, id) of the last message seen; both members of the pair can read it (receipts), only mark_conversation_read writes it.';
comment on column public.conversation_reads.last_read_at is 'created_at of the last read message, so "read up to" compares as (created_at, id) like the history order.';

select private.secure_table('public.conversation_reads');
grant select on table public.conversation_reads to authenticated;

create policy "Conversation members can read both read pointers of their conversation"
  on public.conversation_reads for select
  to authenticated
  using (exists (
    select 1 from public.conversations c
     where c.id = conversation_id and (select auth.uid()) in (c.user_a, c.user_b)
  ));

-- Opening a conversation: unknown and blocked members get their own refusal -------------------------------

comment on function public.open_conversation(uuid) is 'Returns the conversation id between the signed-in member and another member, creating it when needed; refuses oneself, unknown and blocked members.';

-- Sending ---------------------------------------------------------------------------------------------------

-- Idempotent on the client's id: a retry returns the stored row, so an outbox can resend blindly.
create or replace function public.send_message(message_id uuid, conversation_id uuid, body text)
returns public.messages
language plpgsql
security invoker
set search_path = ''
as $$
declare
  answer jsonb;
begin
  answer := public.send_messages(jsonb_build_array(jsonb_build_object(
    'id', send_message.message_id, 'conversation_id', send_message.conversation_id, 'body', send_message.body))) -> 0;
  case answer ->> 'code'
    when 'message_id_required' then raise exception 'message_id_required' using errcode = '22023', detail = answer ->> 'error';
    when 'message_blank' then raise exception 'message_blank' using errcode = '22023', detail = answer ->> 'error';
    when 'message_too_long' then raise exception 'message_too_long' using errcode = '22001', detail = answer ->> 'error';
    when 'not_conversation_member' then raise exception 'not_conversation_member' using errcode = '42501', detail = answer ->> 'error';
    when 'messaging_blocked' then raise exception 'messaging_blocked' using errcode = '42501', detail = answer ->> 'error';
    when 'message_id_taken' then raise exception 'message_id_taken' using errcode = '23505', detail = answer ->> 'error';
    else null;
  end case;
  return jsonb_populate_record(null::public.messages, answer -> 'message');
end;
$$;

comment on function public.send_message(uuid, uuid, text) is 'Sends a message with a client-generated id; a retry with the same id returns the stored row; refusals carry codes (message_blank, message_too_long, not_conversation_member, messaging_blocked, message_id_taken).';
revoke execute on function public.send_message(uuid, uuid, text) from public, anon;
grant execute on function public.send_message(uuid, uuid, text) to authenticated;

-- Reading by (created_at, id) ------------------------------------------------------------------------------

create or replace function public.chat_messages_before(
  conversation_id uuid, before_created_at timestamptz default null, before_id uuid default null, page_size int default 30)
returns setof public.messages
language sql
stable
security invoker
set search_path = ''
as $$
  select * from (
    select m.* from public.messages m
     where m.conversation_id = chat_messages_before.conversation_id
       and (chat_messages_before.before_created_at is null
            or (m.created_at, m.id) < (chat_messages_before.before_created_at,
                                       coalesce(chat_messages_before.before_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)))
     order by m.created_at desc, m.id desc
     limit least(greatest(coalesce(chat_messages_before.page_size, 30), 1), 200)
  ) page
  order by page.created_at, page.id;
$$;

comment on function public.chat_messages_before(uuid, timestamptz, uuid, int) is 'A page of history just before (created_at, id) — the newest page when the cursor is null — oldest first; at most 200.';
revoke execute on function public.chat_messages_before(uuid, timestamptz, uuid, int) from public, anon;
grant execute on function public.chat_messages_before(uuid, timestamptz, uuid, int) to authenticated;

create or replace function public.chat_messages_after(
  conversation_id uuid, after_created_at timestamptz default null, after_id uuid default null, max_rows int default 500)
returns setof public.messages
language sql
stable
security invoker
set search_path = ''
as $$
  select m.* from public.messages m
   where m.conversation_id = chat_messages_after.conversation_id
     and (chat_messages_after.after_created_at is null
          or (m.created_at, m.id) > (chat_messages_after.after_created_at,
                                     coalesce(chat_messages_after.after_id, '00000000-0000-0000-0000-000000000000'::uuid)))
   order by m.created_at, m.id
   limit least(greatest(coalesce(chat_messages_after.max_rows, 500), 1), 1000);
$$;

comment on function public.chat_messages_after(uuid, timestamptz, uuid, int) is 'Messages after (created_at, id), oldest first, at most 1000: what a client missed while it was away.';
revoke execute on function public.chat_messages_after(uuid, timestamptz, uuid, int) from public, anon;
grant execute on function public.chat_messages_after(uuid, timestamptz, uuid, int) to authenticated;

-- Marking read ----------------------------------------------------------------------------------------------

create or replace function public.mark_conversation_read(conversation_id uuid, message_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := private.require_uid('not_authenticated.enviar_mensajes');
  msg public.messages;
  advanced int;
begin
  if not exists (select 1 from public.conversations c
                  where c.id = mark_conversation_read.conversation_id and me in (c.user_a, c.user_b)) then
    raise exception 'not_conversation_member' using errcode = '42501', detail = private.error_text('not_conversation_member');
  end if;
  select * into msg from public.messages m
   where m.id = mark_conversation_read.message_id and m.conversation_id = mark_conversation_read.conversation_id;
  if msg.id is null then
    raise exception 'message_not_found' using errcode = 'P0002', detail = private.error_text('message_not_found');
  end if;
  insert into public.conversation_reads as r (conversation_id, user_id, last_read_message_id, last_read_at)
  values (msg.conversation_id, me, msg.id, msg.created_at)
  on conflict on constraint conversation_reads_pkey do update
     set last_read_message_id = excluded.last_read_message_id,
         last_read_at = excluded.last_read_at,
         updated_at = now()
   where (r.last_read_at, r.last_read_message_id) < (excluded.last_read_at, excluded.last_read_message_id);
  get diagnostics advanced = row_count;
  if advanced > 0 then
    perform realtime.send(
      jsonb_build_object('conversation_id', msg.conversation_id, 'user_id', me, 'message_id', msg.id, 'created_at', msg.created_at),
      'read', 'dm:' || msg.conversation_id::text, true);
    perform realtime.send(
      jsonb_build_object('conversation_id', msg.conversation_id, 'message_id', msg.id),
      'chat_read', 'user:' || me::text, true);
  end if;
end;
$$;

comment on function public.mark_conversation_read(uuid, uuid) is 'Moves the caller''s read pointer forward to a message (never back); broadcasts ''read'' on dm:<conversation> and ''chat_read'' on user:<caller>.';
revoke execute on function public.mark_conversation_read(uuid, uuid) from public, anon;
grant execute on function public.mark_conversation_read(uuid, uuid) to authenticated;

-- Unread counts and the contact list -----------------------------------------------------------------------

-- Messages from the other member after the caller's read pointer.
create or replace function public.chat_unread_count(conversation_id uuid)
returns int
language sql
stable
security invoker
set search_path = ''
as $$
  select count(*)::int
    from public.messages m
    left join public.conversation_reads r
      on r.conversation_id = m.conversation_id and r.user_id = (select auth.uid())
   where m.conversation_id = chat_unread_count.conversation_id
     and m.sender_id <> (select auth.uid())
     and (r.user_id is null or (m.created_at, m.id) > (r.last_read_at, r.last_read_message_id));
$$;

comment on function public.chat_unread_count(uuid) is 'How many messages of a conversation the caller has not read (the other member''s, after the read pointer).';
revoke execute on function public.chat_unread_count(uuid) from public, anon;
grant execute on function public.chat_unread_count(uuid) to authenticated;

create or replace function public.chat_unread_total()
returns int
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(sum(public.chat_unread_count(c.id)), 0)::int
    from public.conversations c
   where (select auth.uid()) in (c.user_a, c.user_b)
     and c.last_message_at is not null
     and not public.is_block_between(c.user_a, c.user_b);
$$;

comment on function public.chat_unread_total() is 'Unread messages over all of the caller''s conversations (the header''s Mensajes badge); blocked pairs do not count.';
revoke execute on function public.chat_unread_total() from public, anon;
grant execute on function public.chat_unread_total() to authenticated;

-- At most 10 other members: the ones already talked to (newest first), then others by name; blocked pairs and
-- oneself never appear; the search matches names ignoring case and accents. Each part stops at 10 rows on its own
-- (the caller's conversations by their index, the others in name order), so the list never scans every member.
create index if not exists profiles_name_idx on public.profiles (name, id);

create or replace function public.list_chat_contacts(search text default null)
returns table (
  other_user_id uuid,
  name text,
  avatar_url text,
  conversation_id uuid,
  last_message_body text,
  last_message_sender_id uuid,
  last_message_at timestamptz,
  unread_count int
)
language sql
stable
security invoker
set search_path = ''
as $$
  with me as (
    select (select auth.uid()) as id
  ),
  pattern as (
    select '%' || lower(extensions.unaccent(btrim(coalesce(search, '')))) || '%' as p
  ),
  talked as (
    select p.id, p.name, p.avatar_url, c.id as conversation_id, c.last_message_at
      from public.conversations c
      cross join me
      cross join pattern
      join public.profiles p on p.id = case when c.user_a = me.id then c.user_b else c.user_a end
     where me.id in (c.user_a, c.user_b) and c.last_message_at is not null
       and lower(extensions.unaccent(coalesce(p.name, ''))) like pattern.p
       and not public.is_block_between(c.user_a, c.user_b)
     order by c.last_message_at desc, p.id
     limit 10
  ),
  others as (
    select p.id, p.name, p.avatar_url, null::uuid as conversation_id, null::timestamptz as last_message_at
      from public.profiles p
      cross join me
      cross join pattern
     where me.id is not null and p.id <> me.id
       and lower(extensions.unaccent(coalesce(p.name, ''))) like pattern.p
       and not exists (
         select 1 from public.conversations c
          where c.last_message_at is not null
            and c.user_a = least(me.id, p.id) and c.user_b = greatest(me.id, p.id))
       and not public.is_block_between(me.id, p.id)
     order by p.name, p.id
     limit 10
  ),
  candidates as (
    select * from (select * from talked union all select * from others) both_parts
     order by (conversation_id is null), last_message_at desc nulls last, name, id
     limit 10
  )
  select cand.id, cand.name, cand.avatar_url, cand.conversation_id,
         last_msg.body, last_msg.sender_id, cand.last_message_at,
         case when cand.conversation_id is null then 0 else public.chat_unread_count(cand.conversation_id) end
    from candidates cand
    left join lateral (
      select m.body, m.sender_id from public.messages m
       where m.conversation_id = cand.conversation_id
       order by m.created_at desc, m.id desc
       limit 1
    ) last_msg on true
   order by (cand.conversation_id is null), cand.last_message_at desc nulls last, cand.name, cand.id;
$$;

comment on function public.list_chat_contacts(text) is 'The chat contact list: at most 10 other members, conversations first (latest message, time, unread count), then members by name; search ignores case and accents.';
revoke execute on function public.list_chat_contacts(text) from public, anon;
grant execute on function public.list_chat_contacts(text) to authenticated;

-- A blocked pair can no longer use its dm topic (client broadcasts, receipts, typing), like it cannot write.

comment on function public.is_dm_topic_member(text) is 'Whether the signed-in member takes part in the conversation named by a dm:<conversation id> topic and the pair is not blocked.';
