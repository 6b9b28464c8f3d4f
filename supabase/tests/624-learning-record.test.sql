-- The learning record: course progress with the certificate and the best score per quiz module, readable by anyone.
begin;
select plan(4);

select set_config('t.m', tests.create_user('registro@test.dev', 'Regina Registro')::text, true);
insert into public.courses (title) values ('Curso Registro');
select set_config('t.course', (select id::text from public.courses where title = 'Curso Registro'), true);
insert into public.lessons (course_id, module, position, title, duration) values (current_setting('t.course')::bigint, 'Único', 1, 'Sola', '01:00');

select tests.authenticate_as(current_setting('t.m')::uuid);
select public.enrol(current_setting('t.course')::bigint);
select public.complete_lesson((select id from public.lessons where title = 'Sola'));
insert into public.quiz_attempts (module_id, answers)
select m.id, array['Apple', 'Goed'] from public.learning_modules m where m.title = 'Inglés básico';
insert into public.quiz_attempts (module_id, answers)
select m.id, array['Apple', 'Went'] from public.learning_modules m where m.title = 'Inglés básico';

select tests.authenticate_as_anon();
select is((select r -> 'courses' -> 0 ->> 'percent' from public.learning_record(current_setting('t.m')::uuid) r), '100',
  'visitors see the member''s course progress');
select ok((select (r -> 'courses' -> 0 ->> 'certificate') ~ '^[A-Z0-9]{12}$' from public.learning_record(current_setting('t.m')::uuid) r),
  'a completed course carries its certificate code');
select is((select r -> 'quizzes' -> 0 ->> 'best_score' from public.learning_record(current_setting('t.m')::uuid) r), '2',
  'the best attempt of a module is the one shown');
select is((select jsonb_array_length(r -> 'quizzes') from public.learning_record(current_setting('t.m')::uuid) r), 1,
  'one entry per module');

select * from finish();
rollback;
