-- Lesson completion needs an enrolment (Spanish refusal); saved positions are private; the last completion issues a
-- public certificate; a member without enrolments gets courses 1 and 3 once.
begin;
select plan(22);

select set_config('t.student', tests.create_user('progreso-alumno@test.dev', 'Pía Progreso')::text, true);
select set_config('t.other', tests.create_user('progreso-otro@test.dev', 'Omar Otro')::text, true);
insert into public.courses (title, instructor_name) values ('Curso Progreso', 'Equipo Nexo');
select set_config('t.course', (select id::text from public.courses where title = 'Curso Progreso'), true);
insert into public.lessons (course_id, module, module_position, position, title, duration)
select current_setting('t.course')::bigint, m, mp, p, format('Progreso %s.%s', mp, p), '03:00'
  from (values ('Uno', 1, 1), ('Dos', 2, 1)) v(m, mp, p);
select set_config('t.l1', (select id::text from public.lessons where title = 'Progreso 1.1'), true);
select set_config('t.l2', (select id::text from public.lessons where title = 'Progreso 2.1'), true);

select tests.authenticate_as(current_setting('t.student')::uuid);
select is(tests.error_of(format($$ select public.complete_lesson(%s) $$, current_setting('t.l1'))),
  array['42501', 'lesson_not_enrolled', 'Inscríbete en el curso para marcar sus lecciones como completadas.'],
  'completing a lesson of a course one is not enrolled in is refused in Spanish');
select is(tests.error_of(format($$ select public.save_lesson_position(%s, 12) $$, current_setting('t.l1'))),
  array['42501', 'lesson_not_enrolled', 'Inscríbete en el curso para guardar tu avance.'],
  'saving a position needs an enrolment');
select is((select count(*)::int from public.lesson_completions where user_id = current_setting('t.student')::uuid), 0,
  'nothing was half-written');
select ok(public.enrol(current_setting('t.course')::bigint), 'the member enrols');
select lives_ok(format($$ select public.save_lesson_position(%s, 42.5) $$, current_setting('t.l1')), 'an enrolled member saves a position');
select lives_ok(format($$ select public.save_lesson_position(%s, 61) $$, current_setting('t.l1')), 'saving again moves the position');
select is((select seconds from public.lesson_positions where lesson_id = current_setting('t.l1')::bigint), 61.00::numeric(9,2),
  'one row per lesson holds the latest position');
select is(tests.error_of(format($$ select public.save_lesson_position(%s, -3) $$, current_setting('t.l1'))),
  array['22023', 'lesson_position_invalid', 'La posición del video no es válida.'], 'a negative position is refused');
select throws_ok(format($$ insert into public.lesson_positions (user_id, lesson_id, course_id, seconds) values (%L, %s, %s, 1) $$,
  current_setting('t.student'), current_setting('t.l1'), current_setting('t.course')), '42501', null,
  'positions are written only through save_lesson_position');
select is((select count(*)::int from public.complete_lesson(current_setting('t.l1')::bigint) where percent = 50), 1, 'half the course is done');
select is((select count(*)::int from public.course_certificates where user_id = current_setting('t.student')::uuid), 0,
  'no certificate before the last lesson');
select is((select next_lesson_id from public.complete_lesson(current_setting('t.l2')::bigint)), null::bigint, 'the last lesson has no next one');
select ok((select code ~ '^[A-Z0-9]{12}$' from public.course_certificates where user_id = current_setting('t.student')::uuid),
  'completing every lesson issues a certificate with a verification code');
select set_config('t.code', (select code from public.course_certificates where user_id = current_setting('t.student')::uuid), true);
select throws_ok(format($$ insert into public.course_certificates (user_id, course_id) values (%L, %s) $$,
  current_setting('t.student'), current_setting('t.course')), '42501', null, 'members cannot issue certificates themselves');

select tests.authenticate_as_anon();
select is((select course_id::text from public.course_certificates where code = current_setting('t.code')), current_setting('t.course'),
  'anyone can verify a certificate by its code');
select throws_ok($$ select count(*) from public.lesson_positions $$, '42501', null, 'visitors cannot read positions');

select tests.authenticate_as(current_setting('t.other')::uuid);
select is((select count(*)::int from public.lesson_positions), 0, 'a stranger does not see another member''s positions');
select is_empty($$ delete from public.lesson_positions returning lesson_id $$, 'a stranger cannot forget another member''s positions');
select is(public.ensure_default_enrolments(), true, 'a member with no enrolment gets the default set');
select is(array(select course_id from public.enrolments order by 1), array(select id from public.courses where id in (1, 3) order by 1),
  'the default set is courses 1 and 3');
select is(public.ensure_default_enrolments(), false, 'the default set is given only to a member with none');

select tests.authenticate_as(current_setting('t.student')::uuid);
select isnt_empty($$ delete from public.lesson_positions returning lesson_id $$, 'a member can forget their own positions');

select * from finish();
rollback;
