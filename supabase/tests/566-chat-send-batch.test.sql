-- Direct chat, batched sends: send_messages answers each outbox entry on its own and in order, stores the valid ones
-- in the order written exactly once, and one insert statement broadcasts every stored row plus one note per member.
begin;
select plan(23);

select tests.create_actors('bt', 'ana', 'Ana Lotes', 'beto', 'Beto Lotes', 'ciro', 'Ciro Lotes', 'dani', 'Dani Lotes');

-- Visitors
select tests.authenticate_as_anon();
select throws_ok($$ select public.send_messages('[]') $$, '42501', null, 'visitors cannot send a batch');

-- Ana: one batch with good and bad entries
select tests.authenticate_as(current_setting('t.ana')::uuid);
select set_config('t.conv', public.open_conversation(current_setting('t.beto')::uuid)::text, true);
select set_config('t.conv2', public.open_conversation(current_setting('t.ciro')::uuid)::text, true);
select set_config('t.batch', jsonb_build_array(
  jsonb_build_object('id', 'b1111111-1111-4111-8111-111111111111', 'conversation_id', current_setting('t.conv'), 'body', 'Uno'),
  jsonb_build_object('id', 'b2222222-2222-4222-8222-222222222222', 'conversation_id', current_setting('t.conv'), 'body', E' \n\t '),
  jsonb_build_object('id', 'b3333333-3333-4333-8333-333333333333', 'conversation_id', current_setting('t.conv'), 'body', 'Dos'),
  jsonb_build_object('id', 'b4444444-4444-4444-8444-444444444444', 'conversation_id', current_setting('t.conv'), 'body', repeat('a', 4001)),
  jsonb_build_object('id', 'no-es-un-uuid', 'conversation_id', current_setting('t.conv'), 'body', 'Tres'),
  jsonb_build_object('id', 'b5555555-5555-4555-8555-555555555555', 'conversation_id', current_setting('t.conv2'), 'body', 'Hola Ciro')
)::text, true);
select set_config('t.answer', public.send_messages(current_setting('t.batch')::jsonb)::text, true);
select is((select array_agg(coalesce(e ->> 'code', 'ok') order by o) from jsonb_array_elements(current_setting('t.answer')::jsonb) with ordinality x(e, o)),
  array['ok', 'message_blank', 'ok', 'message_too_long', 'message_id_required', 'ok'],
  'each entry gets its own answer, in the order sent');
select is((current_setting('t.answer')::jsonb -> 1 ->> 'error'), 'El mensaje está vacío.', 'a refusal carries its Spanish text');
select is((current_setting('t.answer')::jsonb -> 0 -> 'message' ->> 'body'), 'Uno', 'a stored entry answers with its stored row');
select is((select array_agg(body order by created_at, id) from public.messages where conversation_id = current_setting('t.conv')::uuid),
  array['Uno', 'Dos'], 'the valid entries are stored in the order written');
select is((select count(*)::int from public.messages where conversation_id = current_setting('t.conv2')::uuid), 1,
  'one batch can carry messages of several conversations');
select tests.clear_authentication();
select is((select count(*)::int from realtime.messages where topic = 'dm:' || current_setting('t.conv') and event = 'message'),
  2, 'every stored message is broadcast on its dm topic');
select is((select array_agg(payload ->> 'body' order by inserted_at, ctid) from realtime.messages where topic = 'dm:' || current_setting('t.conv') and event = 'message'),
  array['Uno', 'Dos'], 'the broadcasts follow the stored order');
select is((select count(*)::int from realtime.messages where topic = 'user:' || current_setting('t.beto') and event = 'chat_message'),
  1, 'the recipient gets one inbox note for the statement, not one per message');
select is((select count(*)::int from realtime.messages where topic = 'user:' || current_setting('t.ana') and event = 'chat_message'),
  2, 'the writer gets one inbox note per conversation written to');
select is((select last_message_at from public.conversations where id = current_setting('t.conv')::uuid),
  (select max(created_at) from public.messages where conversation_id = current_setting('t.conv')::uuid),
  'the conversation moves to its newest message');

-- Retrying the same batch stores nothing twice and answers the same
select tests.authenticate_as(current_setting('t.ana')::uuid);
select is((select array_agg(coalesce(e ->> 'code', e -> 'message' ->> 'id') order by o)
             from jsonb_array_elements(public.send_messages(current_setting('t.batch')::jsonb)) with ordinality x(e, o)),
  array['b1111111-1111-4111-8111-111111111111', 'message_blank', 'b3333333-3333-4333-8333-333333333333', 'message_too_long',
        'message_id_required', 'b5555555-5555-4555-8555-555555555555'],
  'a retried batch answers with the rows stored the first time');
select is((select count(*)::int from public.messages where conversation_id in (current_setting('t.conv')::uuid, current_setting('t.conv2')::uuid)),
  3, 'a retried batch stores nothing twice');

-- Thirty entries stored in one clock tick still read back in the order written (random ids cannot order them)
select public.send_messages((select jsonb_agg(jsonb_build_object('id', gen_random_uuid(), 'conversation_id', current_setting('t.conv2'), 'body', 'orden ' || g) order by g)
                               from generate_series(1, 30) g));
select is((select array_agg(body order by created_at, id) from public.messages where conversation_id = current_setting('t.conv2')::uuid and body like 'orden %'),
  (select array_agg('orden ' || g order by g) from generate_series(1, 30) g), 'a batch keeps the order written');
select tests.clear_authentication();
delete from public.messages where body like 'orden %';
select tests.authenticate_as(current_setting('t.ana')::uuid);

-- Limits of the call itself
select throws_ok($$ select public.send_messages('{"id": 1}') $$, '22023', 'messages_invalid', 'the entries must come as a list');
select throws_ok(format($$ select public.send_messages((select jsonb_agg(jsonb_build_object('id', gen_random_uuid(), 'conversation_id', %L, 'body', 'x')) from generate_series(1, 101))) $$,
  current_setting('t.conv')), '22023', 'too_many_messages', 'at most 100 entries go in one call');
select is((select count(*)::int from public.messages where sender_id = current_setting('t.ana')::uuid), 3, 'refused calls store nothing');

-- Ciro is a stranger to Ana and Beto's conversation, and cannot take Ana's ids
select tests.authenticate_as(current_setting('t.ciro')::uuid);
select is((public.send_messages(jsonb_build_array(
    jsonb_build_object('id', gen_random_uuid(), 'conversation_id', current_setting('t.conv'), 'body', 'intruso'))) -> 0 ->> 'code'),
  'not_conversation_member', 'a stranger cannot write into the pair''s conversation');
select is((public.send_messages(jsonb_build_array(
    jsonb_build_object('id', 'b5555555-5555-4555-8555-555555555555', 'conversation_id', current_setting('t.conv2'), 'body', 'robo'))) -> 0 ->> 'code'),
  'message_id_taken', 'an id already used by another member is refused');
select is((select count(*)::int from public.messages where sender_id = current_setting('t.ciro')::uuid), 0,
  'the stranger stored nothing');

-- The single send is the batch of one
select tests.authenticate_as(current_setting('t.ana')::uuid);
select throws_ok(format($$ select public.send_message(gen_random_uuid(), %L, '') $$, current_setting('t.conv')),
  '22023', 'message_blank', 'send_message raises the batch''s refusal with its code');

-- Blocks
select tests.authenticate_as(current_setting('t.dani')::uuid);
select set_config('t.conv3', public.open_conversation(current_setting('t.ana')::uuid)::text, true);
select public.toggle_block(current_setting('t.ana')::uuid);
select is((public.send_messages(jsonb_build_array(
    jsonb_build_object('id', gen_random_uuid(), 'conversation_id', current_setting('t.conv3'), 'body', 'hola'))) -> 0 ->> 'code'),
  'messaging_blocked', 'a blocked pair cannot write');
select is((select count(*)::int from public.messages where conversation_id = current_setting('t.conv3')::uuid), 0,
  'the blocked pair stored nothing');

select * from finish();
rollback;
