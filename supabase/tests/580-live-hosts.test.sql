-- Live hosts: only approved hosts create live sessions (validated, host = caller, status from the clock), communities stay
-- closed to direct writes, and the legacy browser host applications import the caller's own entry once, always pending.
begin;
select plan(41);


select tests.create_actors('lh', 'host', 'Helena Anfitriona', 'pending', 'Pablo Pendiente', 'rejected', 'Rita Rechazada', 'member', 'Mario Miembro', 'importer', 'Inés Importa', 'stranger', 'Esteban Extraño');

-- Staff decisions (as the runner): one approved host, one pending, one rejected.
insert into public.applications (user_id, kind, full_name, email, expertise, motivation, agreed_to_terms, status) values
  (current_setting('t.host')::uuid, 'host', 'Helena Anfitriona', 'lh-host@test.dev', 'Cocina', 'Enseñar en vivo', true, 'approved'),
  (current_setting('t.pending')::uuid, 'host', 'Pablo Pendiente', 'lh-pending@test.dev', 'Cocina', 'Enseñar en vivo', true, 'pending'),
  (current_setting('t.rejected')::uuid, 'host', 'Rita Rechazada', 'lh-rejected@test.dev', 'Cocina', 'Enseñar en vivo', true, 'rejected');

-- Who may create a live session ------------------------------------------------------------------------------

select tests.authenticate_as_anon();
select throws_ok($$ select public.create_live_session('Sesión', '', now() + interval '1 day', '1 hora', 0, '{}') $$,
  '42501', null, 'a visitor cannot create a live session');

select tests.authenticate_as(current_setting('t.member')::uuid);
select throws_ok($$ select public.create_live_session('Sesión', '', now() + interval '1 day', '1 hora', 0, '{}') $$,
  '42501', 'not_approved_host', 'a member without a host application is refused');

select tests.authenticate_as(current_setting('t.pending')::uuid);
select throws_ok($$ select public.create_live_session('Sesión', '', now() + interval '1 day', '1 hora', 0, '{}') $$,
  '42501', 'not_approved_host', 'a member whose host application is pending is refused');

select tests.authenticate_as(current_setting('t.rejected')::uuid);
select throws_ok($$ select public.create_live_session('Sesión', '', now() + interval '1 day', '1 hora', 0, '{}') $$,
  '42501', 'not_approved_host', 'a member whose host application was rejected is refused');
select is(tests.error_of($$ select public.create_live_session('Sesión', '', now() + interval '1 day', '1 hora', 0, '{}') $$),
  array['42501', 'not_approved_host', 'Necesitas ser un anfitrión aprobado para crear sesiones en vivo.'],
  'the refusal carries the spec''s Spanish text');

-- An approved host creates one --------------------------------------------------------------------------------

select tests.authenticate_as(current_setting('t.host')::uuid);
select lives_ok($$ select set_config('t.event', public.create_live_session(
    '  Cocina en Vivo: Pan Casero ', 'Amasamos juntos.', now() + interval '10 minutes', '1 hora 30 minutos', 5.5,
    array['Cocina', ' Pan ', 'cocina', ''])::text, true) $$,
  'an approved host creates a live session');
select is((select is_live_event from public.communities where id = current_setting('t.event')::bigint), true,
  'the session is a live-event community');
select is((select host_id from public.communities where id = current_setting('t.event')::bigint), current_setting('t.host')::uuid,
  'the host is the caller');
select is((select host_name from public.communities where id = current_setting('t.event')::bigint), 'Helena Anfitriona',
  'the host name comes from the profile');
select is((select name from public.communities where id = current_setting('t.event')::bigint), 'Cocina en Vivo: Pan Casero',
  'the title is trimmed');
select is((select duration from public.communities where id = current_setting('t.event')::bigint), '1 hora 30 minutos',
  'the Spanish duration text is kept');
select is((select price from public.communities where id = current_setting('t.event')::bigint), 5.50::numeric(10,2), 'the price is kept');
select is((select topics from public.communities where id = current_setting('t.event')::bigint), array['Cocina', 'Pan'],
  'topics are trimmed, blank ones dropped and repeated ones kept once');
select is((select public.current_live_status(c) from public.communities c where c.id = current_setting('t.event')::bigint), 'pending',
  'a new session is pending until it starts');
select is((select public.live_status(c.live_date, c.duration, now() + interval '1 hour') from public.communities c
            where c.id = current_setting('t.event')::bigint), 'live', 'the clock makes it live once it starts');
select is((select public.live_status(c.live_date, c.duration, now() + interval '2 hours') from public.communities c
            where c.id = current_setting('t.event')::bigint), 'ended', 'and ended after start plus its duration');
select is((select count(*)::int from public.communities where id = current_setting('t.event')::bigint), 1,
  'everyone can read the new session');
select lives_ok($$ select public.create_live_session('Gratis', '', now() + interval '2 days', '45 minutos', 0, null) $$,
  'a free session without topics is fine');

-- Bad input: refused with a code and changes nothing
select throws_ok($$ select public.create_live_session('   ', '', now() + interval '1 day', '1 hora', 0, '{}') $$,
  '22023', 'invalid_live_title', 'a blank title is refused');
select throws_ok(format($$ select public.create_live_session(%L, '', now() + interval '1 day', '1 hora', 0, '{}') $$, repeat('a', 121)),
  '22023', 'invalid_live_title', 'a title over 120 characters is refused');
select throws_ok(format($$ select public.create_live_session('Sesión', %L, now() + interval '1 day', '1 hora', 0, '{}') $$, repeat('a', 2001)),
  '22023', 'invalid_live_description', 'a description over 2000 characters is refused');
select throws_ok($$ select public.create_live_session('Sesión', '', now() - interval '1 minute', '1 hora', 0, '{}') $$,
  '22023', 'invalid_live_date', 'a date in the past is refused');
select throws_ok($$ select public.create_live_session('Sesión', '', null, '1 hora', 0, '{}') $$,
  '22023', 'invalid_live_date', 'a missing date is refused');
select throws_ok($$ select public.create_live_session('Sesión', '', now() + interval '1 day', '0 horas', 0, '{}') $$,
  '22023', 'invalid_live_duration', 'a zero duration is refused');
select throws_ok($$ select public.create_live_session('Sesión', '', now() + interval '1 day', 'toda la tarde', 0, '{}') $$,
  '22023', 'invalid_live_duration', 'a duration without an amount is refused');
select throws_ok($$ select public.create_live_session('Sesión', '', now() + interval '1 day', '1 hora', -1, '{}') $$,
  '22023', 'invalid_live_price', 'a negative price is refused');
select throws_ok($$ select public.create_live_session('Sesión', '', now() + interval '1 day', '1 hora', 0, array['a', 'b', 'c', 'd', 'e', 'f']) $$,
  '22023', 'invalid_live_topics', 'more than five topics are refused');
select is((select count(*)::int from public.communities where host_id = current_setting('t.host')::uuid), 2,
  'refused sessions leave nothing behind');

-- Communities stay closed to direct writes
select throws_ok($$ insert into public.communities (name, is_live_event, live_date, duration, host_id)
  values ('Atajo', true, now() + interval '1 day', '1 hora', (select auth.uid())) $$,
  '42501', null, 'even an approved host cannot insert into communities directly');
select tests.authenticate_as(current_setting('t.member')::uuid);
select throws_ok($$ insert into public.communities (name) values ('Mi comunidad') $$,
  '42501', null, 'an ordinary member cannot insert into communities');
select throws_ok(format($$ update public.communities set host_id = auth.uid() where id = %s $$, current_setting('t.event')),
  '42501', null, 'an ordinary member cannot take over a session');

-- Legacy host applications --------------------------------------------------------------------------------------

select tests.authenticate_as_anon();
select throws_ok($$ select public.import_legacy_host_applications('[]') $$, '42501', null, 'a visitor cannot import applications');

select tests.authenticate_as(current_setting('t.importer')::uuid);
select set_config('t.entries', jsonb_build_array(
  jsonb_build_object('fullName', 'Inés Importa', 'email', 'ines@example.com', 'expertiseAreas', 'Yoga, Meditación',
    'motivation', 'Guiar sesiones en vivo.', 'agreedToTerms', true, 'userId', current_setting('t.importer'),
    'status', 'approved', 'submittedAt', '2025-03-01T10:00:00.000Z'),
  jsonb_build_object('fullName', 'Inés Importa', 'email', 'ines@example.com', 'expertiseAreas', 'Yoga',
    'motivation', 'Otra vez.', 'agreedToTerms', true, 'userId', current_setting('t.importer'),
    'status', 'pending', 'submittedAt', 'no es una fecha'),
  jsonb_build_object('fullName', 'Esteban Extraño', 'email', 'esteban@example.com', 'expertiseAreas', 'Ajedrez',
    'motivation', 'Jugar en vivo.', 'agreedToTerms', true, 'userId', current_setting('t.stranger'),
    'status', 'approved', 'submittedAt', '2025-04-01T10:00:00.000Z'))::text, true);
select is(public.import_legacy_host_applications(current_setting('t.entries')::jsonb), 1,
  'the caller''s own readable entry is imported');
select is((select array[status, expertise, email] from public.applications where kind = 'host'),
  array['pending', 'Yoga, Meditación', 'ines@example.com'], 'it is pending whatever the browser said');
select is((select submitted_at from public.applications where kind = 'host'), '2025-03-01T10:00:00Z'::timestamptz,
  'it keeps the original submission time');
select is(public.import_legacy_host_applications(current_setting('t.entries')::jsonb), 0, 'importing again adds nothing');
select throws_ok($$ select public.import_legacy_host_applications('{"userId": "x"}') $$,
  '22023', 'invalid_legacy_applications', 'a list is required');

select tests.authenticate_as(current_setting('t.stranger')::uuid);
select is((select count(*)::int from public.applications), 0, 'another member''s entry was not imported for them');
select is(public.import_legacy_host_applications(jsonb_build_array(jsonb_build_object('fullName', 'Esteban', 'email', 'e@example.com',
    'expertiseAreas', 'Ajedrez', 'motivation', 'Jugar.', 'agreedToTerms', false, 'userId', current_setting('t.stranger'),
    'status', 'pending', 'submittedAt', '2025-04-01T10:00:00.000Z'))), 0,
  'an entry without the terms accepted is skipped');

-- A decision by staff is not undone by the browser's copy.
select tests.clear_authentication();
update public.applications set status = 'rejected' where user_id = current_setting('t.importer')::uuid;
select tests.authenticate_as(current_setting('t.importer')::uuid);
select is(public.import_legacy_host_applications(current_setting('t.entries')::jsonb), 0,
  'a rejected imported application is not filed again');
select is((select count(*)::int from public.applications where kind = 'host'), 1, 'the importer still has one host application');

select * from finish();
rollback;
