-- Courses and lessons: public read, constraints; enrol (students, notifications), complete lessons in order, reviews and rating.
begin;
select plan(29);

select set_config('t.teacher', tests.create_user('curso-profe@test.dev', 'Paula Profe')::text, true);
select set_config('t.student', tests.create_user('curso-alumno@test.dev', 'Álvaro Alumno')::text, true);
select set_config('t.other', tests.create_user('curso-otro@test.dev', 'Olga Otra')::text, true);
insert into public.courses (title, instructor_id, instructor_name, price, level, type)
values ('Curso de Prueba', current_setting('t.teacher')::uuid, 'Paula Profe', 19.99, 'Intermedio', 'recorded');
select set_config('t.course', (select id::text from public.courses where title = 'Curso de Prueba'), true);
insert into public.lessons (course_id, module, module_position, position, title, duration, video_url)
select current_setting('t.course')::bigint, m, mp, p, format('Lección %s.%s', mp, p), '05:30', case when p = 2 then null else '/media/video/sample-1/index.m3u8' end
  from (values ('Introducción', 1, 1), ('Introducción', 1, 2), ('Avanzado', 2, 1)) v(m, mp, p);
select set_config('t.l1', (select id::text from public.lessons where title = 'Lección 1.1' and course_id = current_setting('t.course')::bigint), true);
select set_config('t.l2', (select id::text from public.lessons where title = 'Lección 1.2' and course_id = current_setting('t.course')::bigint), true);
select set_config('t.l3', (select id::text from public.lessons where title = 'Lección 2.1' and course_id = current_setting('t.course')::bigint), true);

select is((select lessons_count from public.courses where id = current_setting('t.course')::bigint), 3, 'lessons_count follows the lessons');
select throws_ok($$ insert into public.courses (title, level) values ('Nivel raro', 'Experto') $$, '23514', null, 'an unknown level is refused');
select throws_ok($$ insert into public.courses (title, price) values ('Negativo', -5) $$, '23514', null, 'a negative course price is refused');
select throws_ok($$ insert into public.courses (title, type) values ('En vivo sin fecha', 'live') $$, '23514', null, 'a live course needs a date');
select throws_ok($$ insert into public.courses (title, rating) values ('Seis estrellas', 5.5) $$, '23514', null, 'a rating above 5 is refused');
select throws_ok(format($$ insert into public.lessons (course_id, module, position, title, duration) values (%s, 'M', 9, 'Mala', '5 min') $$, current_setting('t.course')),
  '23514', null, 'a lesson duration must be mm:ss');
select throws_ok(format($$ insert into public.lessons (course_id, module, position, title, duration) values (%s, 'Introducción', 1, 'Repetida', '01:00') $$, current_setting('t.course')),
  '23505', null, 'two lessons cannot share a place in a module');

select tests.authenticate_as_anon();
select is((select count(*)::int from public.lessons where course_id = current_setting('t.course')::bigint), 3, 'visitors can read lessons');
select is((select video_url from public.lessons where id = current_setting('t.l2')::bigint), null, 'a lesson may have no video');
select throws_ok(format($$ select public.enrol(%s) $$, current_setting('t.course')), '42501', null, 'visitors cannot enrol');

select tests.authenticate_as(current_setting('t.student')::uuid);
select throws_ok(format($$ select public.complete_lesson(%s) $$, current_setting('t.l1')), '42501', null,
  'a lesson cannot be completed before enrolling');
select throws_ok(format($$ insert into public.course_reviews (course_id, rating) values (%s, 5) $$, current_setting('t.course')), '42501', null,
  'only enrolled members can review');
select is(public.enrol(current_setting('t.course')::bigint), true, 'enrol enrols the member');
select is(public.enrol(current_setting('t.course')::bigint), false, 'enrolling twice changes nothing');
select is((select students_count from public.courses where id = current_setting('t.course')::bigint), 1, 'students_count counts the enrolment');
select is((select content from public.notifications where type = 'course'), 'Te has inscrito en «Curso de Prueba». ¡Empieza cuando quieras!',
  'the student is notified of the enrolment');
select results_eq(format($$ select completed_count, total_count, percent, next_lesson_id from public.complete_lesson(%s) $$, current_setting('t.l1')),
  format($$ values (1, 3, 33, %s::bigint) $$, current_setting('t.l2')), 'completing a lesson reports progress and the next lesson of the module');
select results_eq(format($$ select percent, next_lesson_id from public.complete_lesson(%s) $$, current_setting('t.l2')),
  format($$ values (67, %s::bigint) $$, current_setting('t.l3')), 'after the last lesson of a module comes the first of the next module');
select results_eq(format($$ select completed_count, percent, next_lesson_id from public.complete_lesson(%s) $$, current_setting('t.l3')),
  $$ values (3, 100, null::bigint) $$, 'after the last lesson there is none and progress is 100');
select is((select count(*)::int from public.complete_lesson(current_setting('t.l3')::bigint) where completed_count = 3), 1,
  'completing again is harmless');
select throws_ok(format($$ delete from public.lesson_completions where lesson_id = %s $$, current_setting('t.l1')), '42501', null,
  'a completion cannot be undone');
select lives_ok(format($$ insert into public.course_reviews (course_id, rating, comment) values (%s, 4, 'Muy claro') $$, current_setting('t.course')),
  'an enrolled member reviews the course');
select throws_ok(format($$ insert into public.course_reviews (course_id, rating) values (%s, 5) $$, current_setting('t.course')), '23505', null,
  'one review per member and course');
select throws_ok(format($$ update public.course_reviews set rating = 6 where course_id = %s $$, current_setting('t.course')), '23514', null,
  'a review rating above 5 is refused');

select tests.authenticate_as(current_setting('t.teacher')::uuid);
select is((select content from public.notifications where type = 'course'), 'Álvaro Alumno se inscribió en tu curso «Curso de Prueba».',
  'the instructor is notified of a new student');
select is((select count(*)::int from public.enrolments), 0, 'enrolments are private to the student');

select tests.authenticate_as(current_setting('t.other')::uuid);
select is_empty(format($$ update public.course_reviews set rating = 1 where course_id = %s returning 1 $$, current_setting('t.course')),
  'a member cannot edit someone else''s review');
select ok(public.enrol(current_setting('t.course')::bigint), 'a second member enrols');
insert into public.course_reviews (course_id, rating, comment) values (current_setting('t.course')::bigint, 5, 'Excelente');
select is((select rating::text || ' ' || reviews_count from public.courses where id = current_setting('t.course')::bigint), '4.5 2',
  'the course rating is the average of its reviews');

select * from finish();
rollback;
