-- Chat write path for busy senders: send_messages stores many outbox entries in one call (each answered on its own),
-- and one statement-level trigger per insert bumps the conversations and broadcasts the stored rows, instead of a row
-- trigger that wrote three realtime rows (each in its own subtransaction) per message.

create or replace function public.send_messages(messages jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  me uuid := private.require_uid('not_authenticated.enviar_mensajes');
  answer jsonb;
begin
  if jsonb_typeof(messages) is distinct from 'array' then
    raise exception 'messages_invalid' using errcode = '22023', detail = private.error_text('messages_invalid');
  end if;
  if jsonb_array_length(messages) > 100 then
    raise exception 'too_many_messages' using errcode = '22023', detail = private.error_text('too_many_messages');
  end if;

  -- One statement: each entry's verdict (conversations are read under RLS, so one the caller is not part of is not
  -- found), the insert of the valid ones in the order written (created_at is clock_timestamp), and the answer, where a
  -- retried entry finds its row from before this statement and a new one the row just inserted.
  with entry as (
    select x.ord,
           case when x.value ->> 'id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then (x.value ->> 'id')::uuid end as id,
           case when x.value ->> 'conversation_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then (x.value ->> 'conversation_id')::uuid end as conversation_id,
           case when jsonb_typeof(x.value -> 'body') = 'string' then x.value ->> 'body' end as body
      from jsonb_array_elements(messages) with ordinality as x(value, ord)
  ), verdict as (
    select e.*, case
             when e.id is null then 'message_id_required'
             when btrim(coalesce(e.body, ''), E' \t\r\n\f\v') = '' then 'message_blank'
             when char_length(btrim(e.body)) > 4000 then 'message_too_long'
             when c.id is null then 'not_conversation_member'
             when public.is_block_between(c.user_a, c.user_b) then 'messaging_blocked'
           end as code
      from entry e
      left join public.conversations c on c.id = e.conversation_id
  ), stored as (
    insert into public.messages (id, conversation_id, sender_id, body)
    select v.id, v.conversation_id, me, v.body from verdict v where v.code is null order by v.ord
    on conflict (id) do nothing
    returning *
  )
  select coalesce(jsonb_agg(
           case
             when v.code is not null then jsonb_build_object('id', v.id, 'code', v.code, 'error', private.error_text(v.code))
             when s.id is not null then jsonb_build_object('id', v.id, 'message', to_jsonb(s))
             when m.id is not null and m.sender_id = me and m.conversation_id = v.conversation_id then
               jsonb_build_object('id', v.id, 'message', to_jsonb(m))
             else jsonb_build_object('id', v.id, 'code', 'message_id_taken', 'error', private.error_text('message_id_taken'))
           end order by v.ord), '[]')
    into answer
    from verdict v
    left join stored s on s.id = v.id
    left join public.messages m on m.id = v.id;
  return answer;
end;
$$;

comment on function public.send_messages(jsonb) is 'Stores up to 100 outbox entries [{id, conversation_id, body}] in order, idempotent on each id; answers per entry {id, message} or {id, code, error} (message_id_required, message_blank, message_too_long, not_conversation_member, messaging_blocked, message_id_taken).';
revoke execute on function public.send_messages(jsonb) from public, anon;
grant execute on function public.send_messages(jsonb) to authenticated;

-- One trigger run per insert statement ------------------------------------------------------------------------

create or replace function public.messages_after_insert_statement()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.conversations c
     set last_message_at = greatest(coalesce(c.last_message_at, a.last_at), a.last_at)
    from (select conversation_id, max(created_at) as last_at from added group by conversation_id) a
   where c.id = a.conversation_id;
  begin
    -- Rows inserted here are what realtime.send would insert: broadcasts on the private topics, delivered in order.
    insert into realtime.messages (topic, extension, event, private, payload)
    select 'dm:' || a.conversation_id::text, 'broadcast', 'message', true,
           jsonb_build_object('id', a.id, 'conversation_id', a.conversation_id, 'sender_id', a.sender_id,
                              'body', a.body, 'created_at', a.created_at)
      from added a
     order by a.created_at, a.id;
    -- One note per member and conversation per statement: the notes only tell the inbox to refresh.
    insert into realtime.messages (topic, extension, event, private, payload)
    select 'user:' || member::text, 'broadcast', 'chat_message', true,
           jsonb_build_object('id', gen_random_uuid(), 'conversation_id', l.conversation_id, 'message_id', l.id, 'sender_id', l.sender_id)
      from (select distinct on (conversation_id) conversation_id, id, sender_id from added
             order by conversation_id, created_at desc, id desc) l
      join public.conversations c on c.id = l.conversation_id
     cross join lateral (values (c.user_a), (c.user_b)) u(member);
  exception when others then
    -- Broadcasting must never undo the stored messages (catch-up reads deliver them).
    raise warning 'ErrorSendingBroadcastMessage: %', sqlerrm;
  end;
  return null;
end;
$$;

comment on function public.messages_after_insert_statement() is 'Per insert statement: bumps each conversation''s last_message_at, broadcasts every stored message on dm:<conversation id> and one ''chat_message'' note per conversation on both members'' user:<id> topics.';
revoke execute on function public.messages_after_insert_statement() from public, anon, authenticated;

create trigger messages_after_insert_statement
  after insert on public.messages
  referencing new table as added
  for each statement execute function public.messages_after_insert_statement();

-- Strictly increasing times within a conversation: a batch is stored within one clock tick where the clock is coarse
-- (PGlite's has millisecond resolution), and (created_at, id) must still follow the order written. Only rows stamped
-- in this transaction move (imported history keeps its own times).
create or replace function public.messages_before_insert_order()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  newest timestamptz;
begin
  if new.created_at >= now() then
    select m.created_at into newest
      from public.messages m
     where m.conversation_id = new.conversation_id
     order by m.created_at desc, m.id desc
     limit 1;
    if newest is not null and newest >= new.created_at then
      new.created_at := newest + interval '1 microsecond';
    end if;
  end if;
  return new;
end;
$$;

comment on function public.messages_before_insert_order() is 'Keeps created_at strictly increasing within a conversation for rows stamped now, so a batch stored within one clock tick keeps the order written.';
revoke execute on function public.messages_before_insert_order() from public, anon, authenticated;

create trigger messages_before_insert_order
  before insert on public.messages
  for each row execute function public.messages_before_insert_order();
