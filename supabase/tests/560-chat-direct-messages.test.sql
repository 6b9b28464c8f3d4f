-- Direct chat: conversations between two distinct members, messages only for the pair, idempotent inserts,
-- blocks respected, private realtime topic dm:<conversation id> authorised for the pair only.
begin;
select plan(41);

select tests.create_actors('chat', 'ana', 'Ana Chat', 'beto', 'Beto Chat', 'ciro', 'Ciro Curioso');

-- Visitors have no chat
select tests.authenticate_as_anon();
select throws_ok(format($$ select public.open_conversation(%L) $$, current_setting('t.beto')), '42501', null,
  'visitors cannot open a conversation');
select throws_ok($$ select * from public.messages $$, '42501', null, 'visitors cannot read messages');
select throws_ok($$ select * from public.conversations $$, '42501', null, 'visitors cannot read conversations');

-- Ana opens a conversation with Beto
select tests.authenticate_as(current_setting('t.ana')::uuid);
select throws_ok(format($$ select public.open_conversation(%L) $$, current_setting('t.ana')), '23514', 'cannot_chat_with_self',
  'chatting with oneself is refused');
select throws_ok(format($$ insert into public.conversations (user_a, user_b) values (%L, %L) $$, current_setting('t.ana'), current_setting('t.ana')),
  '23514', null, 'a conversation with oneself is refused by the table too');
select set_config('t.conv', public.open_conversation(current_setting('t.beto')::uuid)::text, true);
select isnt(current_setting('t.conv'), '', 'a member can open a conversation with another member');
select is(public.open_conversation(current_setting('t.beto')::uuid)::text, current_setting('t.conv'), 'opening it again returns the same conversation');
select throws_ok(format($$ insert into public.conversations (user_a, user_b) values (%L, %L) $$, current_setting('t.beto'), current_setting('t.ana')),
  '23505', null, 'a pair has only one conversation whatever the order');
select throws_ok(format($$ insert into public.conversations (user_a, user_b) values (%L, %L) $$, current_setting('t.beto'), current_setting('t.ciro')),
  '42501', null, 'a member cannot open a conversation between two other members');
select throws_ok($$ select public.open_conversation('00000000-0000-4000-8000-00000000dead') $$, 'PT404', 'member_not_found',
  'a conversation with an unknown member is refused');

-- Messages
select lives_ok(format($$ insert into public.messages (id, conversation_id, body) values ('11111111-1111-4111-8111-111111111111', %L, 'Hola Beto') $$,
  current_setting('t.conv')), 'a member of the pair can send a message with a client-generated id');
select lives_ok(format($$ insert into public.messages (id, conversation_id, body) values ('11111111-1111-4111-8111-111111111111', %L, 'Hola Beto')
  on conflict (id) do nothing $$, current_setting('t.conv')), 'retrying the same message id is harmless');
select is((select count(*)::int from public.messages where conversation_id = current_setting('t.conv')::uuid), 1, 'the retried message is stored once');
select is((select sender_id from public.messages where id = '11111111-1111-4111-8111-111111111111'), current_setting('t.ana')::uuid,
  'the sender defaults to the signed-in member');
select ok((select last_message_at is not null from public.conversations where id = current_setting('t.conv')::uuid),
  'sending bumps the conversation''s last message time');
select throws_ok(format($$ insert into public.messages (conversation_id, body) values (%L, '   ') $$, current_setting('t.conv')),
  '23514', null, 'an empty message is refused');
select throws_ok(format($$ insert into public.messages (conversation_id, sender_id, body) values (%L, %L, 'Soy Beto') $$,
  current_setting('t.conv'), current_setting('t.beto')), '42501', null, 'a member cannot send in the other''s name');
select throws_ok(format($$ insert into public.messages (conversation_id, body, created_at) values (%L, 'antiguo', now() - interval '1 year') $$,
  current_setting('t.conv')), '42501', null, 'the send time is set by the server');
-- realtime.send leaves realtime.topic at the last topic it sent to; reading a topic means naming it, as a subscriber does
select set_config('realtime.topic', 'dm:' || current_setting('t.conv'), true);
select ok(exists (select 1 from realtime.messages where topic = 'dm:' || current_setting('t.conv') and event = 'message' and private
  and payload ->> 'body' = 'Hola Beto'), 'a sent message is broadcast on the private topic dm:<conversation id>');

select tests.authenticate_as(current_setting('t.beto')::uuid);
select is((select body from public.messages where conversation_id = current_setting('t.conv')::uuid), 'Hola Beto', 'the other member reads the message');
select lives_ok(format($$ insert into public.messages (conversation_id, body) values (%L, '¡Hola Ana!') $$, current_setting('t.conv')),
  'the other member replies');
select is((select array_agg(body order by created_at, id) from public.messages where conversation_id = current_setting('t.conv')::uuid),
  array['Hola Beto', '¡Hola Ana!'], 'history reads in (created_at, id) order');
select is((select other_name from public.list_conversations() where conversation_id = current_setting('t.conv')::uuid), 'Ana Chat',
  'the contact list names the other member');
select is((select last_message_body from public.list_conversations() where conversation_id = current_setting('t.conv')::uuid), '¡Hola Ana!',
  'the contact list shows the latest message');
select throws_ok(format($$ update public.messages set body = 'editado' where conversation_id = %L $$, current_setting('t.conv')),
  '42501', null, 'messages cannot be edited');

-- Realtime authorisation
select set_config('realtime.topic', 'dm:' || current_setting('t.conv'), true);
select ok(public.is_dm_topic_member('dm:' || current_setting('t.conv')), 'a member of the pair may join the dm topic');
select lives_ok(format($$ insert into realtime.messages (topic, extension, event, payload, private)
  values ('dm:%s', 'broadcast', 'typing', '{}', true) $$, current_setting('t.conv')), 'a member of the pair may broadcast on the dm topic');
select ok((select count(*) from realtime.messages where topic = 'dm:' || current_setting('t.conv')) >= 1,
  'a member of the pair receives the dm topic''s messages');

-- A stranger sees and sends nothing
select tests.authenticate_as(current_setting('t.ciro')::uuid);
select is((select count(*)::int from public.messages where conversation_id = current_setting('t.conv')::uuid), 0, 'a stranger reads no messages of the pair');
select is((select count(*)::int from public.conversations where id = current_setting('t.conv')::uuid), 0, 'a stranger does not see the conversation');
select throws_ok(format($$ insert into public.messages (conversation_id, body) values (%L, 'intruso') $$, current_setting('t.conv')),
  '42501', null, 'a stranger cannot write into the pair''s conversation');
select set_config('realtime.topic', 'dm:' || current_setting('t.conv'), true);
select is((select count(*)::int from realtime.messages where topic = 'dm:' || current_setting('t.conv')), 0,
  'a stranger cannot receive on the pair''s dm topic');
select throws_ok(format($$ insert into realtime.messages (topic, extension, event, payload, private)
  values ('dm:%s', 'broadcast', 'typing', '{}', true) $$, current_setting('t.conv')), '42501', null,
  'a stranger cannot broadcast on the pair''s dm topic');

-- Legacy browser history import (Ciro with Beto): only Ciro's own messages, idempotent, no future timestamps
select is(public.import_legacy_chat(current_setting('t.beto')::uuid, format('[
  {"id": "1700000000000", "senderId": "%s", "text": "Mensaje antiguo", "timestamp": "2025-01-01T10:00:00Z"},
  {"id": "1700000000001", "senderId": "%s", "text": "Respuesta falsa de Beto", "timestamp": "2025-01-01T10:01:00Z"},
  {"id": "1700000000002", "senderId": "%s", "text": "Desde el futuro", "timestamp": "2999-01-01T00:00:00Z"},
  {"id": "1700000000003", "senderId": "%s", "text": "   ", "timestamp": "2025-01-01T10:02:00Z"}]',
  current_setting('t.ciro'), current_setting('t.beto'), current_setting('t.ciro'), current_setting('t.ciro'))::jsonb), 2,
  'importing legacy history adds only the caller''s own non-blank messages');
select is(public.import_legacy_chat(current_setting('t.beto')::uuid, format('[
  {"id": "1700000000000", "senderId": "%s", "text": "Mensaje antiguo", "timestamp": "2025-01-01T10:00:00Z"}]', current_setting('t.ciro'))::jsonb), 0,
  'importing the same history again adds nothing');
select is((select min(created_at) from public.messages where sender_id = current_setting('t.ciro')::uuid), '2025-01-01T10:00:00Z'::timestamptz,
  'imported messages keep their original time');
select ok((select max(created_at) <= now() from public.messages where sender_id = current_setting('t.ciro')::uuid),
  'imported messages are never in the future');
select throws_ok(format($$ select public.import_legacy_chat(%L, '[]') $$, current_setting('t.ciro')), '23514', null,
  'importing a chat with oneself is refused');
select ok((select user_a < user_b from public.conversations where current_setting('t.ciro')::uuid in (user_a, user_b)),
  'the pair of a conversation is stored ordered');

-- Blocks: after Beto blocks Ana, neither can write
select tests.authenticate_as(current_setting('t.beto')::uuid);
insert into public.blocks (blocker_id, blocked_id) values (current_setting('t.beto')::uuid, current_setting('t.ana')::uuid);
select tests.authenticate_as(current_setting('t.ana')::uuid);
select throws_ok(format($$ insert into public.messages (conversation_id, body) values (%L, '¿Sigues ahí?') $$, current_setting('t.conv')),
  '42501', null, 'a blocked member cannot send messages to the blocker');
select tests.authenticate_as(current_setting('t.beto')::uuid);
select throws_ok(format($$ insert into public.messages (conversation_id, body) values (%L, 'Ya no') $$, current_setting('t.conv')),
  '42501', null, 'the blocker cannot send messages to the blocked member either');

select * from finish();
rollback;
