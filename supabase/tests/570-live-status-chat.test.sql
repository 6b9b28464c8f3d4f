-- Live events: Spanish duration parser, status clock, transition broadcasts on live:<id> by the cron job, live chat RLS.
begin;
select plan(42);

-- Duration parser
select is(public.parse_spanish_duration('2 horas'), interval '2 hours', '''2 horas'' is two hours');
select is(public.parse_spanish_duration('1 hora 30 minutos'), interval '1 hour 30 minutes', '''1 hora 30 minutos'' is an hour and a half');
select is(public.parse_spanish_duration('45 minutos'), interval '45 minutes', '''45 minutos'' is 45 minutes');
select is(public.parse_spanish_duration('90 min'), interval '90 minutes', '''90 min'' is 90 minutes');
select is(public.parse_spanish_duration('1 Hora'), interval '1 hour', 'units are case-insensitive');
select is(public.parse_spanish_duration('1,5 horas'), interval '90 minutes', 'a decimal comma works for hours');
select is(public.parse_spanish_duration('2h 15m'), interval '2 hours 15 minutes', 'short units h and m work');
select is(public.parse_spanish_duration('30'), interval '30 minutes', 'a bare number is minutes');
select is(public.parse_spanish_duration('toda la tarde'), interval '1 hour', 'text without an amount counts as one hour');
select is(public.parse_spanish_duration(null), interval '1 hour', 'a missing duration counts as one hour');

-- Status clock
select is(public.live_status('2030-01-01 10:00+00', '2 horas', '2030-01-01 09:59:59+00'), 'pending', 'before the start the event is pending');
select is(public.live_status('2030-01-01 10:00+00', '2 horas', '2030-01-01 10:00+00'), 'live', 'at the start the event is live');
select is(public.live_status('2030-01-01 10:00+00', '2 horas', '2030-01-01 11:59:59+00'), 'live', 'just before the end the event is live');
select is(public.live_status('2030-01-01 10:00+00', '2 horas', '2030-01-01 12:00+00'), 'ended', 'at start plus duration the event has ended');
select is(public.live_status('2030-01-01 10:00+00', '1 hora 30 minutos', '2030-01-01 11:29+00'), 'live', 'hours and minutes add up');
select is(public.live_status(null, '2 horas'), null, 'no date, no status');
select is(public.live_status(now() - interval '10 minutes', '45 minutos'), 'live', 'the clock defaults to now');

-- Events for the rest of the file (as the runner: curated content)
insert into public.communities (name, description, is_live_event, live_date, duration, price)
values ('Prueba en vivo', 'Evento de prueba en curso', true, now() - interval '30 minutes', '2 horas', 0),
       ('Prueba terminada', 'Evento de prueba terminado', true, now() - interval '5 hours', '1 hora', 5),
       ('Prueba futura', 'Evento de prueba futuro', true, now() + interval '1 day', '90 min', 10),
       ('Prueba regular', 'Comunidad sin evento', false, null, null, 0);
select set_config('t.live', (select id::text from public.communities where name = 'Prueba en vivo'), true);
select set_config('t.ended', (select id::text from public.communities where name = 'Prueba terminada'), true);
select set_config('t.soon', (select id::text from public.communities where name = 'Prueba futura'), true);

select is(public.live_event_status(current_setting('t.live')::bigint) ->> 'status', 'live', 'live_event_status reports the current status');
select is((select public.current_live_status(c) from public.communities c where c.id = current_setting('t.soon')::bigint), 'pending',
  'the computed field current_live_status reads pending for an upcoming event');
select is((select public.current_live_status(c) from public.communities c where c.name = 'Prueba regular'), null,
  'a regular community has no live status');
select ok((public.live_event_status(current_setting('t.soon')::bigint) ->> 'server_time') is not null, 'live_event_status carries the server time');

-- Broadcasts: first run announces every event, a second run nothing, a later clock the transitions only
select ok(public.broadcast_live_status_transitions() >= 3, 'the first run announces the status of every live event');
select is(public.broadcast_live_status_transitions(), 0, 'a second run with no change announces nothing');
select is((select status from public.live_status_broadcasts where event_id = current_setting('t.live')::bigint), 'live', 'the last broadcast status is remembered');
select ok(exists (select 1 from realtime.messages where topic = 'live:' || current_setting('t.live') and event = 'status'
  and payload ->> 'status' = 'live' and private), 'the status goes out on the private topic live:<id>');
select ok(public.broadcast_live_status_transitions(now() + interval '2 hours') >= 1, 'two hours later the running event changes');
select is((select array_agg(status order by event_id) from public.live_status_broadcasts
  where event_id in (current_setting('t.live')::bigint, current_setting('t.ended')::bigint, current_setting('t.soon')::bigint)),
  array['ended', 'ended', 'pending'], 'only the running event moved (to ended)');
select ok(exists (select 1 from realtime.messages where topic = 'live:' || current_setting('t.live') and payload ->> 'status' = 'ended'
  and payload ->> 'previous' = 'live'), 'the transition live → ended is broadcast with the previous status');
select ok(public.broadcast_live_status_transitions(now() + interval '1 day 10 minutes') >= 1, 'the next day there are transitions again');
select is((select status from public.live_status_broadcasts where event_id = current_setting('t.soon')::bigint), 'live', 'the upcoming event has gone live');
select ok(exists (select 1 from cron.job where jobname = 'broadcast-live-status' and command like '%broadcast_live_status_transitions%'),
  'a pg_cron job broadcasts the transitions');
select ok(not has_function_privilege('authenticated', 'public.broadcast_live_status_transitions(timestamptz)', 'execute'),
  'members cannot trigger broadcasts themselves');

-- Live chat
select tests.create_actors('live', 'member', 'Mía Vivo', 'other', 'Otto Otro');

select tests.authenticate_as(current_setting('t.member')::uuid);
select lives_ok(format($$ insert into public.live_chat_messages (id, event_id, body) values ('22222222-2222-4222-8222-222222222222', %s, '¡Hola a todos!') $$,
  current_setting('t.live')), 'a member can chat in a running event');
select lives_ok(format($$ insert into public.live_chat_messages (event_id, body) values (%s, '¿A qué hora empieza?') $$,
  current_setting('t.soon')), 'a member can chat before the event starts');
select throws_ok(format($$ insert into public.live_chat_messages (event_id, body) values (%s, 'Llego tarde') $$,
  current_setting('t.ended')), '42501', null, 'chat is closed once the event has ended');
select throws_ok(format($$ insert into public.live_chat_messages (event_id, body) values (%s, '') $$,
  current_setting('t.live')), '23514', null, 'an empty chat message is refused');
select throws_ok(format($$ insert into public.live_chat_messages (event_id, user_id, body) values (%s, %L, 'Suplantación') $$,
  current_setting('t.live'), current_setting('t.other')), '42501', null, 'a member cannot chat in someone else''s name');
select throws_ok(format($$ insert into public.live_chat_messages (event_id, body) values (%s, 'Hola') $$,
  (select id from public.communities where name = 'Prueba regular')), '42501', null, 'a regular community has no live chat');

select tests.authenticate_as_anon();
select is((select count(*)::int from public.live_chat_messages where event_id = current_setting('t.live')::bigint), 1, 'visitors can read the live chat');
select throws_ok(format($$ insert into public.live_chat_messages (event_id, body) values (%s, 'Soy visitante') $$, current_setting('t.live')),
  '42501', null, 'visitors cannot chat');

select tests.authenticate_as(current_setting('t.other')::uuid);
select is_empty($$ delete from public.live_chat_messages where id = '22222222-2222-4222-8222-222222222222' returning id $$,
  'a stranger cannot delete someone else''s chat message');
select tests.authenticate_as(current_setting('t.member')::uuid);
select isnt_empty($$ delete from public.live_chat_messages where id = '22222222-2222-4222-8222-222222222222' returning id $$,
  'a member can delete their own chat message');

select * from finish();
rollback;
