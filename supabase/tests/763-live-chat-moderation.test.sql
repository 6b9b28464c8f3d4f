-- Live chat moderation: the host and staff delete a message (gone for everyone, 'chat_delete' on live:<event>) and time a
-- member out (their messages refused until then, 'timeout' on live:<event>); who reads the timeouts; anon / member /
-- host / moderator.
begin;
select plan(16);

select tests.create_actors('lm', 'host', 'Hugo Anfitrión', 'viewer', 'Vera Vidente', 'stranger', 'Sara Extraña', 'mod', 'Mora Moderadora');
insert into public.user_roles (user_id, role) values (current_setting('t.mod')::uuid, 'moderator');
insert into public.communities (name, is_live_event, live_date, duration, host_id)
values ('Sesión moderada', true, now() - interval '5 minutes', '1 hora', current_setting('t.host')::uuid);
select set_config('t.ev', (select id::text from public.communities where name = 'Sesión moderada'), true);
insert into public.live_chat_messages (id, event_id, user_id, body)
select gen_random_uuid(), current_setting('t.ev')::bigint, current_setting('t.viewer')::uuid, b from unnest(array['Uno', 'Dos', 'Tres']) b;
select set_config('t.' || lower(body), id::text, true) from public.live_chat_messages where event_id = current_setting('t.ev')::bigint;

-- Deleting --------------------------------------------------------------------------------------------------------------

select is(tests.outcomes(format('select public.delete_live_chat_message(%L)', current_setting('t.uno')), 'anon', 'stranger', 'host', 'mod'),
  array['42501', 'not_live_moderator', 'ok', 'live_message_not_found'], 'the host deletes a message; it is gone for the next one');
select is(tests.outcomes(format('select public.delete_live_chat_message(%L, %L)', current_setting('t.dos'), 'Spam'), 'mod'),
  array['ok'], 'a moderator deletes a message too');
select tests.authenticate_as_anon();
select is(array(select body from public.live_chat_messages where event_id = current_setting('t.ev')::bigint), array['Tres'],
  'deleted messages are gone for everyone');
select tests.clear_authentication();
select is((select count(*)::int from realtime.messages where topic = 'live:' || current_setting('t.ev') and event = 'chat_delete'
             and payload ->> 'id' in (current_setting('t.uno'), current_setting('t.dos'))), 2,
  'each deletion is broadcast as chat_delete on the event''s topic');

-- A hidden message (a report decision) leaves the chat the same way.
select tests.authenticate_with_hook(current_setting('t.stranger')::uuid);
insert into public.reports (target_type, target_id, reason) values ('live_message', current_setting('t.tres'), 'Insulto');
select is(tests.outcomes(format($$ select public.decide_report('live_message', %L, 'hide', 'Insulto') $$, current_setting('t.tres')), 'mod'),
  array['ok'], 'a moderator hides a reported live chat message');
select ok(exists (select 1 from realtime.messages where event = 'chat_delete' and payload ->> 'id' = current_setting('t.tres')),
  'which is broadcast as chat_delete');

-- Timeouts -----------------------------------------------------------------------------------------------------------------

select is(tests.outcomes(format('select public.timeout_live_chat_member(%s, %L, 5)', current_setting('t.ev'), current_setting('t.viewer')),
                         'anon', 'stranger', 'host'),
  array['42501', 'not_live_moderator', 'ok'], 'only the host or staff time a member out');
select is(tests.outcomes(format('select public.timeout_live_chat_member(%s, %L, 0)', current_setting('t.ev'), current_setting('t.viewer')), 'mod'),
  array['invalid_timeout_minutes'], 'a timeout lasts 1 minute to 7 days');
select is(tests.outcomes(format('select public.timeout_live_chat_member(%s, %L, 5)', current_setting('t.ev'), current_setting('t.mod')), 'host'),
  array['cannot_timeout_member'], 'the host cannot time out staff');
select is(tests.outcomes(format('select public.timeout_live_chat_member(%s, %L, 5)', current_setting('t.ev'), current_setting('t.host')), 'mod'),
  array['cannot_timeout_member'], 'nor staff the host');

select tests.authenticate_with_hook(current_setting('t.viewer')::uuid);
select is(tests.error_of(format($$ select public.send_live_chat_message(gen_random_uuid(), %s, 'Hola') $$, current_setting('t.ev'))),
  array['P0001', 'live_chat_timed_out', 'Se te silenció en este chat. Podrás escribir de nuevo en 5 minutos.'],
  'a timed-out member''s message is refused with the minutes left');
select is((select count(*)::int from public.live_chat_timeouts), 1, 'the member reads their own timeout');
select tests.authenticate_with_hook(current_setting('t.stranger')::uuid);
select is((select count(*)::int from public.live_chat_timeouts), 0, 'other members read no timeout');
select ok(tests.error_of(format($$ insert into public.live_chat_timeouts (event_id, user_id, until) values (%s, %L, now()) $$,
            current_setting('t.ev'), current_setting('t.stranger'))) is not null, 'nobody writes timeouts directly');

select is(tests.outcomes(format('select public.lift_live_chat_timeout(%s, %L)', current_setting('t.ev'), current_setting('t.viewer')), 'stranger', 'mod', 'viewer'),
  array['not_live_moderator', 'ok', 'not_live_moderator'], 'staff lift a timeout');
select tests.authenticate_with_hook(current_setting('t.viewer')::uuid);
select is(tests.error_of(format($$ select public.send_live_chat_message(gen_random_uuid(), %s, 'Ya puedo') $$, current_setting('t.ev'))),
  null, 'then the member chats again');

select * from finish();
rollback;
