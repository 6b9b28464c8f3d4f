-- Direct chat, second part: idempotent send with coded refusals, paging by (created_at, id), read receipts that only
-- move forward, unread counts, the contact list (10 at most, never oneself, blocked pairs hidden) and the broadcasts.
begin;
select plan(46);

select tests.create_actors('rd', 'ana', 'Ána Lectora', 'beto', 'Beto Lector', 'ciro', 'Ciro Extraño', 'dani', 'Dani Bloqueado');

-- Visitors
select tests.authenticate_as_anon();
select throws_ok($$ select public.send_message(gen_random_uuid(), gen_random_uuid(), 'hola') $$, '42501', null,
  'visitors cannot send messages');
select throws_ok($$ select public.chat_unread_total() $$, '42501', null, 'visitors have no unread count');
select throws_ok($$ select * from public.conversation_reads $$, '42501', null, 'visitors cannot read read receipts');

-- Ana writes to Beto through send_message
select tests.authenticate_as(current_setting('t.ana')::uuid);
select set_config('t.conv', public.open_conversation(current_setting('t.beto')::uuid)::text, true);
select is((public.send_message('a1111111-1111-4111-8111-111111111111', current_setting('t.conv')::uuid, 'Uno')).body, 'Uno',
  'send_message stores the message and returns it');
select is((public.send_message('a1111111-1111-4111-8111-111111111111', current_setting('t.conv')::uuid, 'Uno')).id,
  'a1111111-1111-4111-8111-111111111111'::uuid, 'sending the same id again returns the stored message');
select is((select count(*)::int from public.messages where conversation_id = current_setting('t.conv')::uuid), 1,
  'a resent message is stored once');
select throws_ok(format($$ select public.send_message(gen_random_uuid(), %L, E'  \n ') $$, current_setting('t.conv')),
  '22023', 'message_blank', 'a blank message is refused');
select throws_ok(format($$ select public.send_message(gen_random_uuid(), %L, repeat('a', 4001)) $$, current_setting('t.conv')),
  '22001', 'message_too_long', 'a message over 4000 characters is refused');
select lives_ok(format($$ select public.send_message(gen_random_uuid(), %L, repeat('a', 4000)) $$, current_setting('t.conv')),
  'a message of exactly 4000 characters is accepted');
select is((public.send_message(gen_random_uuid(), current_setting('t.conv')::uuid, '<script>alert(1)</script>')).body,
  '<script>alert(1)</script>', 'markup is stored as plain text, unchanged');
select set_config('t.m3', (public.send_message(gen_random_uuid(), current_setting('t.conv')::uuid, 'Tres')).id::text, true);
select is((select count(*)::int from public.messages where conversation_id = current_setting('t.conv')::uuid), 4,
  'refused messages changed nothing');

-- Ciro is a stranger to the pair
select tests.authenticate_as(current_setting('t.ciro')::uuid);
select throws_ok(format($$ select public.send_message(gen_random_uuid(), %L, 'intruso') $$, current_setting('t.conv')),
  '42501', 'not_conversation_member', 'a stranger cannot send into the pair''s conversation');
select throws_ok(format($$ select public.send_message('a1111111-1111-4111-8111-111111111111', public.open_conversation(%L), 'robo') $$,
  current_setting('t.ana')), '23505', 'message_id_taken', 'reusing another member''s message id is refused');
select is((select count(*)::int from public.chat_messages_before(current_setting('t.conv')::uuid)), 0,
  'a stranger reads no page of the pair''s history');
select throws_ok(format($$ select public.mark_conversation_read(%L, %L) $$, current_setting('t.conv'), current_setting('t.m3')),
  '42501', 'not_conversation_member', 'a stranger cannot mark the pair''s conversation read');
select is((select count(*)::int from public.conversation_reads where conversation_id = current_setting('t.conv')::uuid), 0,
  'a stranger sees no read receipts of the pair');

-- Beto reads: unread counts, paging and catch-up
select tests.authenticate_as(current_setting('t.beto')::uuid);
select is(public.chat_unread_total(), 4, 'the recipient has every message unread');
select is((select unread_count from public.list_chat_contacts() where other_user_id = current_setting('t.ana')::uuid), 4,
  'the contact list shows the unread count');
select is((select last_message_body from public.list_chat_contacts() where other_user_id = current_setting('t.ana')::uuid),
  'Tres', 'the contact list shows the latest message');
select is((select array_agg(body order by created_at, id) from public.chat_messages_before(current_setting('t.conv')::uuid, null, null, 2)),
  array['<script>alert(1)</script>', 'Tres'], 'the newest page comes oldest first');
select is((select array_agg(m.body order by m.created_at, m.id) from public.chat_messages_before(current_setting('t.conv')::uuid,
    (select created_at from public.messages where body = '<script>alert(1)</script>'),
    (select id from public.messages where body = '<script>alert(1)</script>'), 10) m),
  array['Uno', repeat('a', 4000)], 'the page before a cursor holds the older messages');
select is((select array_agg(m.body order by m.created_at, m.id) from public.chat_messages_after(current_setting('t.conv')::uuid,
    (select created_at from public.messages where id = 'a1111111-1111-4111-8111-111111111111'),
    'a1111111-1111-4111-8111-111111111111') m),
  array[repeat('a', 4000), '<script>alert(1)</script>', 'Tres'], 'catch-up returns what came after the last seen message');
select is((select count(*)::int from public.chat_messages_after(current_setting('t.conv')::uuid, null, null)), 4,
  'catch-up with no cursor returns the whole history');

select set_config('realtime.topic', 'user:' || current_setting('t.beto'), true);
select ok(exists (select 1 from realtime.messages where topic = 'user:' || current_setting('t.beto') and event = 'chat_message'
  and payload ->> 'sender_id' = current_setting('t.ana')), 'the recipient''s devices hear about a new message on user:<id>');
select lives_ok(format($$ select public.mark_conversation_read(%L, 'a1111111-1111-4111-8111-111111111111') $$, current_setting('t.conv')),
  'the recipient marks the conversation read up to a message');
select is(public.chat_unread_total(), 3, 'messages after the read pointer stay unread');
select set_config('realtime.topic', 'dm:' || current_setting('t.conv'), true);
select ok(exists (select 1 from realtime.messages where topic = 'dm:' || current_setting('t.conv') and event = 'read' and private
  and payload ->> 'user_id' = current_setting('t.beto')), 'the read receipt is broadcast on the dm topic');
select set_config('realtime.topic', 'user:' || current_setting('t.beto'), true);
select ok(exists (select 1 from realtime.messages where topic = 'user:' || current_setting('t.beto') and event = 'chat_read' and private),
  'the reader''s other devices hear about the read on user:<id>');
select lives_ok(format($$ select public.mark_conversation_read(%L, %L) $$, current_setting('t.conv'), current_setting('t.m3')),
  'marking the newest message read');
select is(public.chat_unread_total(), 0, 'nothing is unread after reading the newest message');
select lives_ok(format($$ select public.mark_conversation_read(%L, 'a1111111-1111-4111-8111-111111111111') $$, current_setting('t.conv')),
  'marking an older message read is accepted');
select is((select last_read_message_id::text from public.conversation_reads
            where conversation_id = current_setting('t.conv')::uuid and user_id = current_setting('t.beto')::uuid),
  current_setting('t.m3'), 'the read pointer never moves back');
select throws_ok(format($$ select public.mark_conversation_read(%L, gen_random_uuid()) $$, current_setting('t.conv')),
  'PT404', 'message_not_found', 'marking an unknown message read is refused');
select throws_ok($$ insert into public.conversation_reads (conversation_id, user_id, last_read_message_id, last_read_at)
  values (gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), now()) $$, '42501', null,
  'read pointers are written only through mark_conversation_read');

-- Ana sees Beto's receipt; her own messages never count as unread for her
select tests.authenticate_as(current_setting('t.ana')::uuid);
select is((select last_read_message_id::text from public.conversation_reads where user_id = current_setting('t.beto')::uuid),
  current_setting('t.m3'), 'the sender sees how far the other member has read');
select is(public.chat_unread_total(), 0, 'one''s own messages are never unread');


-- The contact list
select is((select count(*)::int from public.list_chat_contacts() where other_user_id = current_setting('t.ana')::uuid), 0,
  'the contact list never shows oneself');
select is((select other_user_id::text from public.list_chat_contacts() limit 1), current_setting('t.beto'),
  'members one talks to come first');
select ok((select count(*) <= 10 from public.list_chat_contacts()), 'the contact list holds at most 10 members');
select is((select array_agg(name) from public.list_chat_contacts('EXTRANO')), array['Ciro Extraño'],
  'the search ignores case and accents');
select is((select array_agg(name) from public.list_chat_contacts('lectora')), null::text[],
  'the search never finds oneself');

-- Blocks: Dani blocks Ana
select tests.authenticate_as(current_setting('t.dani')::uuid);
select public.toggle_block(current_setting('t.ana')::uuid);
select tests.authenticate_as(current_setting('t.ana')::uuid);
select is((select count(*)::int from public.list_chat_contacts('dani')), 0, 'a blocked pair is left out of the contact list');
select throws_ok(format($$ select public.open_conversation(%L) $$, current_setting('t.dani')), '42501', 'messaging_blocked',
  'opening a conversation with a blocked pair is refused');
select tests.authenticate_as(current_setting('t.beto')::uuid);
select public.toggle_block(current_setting('t.ana')::uuid);
select tests.authenticate_as(current_setting('t.ana')::uuid);
select ok(not public.is_dm_topic_member('dm:' || current_setting('t.conv')), 'a blocked pair can no longer use its dm topic');
select throws_ok(format($$ select public.send_message(gen_random_uuid(), %L, 'hola') $$, current_setting('t.conv')),
  '42501', 'messaging_blocked', 'sending to a pair blocked after the conversation began is refused');
select ok(not exists (select 1 from pg_publication_tables where pubname = 'supabase_realtime' and tablename = 'messages'),
  'messages travel by broadcast, not through the postgres_changes publication');

select * from finish();
rollback;
