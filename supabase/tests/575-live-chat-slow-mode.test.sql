-- Live chat slow mode and sending: one message per N seconds per member and event (RPC and direct insert alike),
-- coded Spanish refusals (ended event, visitor, blank, too long, unknown event), idempotent retries, the 'chat' broadcast.
begin;
select plan(35);

-- The column
select col_default_is('public', 'communities', 'slow_mode_seconds', '0', 'slow mode is off by default');
select throws_ok($$ insert into public.communities (name, is_live_event, live_date, slow_mode_seconds) values ('X', true, now(), 3601) $$,
  '23514', null, 'slow mode is at most an hour');
select throws_ok($$ insert into public.communities (name, is_live_event, live_date, slow_mode_seconds) values ('X', true, now(), -1) $$,
  '23514', null, 'slow mode is never negative');

-- Events (as the runner: curated content)
insert into public.communities (name, description, is_live_event, live_date, duration, slow_mode_seconds)
values ('Lento en vivo', 'Evento con modo lento', true, now() - interval '10 minutes', '1 hora', 30),
       ('Rápido en vivo', 'Evento sin modo lento', true, now() - interval '10 minutes', '1 hora', 0),
       ('Lento terminado', 'Evento terminado', true, now() - interval '3 hours', '1 hora', 30),
       ('Comunidad normal', 'Sin evento', false, null, null, 0);
select set_config('t.slow', (select id::text from public.communities where name = 'Lento en vivo'), true);
select set_config('t.fast', (select id::text from public.communities where name = 'Rápido en vivo'), true);
select set_config('t.ended', (select id::text from public.communities where name = 'Lento terminado'), true);
select set_config('t.regular', (select id::text from public.communities where name = 'Comunidad normal'), true);
select tests.create_actors('slow', 'mia', 'Mía Lenta', 'leo', 'Leo Veloz');

-- Slow mode through the RPC
select tests.authenticate_as(current_setting('t.mia')::uuid);
select is((public.send_live_chat_message('51000000-0000-4000-8000-000000000001', current_setting('t.slow')::bigint, '¡Hola!')).body, '¡Hola!',
  'a member sends a message through send_live_chat_message');
select is((public.send_live_chat_message('51000000-0000-4000-8000-000000000001', current_setting('t.slow')::bigint, '¡Hola!')).id,
  '51000000-0000-4000-8000-000000000001'::uuid, 'a retry with the same id returns the stored message, even inside the slow-mode wait');
select is((tests.error_of(format($$ select public.send_live_chat_message('51000000-0000-4000-8000-000000000002', %s, 'Otra vez') $$,
  current_setting('t.slow'))))[1:2], array['P0001', 'live_chat_slow_mode'], 'a second message inside 30 s is refused with live_chat_slow_mode');
select matches((tests.error_of(format($$ select public.send_live_chat_message('51000000-0000-4000-8000-000000000002', %s, 'Otra vez') $$,
  current_setting('t.slow'))))[3], '^Modo lento: espera (29|30) segundos antes de enviar otro mensaje\.$', 'the refusal says in Spanish how many seconds to wait');
select throws_ok(format($$ insert into public.live_chat_messages (event_id, body) values (%s, 'Por la puerta de atrás') $$, current_setting('t.slow')),
  'P0001', 'live_chat_slow_mode', 'a direct insert inside the wait is refused too');
select is((select count(*)::int from public.live_chat_messages where event_id = current_setting('t.slow')::bigint), 1,
  'refused messages are not stored and the retry stored nothing twice');
select lives_ok(format($$ select public.send_live_chat_message('51000000-0000-4000-8000-000000000003', %s, 'Aquí sin espera') $$, current_setting('t.fast')),
  'slow mode of one event does not hold the member back in another');
select lives_ok(format($$ select public.send_live_chat_message('51000000-0000-4000-8000-000000000004', %s, 'Y otro') $$, current_setting('t.fast')),
  'without slow mode a member sends twice in a row');

select tests.authenticate_as(current_setting('t.leo')::uuid);
select lives_ok(format($$ select public.send_live_chat_message('51000000-0000-4000-8000-000000000005', %s, 'Yo también') $$, current_setting('t.slow')),
  'another member is not held back by someone else''s slow mode');
select is((tests.error_of(format($$ select public.send_live_chat_message('51000000-0000-4000-8000-000000000001', %s, 'Robado') $$,
  current_setting('t.slow'))))[1:2], array['23505', 'message_id_taken'], 'another member cannot reuse a message id');

-- After the wait (the previous message backdated by the runner) the member may write again
select tests.clear_authentication();
update public.live_chat_messages set created_at = clock_timestamp() - interval '31 seconds' where id = '51000000-0000-4000-8000-000000000001';
select tests.authenticate_as(current_setting('t.mia')::uuid);
select lives_ok(format($$ select public.send_live_chat_message('51000000-0000-4000-8000-000000000006', %s, 'Ya pasó el tiempo') $$,
  current_setting('t.slow')), 'once N seconds have passed the next message goes through');
select is((tests.error_of(format($$ select public.send_live_chat_message('51000000-0000-4000-8000-000000000007', %s, 'Demasiado pronto') $$,
  current_setting('t.slow'))))[2:2], array['live_chat_slow_mode'], 'and the wait starts again from that message');
select tests.clear_authentication();
update public.live_chat_messages set created_at = clock_timestamp() - interval '29 seconds' where id = '51000000-0000-4000-8000-000000000006';
select tests.authenticate_as(current_setting('t.mia')::uuid);
select is((tests.error_of(format($$ select public.send_live_chat_message('51000000-0000-4000-8000-000000000007', %s, 'Casi') $$,
  current_setting('t.slow'))))[3], 'Modo lento: espera 1 segundo antes de enviar otro mensaje.', 'one second left reads in the singular');

-- Other refusals, each with its code and Spanish text
select is(tests.error_of(format($$ select public.send_live_chat_message(gen_random_uuid(), %s, 'Llego tarde') $$, current_setting('t.ended'))),
  array['P0001', 'live_event_ended', 'El evento ha finalizado.'], 'an ended event refuses with live_event_ended');
select throws_ok(format($$ insert into public.live_chat_messages (event_id, body) values (%s, 'Llego tarde') $$, current_setting('t.ended')),
  '42501', null, 'a direct insert into an ended event is still refused by RLS');
select is((tests.error_of(format($$ select public.send_live_chat_message(gen_random_uuid(), %s, 'Hola') $$, current_setting('t.regular'))))[1:2],
  array['PT404', 'live_event_not_found'], 'a regular community is not a live event');
select is((tests.error_of($$ select public.send_live_chat_message(gen_random_uuid(), 99999999, 'Hola') $$))[1:2],
  array['PT404', 'live_event_not_found'], 'an unknown event is refused');
select is((tests.error_of(format($$ select public.send_live_chat_message(gen_random_uuid(), %s, '   ') $$, current_setting('t.fast'))))[1:2],
  array['22023', 'message_blank'], 'a blank message is refused');
select is(tests.error_of(format($$ select public.send_live_chat_message(gen_random_uuid(), %s, %L) $$, current_setting('t.fast'), repeat('a', 501))),
  array['22001', 'live_chat_message_too_long', 'El mensaje no puede superar los 500 caracteres.'], 'a message over 500 characters is refused');
select is((tests.error_of(format($$ select public.send_live_chat_message(null, %s, 'Hola') $$, current_setting('t.fast'))))[1:2],
  array['22023', 'message_id_required'], 'a message needs its client id');
select lives_ok(format($$ select public.send_live_chat_message(gen_random_uuid(), %s, %L) $$, current_setting('t.fast'), '<img src=x onerror=alert(1)>'),
  'HTML is stored as plain text (the app renders it as text)');

select tests.authenticate_as_anon();
select is(tests.error_of(format($$ select public.send_live_chat_message(gen_random_uuid(), %s, 'Soy visitante') $$, current_setting('t.slow'))),
  array['42501', 'not_authenticated', 'Debes iniciar sesión para enviar mensajes.'], 'a visitor is told to sign in, in the spec''s words');
select throws_ok(format($$ insert into public.live_chat_messages (event_id, body) values (%s, 'Soy visitante') $$, current_setting('t.slow')),
  '42501', null, 'a visitor cannot insert directly either');
select is((select slow_mode_seconds from public.communities where id = current_setting('t.slow')::bigint), 30, 'visitors can read an event''s slow mode');
select is((select count(*)::int from public.live_chat_messages where event_id = current_setting('t.slow')::bigint), 3, 'visitors can read the live chat');

-- Nobody but the curators sets slow mode; trigger functions are closed to clients
select ok(not has_column_privilege('authenticated', 'public.communities', 'slow_mode_seconds', 'UPDATE'), 'members cannot change slow mode');
select ok(not has_column_privilege('anon', 'public.communities', 'slow_mode_seconds', 'UPDATE'), 'visitors cannot change slow mode');
select ok(not has_function_privilege('authenticated', 'public.live_chat_broadcast()', 'EXECUTE'), 'members cannot call the broadcast trigger function');
select ok(not has_function_privilege('authenticated', 'public.live_chat_enforce_slow_mode()', 'EXECUTE'), 'members cannot call the slow-mode trigger function');

-- Broadcasts on the private topic live:<event id>
select tests.clear_authentication();
select ok(exists (select 1 from realtime.messages
  where topic = 'live:' || current_setting('t.slow') and event = 'chat' and private
    and payload ->> 'id' = '51000000-0000-4000-8000-000000000001' and payload ->> 'body' = '¡Hola!'
    and payload ->> 'sender_name' = 'Mía Lenta' and payload ->> 'user_id' = current_setting('t.mia')
    and payload ? 'sender_avatar' and payload ? 'created_at' and (payload ->> 'event_id')::bigint = current_setting('t.slow')::bigint),
  'a new message goes out as ''chat'' on the private topic live:<id> with the sender''s name');
select is((select count(*)::int from realtime.messages where topic = 'live:' || current_setting('t.slow') and event = 'chat'), 3,
  'each stored message is broadcast once; retries and refusals are not');
select is((select count(*)::int from realtime.messages where topic = 'live:' || current_setting('t.ended') and event = 'chat'), 0,
  'nothing is broadcast for a refused event');

select * from finish();
rollback;
