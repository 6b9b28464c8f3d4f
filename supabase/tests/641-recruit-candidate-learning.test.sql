-- /recruit learning records: aggregates only, only for members with a published Busco Empleo profile.
begin;
select plan(5);

select tests.create_actors('learn', 'seeker', 'Lola Lectora', 'private', 'Pablo Privado');

select tests.authenticate_as(current_setting('t.seeker')::uuid);
insert into public.job_seekers (desired_role, skills, experience_level, availability) values ('Analista', array['SQL'], 'entry', 'full-time');
insert into public.quiz_attempts (module_id, answers) select id, array['Orange'] from public.learning_modules where title = 'Inglés básico';
insert into public.quiz_attempts (module_id, answers)
  select m.id, array(select q.answer from public.learning_questions q where q.module_id = m.id order by q.position)
    from public.learning_modules m where m.title = 'Inglés básico';

select tests.authenticate_as(current_setting('t.private')::uuid);
insert into public.quiz_attempts (module_id, answers) select id, array['ORDER BY'] from public.learning_modules where title = 'SQL esencial';

select tests.authenticate_as_anon();
select is((select quiz_scores -> 0 ->> 'module' from public.candidate_learning(array(select id from public.job_seekers where user_id = current_setting('t.seeker')::uuid))),
  'Inglés básico', 'a visitor reads a member candidate''s quiz modules');
select is((select (quiz_scores -> 0 ->> 'score')::int = (quiz_scores -> 0 ->> 'total')::int
             from public.candidate_learning(array(select id from public.job_seekers where user_id = current_setting('t.seeker')::uuid))),
  true, 'the best attempt of a module is the one shown');
select is((select courses_completed from public.candidate_learning(array(select id from public.job_seekers where user_id = 'a0000000-0000-4000-8000-000000000004'))),
  2, 'courses whose every lesson is completed count (seed: Diego finished courses 1 and 3)');
select is((select count(*)::int from public.candidate_learning(array(select id from public.job_seekers where user_id is null))), 0,
  'curated candidates have no learning record');
select throws_ok($$ select * from public.quiz_attempts $$, '42501', null, 'the attempts themselves stay private');

select * from finish();
rollback;
