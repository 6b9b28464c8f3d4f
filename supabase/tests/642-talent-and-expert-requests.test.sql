-- Content and session requests: requesters read their own, the talent or expert account reads (and answers) only
-- those addressed to it and is notified; unknown services, past dates and resent forms are refused or stored once.
begin;
select plan(21);

select tests.create_actors('req', 'member', 'Mara Miembro', 'other', 'Otilio Otro');
select set_config('t.talent_user', tests.create_user('req-talent@test.dev', 'Tina Talento')::text, true);
select set_config('t.expert_user', tests.create_user('req-expert@test.dev', 'Ernesto Experto')::text, true);

select tests.authenticate_as_service_role();
insert into public.talents (user_id, name, category) values (current_setting('t.talent_user')::uuid, 'Tina Talento', 'Música');
select set_config('t.talent', (select id::text from public.talents where name = 'Tina Talento'), true);
insert into public.talent_services (talent_id, name, price) values (current_setting('t.talent')::bigint, 'Saludo', 10);
select set_config('t.service', (select id::text from public.talent_services where talent_id = current_setting('t.talent')::bigint), true);
select set_config('t.other_service', (select min(id)::text from public.talent_services where talent_id <> current_setting('t.talent')::bigint), true);
insert into public.experts (name, specialty, user_id) values ('Ernesto Experto', 'Datos', current_setting('t.expert_user')::uuid);
select set_config('t.expert', (select id::text from public.experts where name = 'Ernesto Experto'), true);
select set_config('t.seed_expert', (select min(id)::text from public.experts where user_id is null), true);

-- Content requests
select tests.authenticate_as(current_setting('t.member')::uuid);
select lives_ok(format($$ insert into public.content_requests (talent_id, service_id, name, email, instructions, client_id)
  values (%s, %s, 'Mara', 'mara@correo.com', 'Un saludo para Ana.', '64200000-0000-4000-8000-000000000001') $$,
  current_setting('t.talent'), current_setting('t.service')), 'a member requests content from a talent');
select lives_ok(format($$ insert into public.content_requests (talent_id, service_id, name, email, instructions, client_id)
  values (%s, %s, 'Mara', 'mara@correo.com', 'Un saludo para Ana.', '64200000-0000-4000-8000-000000000001') on conflict (client_id) do nothing $$,
  current_setting('t.talent'), current_setting('t.service')), 'the same form sent again is accepted');
select is((select count(*)::int from public.content_requests where talent_id = current_setting('t.talent')::bigint), 1, 'and stored once');
select throws_ok(format($$ insert into public.content_requests (talent_id, service_id, name, email, instructions)
  values (%s, %s, 'Mara', 'mara@correo.com', 'Otro.') $$, current_setting('t.talent'), current_setting('t.other_service')),
  '23503', null, 'a request for a service the talent does not offer is refused');
select throws_ok(format($$ insert into public.content_requests (talent_id, service_id, name, email, instructions)
  values (%s, -1, 'Mara', 'mara@correo.com', 'Otro.') $$, current_setting('t.talent')), '23503', null, 'a request for an unknown service is refused');
select is_empty(format($$ update public.content_requests set status = 'delivered' where talent_id = %s returning id $$, current_setting('t.talent')),
  'the requester cannot set the status of their request');

-- Session requests
select lives_ok(format($$ insert into public.expert_session_requests (expert_id, preferred_date, preferred_time, topic, client_id)
  values (%s, current_date + 3, '18:30', '  Cómo empezar en ciencia de datos  ', '64200000-0000-4000-8000-000000000002') $$, current_setting('t.expert')),
  'a member asks an expert for a session');
select is((select topic from public.expert_session_requests where expert_id = current_setting('t.expert')::bigint), 'Cómo empezar en ciencia de datos', 'the topic is trimmed');
select is((tests.error_of(format($$ insert into public.expert_session_requests (expert_id, preferred_date, preferred_time, topic, client_id)
  values (%s, current_date - 1, '10:00', 'Ayer', gen_random_uuid()) $$, current_setting('t.expert')))),
  array['23514', 'session_date_past', 'Elige una fecha a partir de hoy.'], 'a date already gone is refused');
select throws_ok(format($$ insert into public.expert_session_requests (expert_id, preferred_date, preferred_time, topic, client_id)
  values (%s, current_date, '10:00', '   ', gen_random_uuid()) $$, current_setting('t.expert')), '23514', null, 'a blank topic is refused');
select throws_ok($$ insert into public.expert_session_requests (expert_id, preferred_date, preferred_time, topic, client_id)
  values (-1, current_date, '10:00', 'Tema', gen_random_uuid()) $$, '23503', null, 'a request to an unknown expert is refused');
select throws_ok(format($$ insert into public.expert_session_requests (user_id, expert_id, preferred_date, preferred_time, topic, client_id)
  values (%L, %s, current_date, '10:00', 'Tema', gen_random_uuid()) $$, current_setting('t.other'), current_setting('t.seed_expert')),
  '42501', null, 'nobody asks in someone else''s name');
select is((select count(*)::int from public.expert_session_requests), 1, 'a member reads their own session requests');

-- The addressees
select tests.authenticate_as(current_setting('t.talent_user')::uuid);
select is((select count(*)::int from public.content_requests), 1, 'a talent reads the requests addressed to them only');
select is((select content from public.notifications where type = 'content_request'), 'Mara Miembro te pidió contenido personalizado.', 'the talent is notified');
select lives_ok($$ update public.content_requests set status = 'accepted' $$, 'the talent sets the status');
select is((select count(*)::int from public.expert_session_requests), 0, 'a talent does not read session requests of others');

select tests.authenticate_as(current_setting('t.expert_user')::uuid);
select is((select count(*)::int from public.expert_session_requests), 1, 'an expert reads the session requests addressed to them');
select is((select link from public.notifications where type = 'session_request'), '/contact-expert', 'the expert is notified');

select tests.authenticate_as(current_setting('t.other')::uuid);
select is((select count(*)::int from public.content_requests) + (select count(*)::int from public.expert_session_requests), 0,
  'a stranger reads no one''s requests');

select tests.authenticate_as(current_setting('t.member')::uuid);
select is((select status from public.content_requests where talent_id = current_setting('t.talent')::bigint), 'accepted', 'the requester sees the status the talent set');

select * from finish();
rollback;
