-- Realtime topics nobody can forge: live:<event id> is private, received by anon and members who can see the event,
-- sent on by the database alone (host, viewer and visitor inserts refused); dm:<conversation id> for its pair only.
begin;
select plan(21);

select tests.create_actors('topics', 'host', 'Hana Host', 'viewer', 'Vera Viewer', 'ana', 'Ana Topics', 'beto', 'Beto Topics', 'ciro', 'Ciro Extraño');

insert into public.communities (name, description, is_live_event, live_date, duration, price, host_id, host_name)
values ('Tema en vivo', 'Evento de prueba', true, now() - interval '10 minutes', '2 horas', 0, current_setting('t.host')::uuid, 'Hana Host');
select set_config('t.ev', (select id::text from public.communities where name = 'Tema en vivo'), true);
select set_config('t.topic', 'live:' || current_setting('t.ev'), true);
select set_config('t.gone', 'live:' || (current_setting('t.ev')::bigint + 100000)::text, true);

-- The database sends: the clock job's status, a stored chat message; one probe row on a topic with no event.
select ok(public.broadcast_live_status_transitions() >= 1, 'the clock job announces the status');
select tests.authenticate_as(current_setting('t.viewer')::uuid);
select lives_ok(format($$ select public.send_live_chat_message('59800000-0000-4000-8000-000000000001', %s, 'Hola') $$, current_setting('t.ev')),
  'a viewer writes in the chat');
select tests.clear_authentication();
select realtime.send('{}'::jsonb, 'status', current_setting('t.gone'), true);
select is((select count(*)::int from realtime.messages where topic like 'live:%' and not private), 0,
  'every live: broadcast the database sends is private');
select is((select count(*)::int from realtime.messages where topic = current_setting('t.topic') and event in ('status', 'chat')), 2,
  'the status and the chat message went out on the event''s topic');

-- Visitors
select tests.authenticate_as_anon();
select set_config('realtime.topic', current_setting('t.topic'), true);
select is((select count(*)::int from realtime.messages where topic = current_setting('t.topic')), 2, 'a visitor receives on the live topic');
select throws_ok(format($$ insert into realtime.messages (topic, extension, event, payload, private) values (%L, 'broadcast', 'chat', '{}', true) $$,
  current_setting('t.topic')), '42501', null, 'a visitor cannot send on the live topic');
select set_config('realtime.topic', current_setting('t.gone'), true);
select is((select count(*)::int from realtime.messages where topic = current_setting('t.gone')), 0, 'nobody receives on the topic of an event that does not exist');
select is(public.is_live_topic_viewer('live:abc'), false, 'a malformed live topic is refused, not an error');
select is(public.is_live_topic_viewer('live:99999999999999999999'), false, 'an out-of-range event id is refused, not an error');

-- Members: a viewer, the host
select tests.authenticate_as(current_setting('t.viewer')::uuid);
select set_config('realtime.topic', current_setting('t.topic'), true);
select is((select count(*)::int from realtime.messages where topic = current_setting('t.topic')), 2, 'a member receives on the live topic');
select throws_ok(format($$ insert into realtime.messages (topic, extension, event, payload, private) values (%L, 'broadcast', 'chat', '{}', true) $$,
  current_setting('t.topic')), '42501', null, 'a member cannot forge a chat message on the live topic');
select tests.authenticate_as(current_setting('t.host')::uuid);
select set_config('realtime.topic', current_setting('t.topic'), true);
select is((select count(*)::int from realtime.messages where topic = current_setting('t.topic')), 2, 'the host receives on the live topic');
select throws_ok(format($$ insert into realtime.messages (topic, extension, event, payload, private) values (%L, 'broadcast', 'status', '{"status":"ended"}', true) $$,
  current_setting('t.topic')), '42501', null, 'not even the host can send a status on the live topic');
select throws_ok(format($$ insert into realtime.messages (topic, extension, event, payload, private) values (%L, 'presence', 'track', '{}', true) $$,
  current_setting('t.topic')), '42501', null, 'nobody tracks presence on the live topic');
select realtime.send('{"status":"ended"}'::jsonb, 'status', current_setting('t.topic'), true);
select set_config('realtime.topic', current_setting('t.topic'), true);
select is((select count(*)::int from realtime.messages where topic = current_setting('t.topic') and payload ->> 'status' = 'ended'), 0,
  'a member calling realtime.send sends nothing either');

-- dm:<conversation id>
select tests.authenticate_as(current_setting('t.ana')::uuid);
select set_config('t.conv', public.open_conversation(current_setting('t.beto')::uuid)::text, true);
select set_config('realtime.topic', 'dm:' || current_setting('t.conv'), true);
select lives_ok(format($$ insert into realtime.messages (topic, extension, event, payload, private) values ('dm:%s', 'presence', 'track', '{}', true) $$,
  current_setting('t.conv')), 'a member of the pair may track presence (typing) on the dm topic');
select is((select count(*)::int from realtime.messages where topic = 'dm:' || current_setting('t.conv')), 1, 'a member of the pair receives on the dm topic');
select tests.authenticate_as(current_setting('t.ciro')::uuid);
select set_config('realtime.topic', 'dm:' || current_setting('t.conv'), true);
select is((select count(*)::int from realtime.messages where topic = 'dm:' || current_setting('t.conv')), 0, 'a stranger receives nothing on the dm topic');
select throws_ok(format($$ insert into realtime.messages (topic, extension, event, payload, private) values ('dm:%s', 'broadcast', 'message', '{}', true) $$,
  current_setting('t.conv')), '42501', null, 'a stranger cannot send on the dm topic');
select tests.authenticate_as_anon();
select set_config('realtime.topic', 'dm:' || current_setting('t.conv'), true);
select is((select count(*)::int from realtime.messages where topic = 'dm:' || current_setting('t.conv')), 0, 'a visitor receives nothing on the dm topic');
select throws_ok(format($$ insert into realtime.messages (topic, extension, event, payload, private) values ('dm:%s', 'broadcast', 'message', '{}', true) $$,
  current_setting('t.conv')), '42501', null, 'a visitor cannot send on the dm topic');

select * from finish();
rollback;
