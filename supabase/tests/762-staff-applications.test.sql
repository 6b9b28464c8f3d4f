-- Staff decide applications: who reads and decides them, the first decision standing, the applicant's notification, and an
-- approved host creating live sessions; anon / member / moderator / admin.
begin;
select plan(14);

select tests.create_actors('sa', 'host', 'Hugo Anfitrión', 'talent', 'Tina Talento', 'stranger', 'Sara Extraña',
  'mod', 'Mora Moderadora', 'adm', 'Ada Admin');
insert into public.user_roles (user_id, role) values (current_setting('t.mod')::uuid, 'moderator'), (current_setting('t.adm')::uuid, 'admin');
insert into public.applications (user_id, kind, full_name, email, expertise, motivation, agreed_to_terms, years_experience) values
  (current_setting('t.host')::uuid, 'host', 'Hugo Anfitrión', 'hugo@test.dev', 'Cocina', 'Quiero enseñar cocina en vivo', true, null),
  (current_setting('t.talent')::uuid, 'talent', 'Tina Talento', 'tina@test.dev', 'Canto', null, false, null),
  (current_setting('t.mod')::uuid, 'expert', 'Mora Moderadora', 'mora@test.dev', 'Derecho', 'Asesorar', false, 5);
select set_config('t.' || kind || '_app', id::text, true) from public.applications where user_id in
  (current_setting('t.host')::uuid, current_setting('t.talent')::uuid, current_setting('t.mod')::uuid);

select tests.authenticate_with_hook(current_setting('t.stranger')::uuid);
select is((select count(*)::int from public.applications), 0, 'a member reads no one else''s application');
select tests.authenticate_with_hook(current_setting('t.mod')::uuid);
select is((select count(*)::int from public.applications where user_id <> current_setting('t.mod')::uuid
             and id in (current_setting('t.host_app')::bigint, current_setting('t.talent_app')::bigint)), 2, 'staff read every application');

select tests.authenticate_with_hook(current_setting('t.host')::uuid);
select is(tests.error_of($$ select public.create_live_session('Cocina en vivo', '', now() + interval '1 day', '1 hora', 0, '{}') $$)::text,
  array['42501', 'not_approved_host', private.error_text('not_approved_host')]::text, 'a pending host cannot create live sessions yet');

select is(tests.outcomes(format('select public.decide_application(%s, true, %L)', current_setting('t.host_app'), 'Buen perfil'),
                         'anon', 'host', 'stranger', 'mod', 'adm'),
  array['42501', 'not_staff', 'not_staff', 'ok', 'application_already_decided'],
  'staff approve a pending application; a second decision is refused');
select is(tests.outcomes(format('select public.decide_application(%s, null, %L)', current_setting('t.talent_app'), 'x'), 'mod'),
  array['invalid_application_decision'], 'a decision is approve or reject');
select is(tests.outcomes(format('select public.decide_application(%s, false, %L)', current_setting('t.talent_app'), ' '), 'mod'),
  array['staff_reason_required'], 'with a reason');
select is(tests.outcomes(format('select public.decide_application(%s, true, %L)', current_setting('t.expert_app'), 'Yo misma'), 'mod', 'adm'),
  array['cannot_decide_own_application', 'ok'], 'nobody decides their own application');
select is(tests.outcomes('select public.decide_application(987654321, true, ''x'')', 'mod'), array['application_not_found'],
  'an unknown application is not found');
select is(tests.outcomes(format('select public.decide_application(%s, false, %L)', current_setting('t.talent_app'), 'Aún no abrimos talentos'), 'adm'),
  array['ok'], 'an admin rejects a talent application');

select tests.authenticate_with_hook(current_setting('t.host')::uuid);
select is((select array[status, decision_reason] from public.applications where id = current_setting('t.host_app')::bigint),
  array['approved', 'Buen perfil'], 'the applicant reads the decision and its reason');
select is((select array[type, content, link] from public.notifications where user_id = current_setting('t.host')::uuid),
  array['application', 'Aprobamos tu solicitud de anfitrión de sesiones en vivo. Buen perfil', '/live-sessions'],
  'and is notified');
select is(public.my_capabilities(), array['host']::public.application_kind[], 'approval is the capability');
select ok(public.create_live_session('Cocina en vivo', '', now() + interval '1 day', '1 hora', 0, '{}') > 0,
  'an approved host creates live sessions (''Nueva Sesión'')');

select tests.authenticate_with_hook(current_setting('t.adm')::uuid);
select is(array(select action || ':' || target_id from public.staff_actions where target_type = 'application' order by id),
  array['approve_application:' || current_setting('t.host_app'), 'approve_application:' || current_setting('t.expert_app'),
        'reject_application:' || current_setting('t.talent_app')], 'each decision is in the staff log');

select * from finish();
rollback;
