-- Learning centre: public catalogue, quiz attempts scored by the database and readable only by their owner.
begin;
select plan(20);

-- A small module of three questions (as the test runner, i.e. curated content)
insert into public.learning_categories (id, title, description) values ('test-cat', 'Categoría de prueba', 'Solo para pruebas');
insert into public.learning_modules (category_id, title, position) values ('test-cat', 'Módulo de prueba', 1);
select set_config('t.module', (select id::text from public.learning_modules where category_id = 'test-cat'), true);
insert into public.learning_questions (module_id, position, text, options, answer) values
  (current_setting('t.module')::bigint, 1, '¿2 + 2?', array['3', '4', '5'], '4'),
  (current_setting('t.module')::bigint, 2, '¿Capital de Chile?', array['Lima', 'Santiago'], 'Santiago'),
  (current_setting('t.module')::bigint, 3, '¿Color del cielo despejado?', array['Azul', 'Verde'], 'Azul');

select throws_ok(format($$ insert into public.learning_questions (module_id, position, text, options, answer)
  values (%s, 9, '¿?', array['a', 'b'], 'c') $$, current_setting('t.module')), '23514', null, 'the answer must be one of the options');
select throws_ok(format($$ insert into public.learning_questions (module_id, position, text, options, answer)
  values (%s, 9, '¿?', array['a'], 'a') $$, current_setting('t.module')), '23514', null, 'a question needs at least two options');
select throws_ok(format($$ insert into public.learning_questions (module_id, position, text, options, answer)
  values (%s, 1, '¿Otra?', array['a', 'b'], 'a') $$, current_setting('t.module')), '23505', null, 'two questions cannot share a position');

select set_config('t.learner', tests.create_user('learner@test.dev', 'Lola Aprende')::text, true);
select set_config('t.other', tests.create_user('learner-other@test.dev', 'Otto Otro')::text, true);

-- Visitors browse the catalogue but do not record attempts
select tests.authenticate_as_anon();
select is((select count(*)::int from public.learning_questions where module_id = current_setting('t.module')::bigint), 3,
  'visitors can read the questions of a module');
select is((select title from public.learning_categories where id = 'test-cat'), 'Categoría de prueba', 'visitors can read categories');
select is((select count(*)::int from public.learning_modules where category_id = 'test-cat'), 1, 'visitors can read modules');
select throws_ok(format($$ insert into public.quiz_attempts (module_id, answers) values (%s, array['4']) $$, current_setting('t.module')),
  '42501', null, 'visitors cannot record quiz attempts');
select throws_ok($$ insert into public.learning_categories (id, title) values ('hack', 'Hack') $$, '42501', null,
  'visitors cannot write the catalogue');

-- A member answers two of three right
select tests.authenticate_as(current_setting('t.learner')::uuid);
select throws_ok($$ insert into public.learning_modules (category_id, title) values ('test-cat', 'Mío') $$, '42501', null,
  'members cannot write the catalogue');
select lives_ok(format($$ insert into public.quiz_attempts (module_id, answers) values (%s, array['4', 'Lima', 'Azul']) $$, current_setting('t.module')),
  'a member can record a quiz attempt');
select is((select score from public.quiz_attempts where user_id = current_setting('t.learner')::uuid), 2, 'the database scores 1 per correct answer');
select is((select total from public.quiz_attempts where user_id = current_setting('t.learner')::uuid), 3, 'the total is the module''s question count');
select throws_ok(format($$ insert into public.quiz_attempts (module_id, answers, score) values (%s, array['5'], 3) $$, current_setting('t.module')),
  '42501', null, 'a member cannot write the score');
select lives_ok(format($$ insert into public.quiz_attempts (module_id, answers) values (%s, array['4', 'Santiago', 'Azul']) $$, current_setting('t.module')),
  'a member can retry the module');
select is((select max(score) from public.quiz_attempts where user_id = current_setting('t.learner')::uuid), 3, 'a perfect attempt scores every question');
select throws_ok(format($$ insert into public.quiz_attempts (module_id, answers) values (%s, array['4', 'Santiago', 'Azul', 'extra']) $$, current_setting('t.module')),
  '22023', null, 'more answers than questions are refused');
select throws_ok(format($$ insert into public.quiz_attempts (user_id, module_id, answers) values (%L, %s, array['4']) $$,
  current_setting('t.other'), current_setting('t.module')), '42501', null, 'a member cannot record an attempt for someone else');

-- A stranger sees none of it
select tests.authenticate_as(current_setting('t.other')::uuid);
select is((select count(*)::int from public.quiz_attempts where user_id = current_setting('t.learner')::uuid), 0,
  'quiz attempts are private to their owner');
select is_empty(format($$ delete from public.quiz_attempts where user_id = %L returning id $$, current_setting('t.learner')),
  'a stranger cannot delete someone else''s attempts');

select tests.authenticate_as(current_setting('t.learner')::uuid);
select is((select count(*)::int from public.quiz_attempts), 2, 'the owner reads their own attempts');

select * from finish();
rollback;
