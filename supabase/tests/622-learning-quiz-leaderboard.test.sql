-- Quiz answers must be options of their question (Spanish refusal); the leaderboard ranks each member's best score.
begin;
select plan(7);

insert into public.learning_categories (id, title) values ('ranking-cat', 'Ranking');
insert into public.learning_modules (category_id, title, position) values ('ranking-cat', 'Módulo ranking', 1);
select set_config('t.module', (select id::text from public.learning_modules where category_id = 'ranking-cat'), true);
insert into public.learning_questions (module_id, position, text, options, answer) values
  (current_setting('t.module')::bigint, 1, '¿1 + 1?', array['1', '2'], '2'),
  (current_setting('t.module')::bigint, 2, '¿2 + 2?', array['4', '5'], '4');
select tests.create_actors('ranking', 'a', 'Ana Ranking', 'b', 'Beto Ranking');

select tests.authenticate_as(current_setting('t.a')::uuid);
select is(tests.error_of(format($$ insert into public.quiz_attempts (module_id, answers) values (%s, array['2', '7']) $$, current_setting('t.module'))),
  array['22023', 'quiz_answer_invalid', 'Alguna respuesta no es una de las opciones de su pregunta.'], 'an answer out of range is refused');
select is((select count(*)::int from public.quiz_attempts), 0, 'nothing was recorded');
insert into public.quiz_attempts (module_id, answers) values (current_setting('t.module')::bigint, array['1', '5']);
insert into public.quiz_attempts (module_id, answers) values (current_setting('t.module')::bigint, array['2', '5']);

select tests.authenticate_as(current_setting('t.b')::uuid);
insert into public.quiz_attempts (module_id, answers) values (current_setting('t.module')::bigint, array['2', '4']);

select tests.authenticate_as_anon();
select results_eq(format($$ select rank, name, best_score, total from public.quiz_leaderboard(%s) $$, current_setting('t.module')),
  $$ values (1, 'Beto Ranking', 2, 2), (2, 'Ana Ranking', 1, 2) $$, 'the leaderboard ranks each member once by the best score');
select throws_ok($$ select count(*) from public.quiz_attempts $$, '42501', null, 'visitors still cannot read the attempts themselves');
select is((select count(*)::int from public.quiz_leaderboard(current_setting('t.module')::bigint, 1)), 1, 'the leaderboard can be cut short');
select ok(not has_function_privilege('anon', 'public.save_lesson_position(bigint, numeric)', 'EXECUTE'), 'visitors cannot save positions');
select ok(not has_function_privilege('anon', 'public.ensure_default_enrolments()', 'EXECUTE'), 'visitors get no default enrolments');

select * from finish();
rollback;
