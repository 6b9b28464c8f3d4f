-- Direct chat: one conversation per pair of distinct members, messages only the pair can read or write,
-- private realtime topic dm:<conversation id> authorised by RLS on realtime.messages.

-- True when either member blocked the other. Security definer because a blocked member cannot read the block row.
create or replace function public.is_blocked_pair(member_a uuid, member_b uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.blocks b
     where (b.blocker_id = member_a and b.blocked_id = member_b)
        or (b.blocker_id = member_b and b.blocked_id = member_a)
  );
$$;

comment on function public.is_blocked_pair(uuid, uuid) is 'Whether either of two members has blocked the other (chat refuses blocked pairs).';
revoke execute on function public.is_blocked_pair(uuid, uuid) from public, anon;
grant execute on function public.is_blocked_pair(uuid, uuid) to authenticated;

create table public.conversations (
  id uuid primary key default gen_random_uuid(),
  user_a uuid not null references public.profiles on delete cascade,
  user_b uuid not null references public.profiles on delete cascade,
  created_at timestamptz not null default now(),
  last_message_at timestamptz,
  constraint conversations_no_self_chat check (user_a <> user_b),
  constraint conversations_pair_unique unique (user_a, user_b)
);

comment on table public.conversations is 'A direct chat between two distinct members; the pair is stored ordered (user_a < user_b) so it is unique.';
comment on column public.conversations.last_message_at is 'Time of the latest message, kept by the messages trigger (orders the contact list).';

create index conversations_user_b_idx on public.conversations (user_b);

alter table public.conversations enable row level security;
revoke all on table public.conversations from anon, authenticated;
grant select on table public.conversations to authenticated;
grant insert (id, user_a, user_b) on table public.conversations to authenticated;

create policy "Members can read their own conversations"
  on public.conversations for select
  to authenticated
  using ((select auth.uid()) in (user_a, user_b));

create policy "Members can start conversations they take part in unless blocked"
  on public.conversations for insert
  to authenticated
  with check ((select auth.uid()) in (user_a, user_b) and not public.is_blocked_pair(user_a, user_b));

create or replace function public.conversations_order_pair()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  first uuid;
begin
  if new.user_a > new.user_b then
    first := new.user_a;
    new.user_a := new.user_b;
    new.user_b := first;
  end if;
  return new;
end;
$$;

comment on function public.conversations_order_pair() is 'Stores every pair with user_a < user_b so one pair has one conversation.';

create trigger conversations_order_pair
  before insert on public.conversations
  for each row execute function public.conversations_order_pair();

-- Opens (or finds) the conversation with another member; the id doubles as the realtime topic dm:<id>.
create or replace function public.open_conversation(other_user_id uuid)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  low uuid;
  high uuid;
  conversation uuid;
begin
  if me is null then
    raise exception 'Necesitas iniciar sesión para enviar mensajes.' using errcode = '42501';
  end if;
  if other_user_id is null or other_user_id = me then
    raise exception 'No puedes chatear contigo mismo.'
      using errcode = '23514', constraint = 'conversations_no_self_chat';
  end if;
  low := least(me, other_user_id);
  high := greatest(me, other_user_id);
  select c.id into conversation from public.conversations c where c.user_a = low and c.user_b = high;
  if conversation is null then
    insert into public.conversations (user_a, user_b) values (low, high)
      on conflict (user_a, user_b) do nothing;
    select c.id into conversation from public.conversations c where c.user_a = low and c.user_b = high;
  end if;
  return conversation;
end;
$$;

comment on function public.open_conversation(uuid) is 'Returns the conversation id between the signed-in member and another member, creating it when needed.';
revoke execute on function public.open_conversation(uuid) from public, anon;
grant execute on function public.open_conversation(uuid) to authenticated;

-- Messages ------------------------------------------------------------------------------------------------

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations on delete cascade,
  sender_id uuid not null default auth.uid() references public.profiles on delete cascade,
  body text not null constraint messages_body_length check (char_length(btrim(body)) between 1 and 4000),
  created_at timestamptz not null default now()
);

comment on table public.messages is 'Direct chat messages; the id is generated by the client so a retried insert (on conflict do nothing) is idempotent; read in (created_at, id) order.';

create index messages_conversation_order_idx on public.messages (conversation_id, created_at, id);

alter table public.messages enable row level security;
revoke all on table public.messages from anon, authenticated;
grant select on table public.messages to authenticated;
grant insert (id, conversation_id, sender_id, body) on table public.messages to authenticated;

create policy "Conversation members can read their messages"
  on public.messages for select
  to authenticated
  using (exists (
    select 1 from public.conversations c
     where c.id = conversation_id and (select auth.uid()) in (c.user_a, c.user_b)
  ));

create policy "Conversation members can send messages as themselves unless blocked"
  on public.messages for insert
  to authenticated
  with check (
    sender_id = (select auth.uid())
    and exists (
      select 1 from public.conversations c
       where c.id = conversation_id
         and (select auth.uid()) in (c.user_a, c.user_b)
         and not public.is_blocked_pair(c.user_a, c.user_b)
    )
  );

alter publication supabase_realtime add table public.messages;

create or replace function public.messages_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.conversations
     set last_message_at = greatest(coalesce(last_message_at, new.created_at), new.created_at)
   where id = new.conversation_id;
  perform realtime.send(
    jsonb_build_object('id', new.id, 'conversation_id', new.conversation_id, 'sender_id', new.sender_id,
                       'body', new.body, 'created_at', new.created_at),
    'message', 'dm:' || new.conversation_id::text, true);
  return null;
end;
$$;

comment on function public.messages_after_insert() is 'Bumps the conversation''s last_message_at and broadcasts the message on the private topic dm:<conversation id>.';
revoke execute on function public.messages_after_insert() from public, anon, authenticated;

create trigger messages_after_insert
  after insert on public.messages
  for each row execute function public.messages_after_insert();

-- The contact list: my conversations with the other member and the latest message, newest first.
create or replace function public.list_conversations()
returns table (
  conversation_id uuid,
  other_user_id uuid,
  other_name text,
  other_avatar_url text,
  last_message_body text,
  last_message_at timestamptz
)
language sql
stable
security invoker
set search_path = ''
as $$
  select c.id,
         o.id,
         o.name,
         o.avatar_url,
         (select m.body from public.messages m where m.conversation_id = c.id order by m.created_at desc, m.id desc limit 1),
         coalesce(c.last_message_at, c.created_at)
    from public.conversations c
    join public.profiles o on o.id = case when c.user_a = (select auth.uid()) then c.user_b else c.user_a end
   where (select auth.uid()) in (c.user_a, c.user_b)
   order by coalesce(c.last_message_at, c.created_at) desc;
$$;

comment on function public.list_conversations() is 'The signed-in member''s conversations with the other member''s name and avatar and the latest message.';
revoke execute on function public.list_conversations() from public, anon;
grant execute on function public.list_conversations() to authenticated;

-- Realtime authorisation for dm:<conversation id>: only the pair may join (receive) or send.
create or replace function public.is_dm_topic_member(topic text)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select topic like 'dm:%' and exists (
    select 1 from public.conversations c
     where c.id::text = substr(topic, 4) and (select auth.uid()) in (c.user_a, c.user_b)
  );
$$;

comment on function public.is_dm_topic_member(text) is 'Whether the signed-in member takes part in the conversation named by a dm:<conversation id> topic.';
revoke execute on function public.is_dm_topic_member(text) from public, anon;
grant execute on function public.is_dm_topic_member(text) to authenticated;

create policy "Conversation members can receive on their dm topic"
  on realtime.messages for select
  to authenticated
  using (public.is_dm_topic_member((select realtime.topic())));

create policy "Conversation members can send on their dm topic"
  on realtime.messages for insert
  to authenticated
  with check (public.is_dm_topic_member((select realtime.topic())));
