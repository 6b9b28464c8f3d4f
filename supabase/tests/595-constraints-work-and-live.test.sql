-- Every remaining constraint of the work-and-live tables (reels, jobs, learning, talents, chat, live) refuses bad input by itself (checked as the runner, so RLS is not involved),
-- with SQLSTATE 23514 and a constraint named after its table so the app can map it to a Spanish message.
begin;
select plan(36);

select set_config('t.user', tests.create_user('constraints-b@test.dev', 'Cora Restricción')::text, true);
insert into public.learning_categories (id, title) values ('cons-cat', 'Categoría');
insert into public.learning_modules (category_id, title) values ('cons-cat', 'Módulo');
select set_config('t.module', (select id::text from public.learning_modules where category_id = 'cons-cat'), true);
insert into public.talents (name, category) values ('Talento Restricción', 'Pruebas');
insert into public.communities (name) values ('Comunidad Restricción');
select set_config('t.talent', (select id::text from public.talents where name = 'Talento Restricción'), true);
insert into public.talent_services (talent_id, name, price) values (current_setting('t.talent')::bigint, 'Servicio', 1);
select set_config('t.service', (select id::text from public.talent_services where talent_id = current_setting('t.talent')::bigint), true);

-- reels
select throws_ok(format($$ insert into public.reels (user_id, video_url, description) values (%L, '/v.m3u8', repeat('a', 2201)) $$, current_setting('t.user')),
  '23514', 'new row for relation "reels" violates check constraint "reels_description_length"', 'a reel description over 2200 characters is refused');
select throws_ok(format($$ insert into public.reels (user_id, video_url, music_title) values (%L, '/v.m3u8', repeat('a', 201)) $$, current_setting('t.user')),
  '23514', null, 'a music title over 200 characters is refused');

-- jobs
select throws_ok($$ insert into public.jobs (title, company, job_type, description, location) values ('T', 'C', 'contract', 'd', repeat('a', 201)) $$,
  '23514', null, 'a job location over 200 characters is refused');
select throws_ok($$ insert into public.jobs (title, company, job_type, description, salary_max) values ('T', 'C', 'contract', 'd', -1) $$,
  '23514', null, 'a negative salary maximum is refused');
select throws_ok($$ insert into public.jobs (title, company, job_type, description, application_contact) values ('T', 'C', 'contract', 'd', '  ') $$,
  '23514', null, 'a blank application contact is refused');
select throws_ok($$ insert into public.jobs (title, company, job_type, description) values (repeat('a', 201), 'C', 'contract', 'd') $$,
  '23514', 'new row for relation "jobs" violates check constraint "jobs_title_length"', 'a job title over 200 characters is refused');

-- job seekers
select throws_ok($$ insert into public.job_seekers (name, desired_role, skills, experience_level, availability) values ('  ', 'Rol', array['A'], 'entry', 'contract') $$,
  '23514', null, 'a blank candidate name is refused');
select throws_ok($$ insert into public.job_seekers (name, desired_role, skills, experience_level, availability, location_preference) values ('N', 'Rol', array['A'], 'entry', 'contract', repeat('a', 151)) $$,
  '23514', null, 'a location preference over 150 characters is refused');
select throws_ok($$ insert into public.job_seekers (name, desired_role, skills, experience_level, availability, portfolio_url) values ('N', 'Rol', array['A'], 'entry', 'contract', 'mi portafolio') $$,
  '23514', null, 'the portfolio link must be a URL');
select throws_ok($$ insert into public.job_seekers (name, desired_role, skills, experience_level, availability) values ('N', 'Rol', array[' React'], 'entry', 'contract') $$,
  '23514', 'new row for relation "job_seekers" violates check constraint "job_seekers_skills_trimmed"', 'untrimmed skills are refused');
select throws_ok($$ insert into public.job_seekers (name, desired_role, skills, experience_level, availability) values ('N', 'Rol', array['A', null], 'entry', 'contract') $$,
  '23514', null, 'a null skill is refused');

-- learning
select throws_ok($$ insert into public.learning_categories (id, title) values ('Con Espacios', 'T') $$, '23514', null, 'a category id must be a slug');
select throws_ok($$ insert into public.learning_categories (id, title) values ('vacia', ' ') $$, '23514', null, 'a blank category title is refused');
select throws_ok($$ insert into public.learning_modules (category_id, title) values ('cons-cat', '') $$, '23514', null, 'a blank module title is refused');
select throws_ok($$ insert into public.learning_modules (category_id, title) values ('no-existe', 'M') $$, '23503', null, 'a module needs an existing category');
select throws_ok(format($$ insert into public.learning_questions (module_id, text, options, answer) values (%s, '  ', array['a', 'b'], 'a') $$, current_setting('t.module')),
  '23514', null, 'a blank question is refused');
select throws_ok(format($$ insert into public.learning_questions (module_id, text, options, answer) values (%s, '¿?', array['a', 'a'], 'a') $$, current_setting('t.module')),
  '23514', null, 'duplicate options are refused');
select throws_ok(format($$ insert into public.learning_questions (module_id, text, options, answer) values (%s, '¿?', array['a', 'b', 'c', 'd', 'e', 'f', 'g'], 'a') $$, current_setting('t.module')),
  '23514', null, 'more than six options are refused');

-- talents and requests
select throws_ok($$ insert into public.talents (name, category) values (' ', 'C') $$, '23514', null, 'a blank talent name is refused');
select throws_ok($$ insert into public.talents (name, category) values ('N', '') $$, '23514', null, 'a blank talent category is refused');
select throws_ok($$ insert into public.talents (name, category, bio) values ('N', 'C', repeat('a', 1001)) $$, '23514', null, 'a talent bio over 1000 characters is refused');
select throws_ok($$ insert into public.talents (name, category, tags) values ('N', 'C', (select array_agg('t' || g) from generate_series(1, 11) g)) $$,
  '23514', null, 'more than 10 talent tags are refused');
select throws_ok($$ insert into public.talents (name, category, tags) values ('N', 'C', array['']) $$, '23514', null, 'blank talent tags are refused');
select throws_ok(format($$ insert into public.talent_services (talent_id, name, price) values (%s, ' ', 1) $$, current_setting('t.talent')),
  '23514', null, 'a blank service name is refused');
select throws_ok(format($$ insert into public.talent_services (talent_id, name, price, currency) values (%s, 'S', 1, 'GBP') $$, current_setting('t.talent')),
  '22P02', null, 'a service currency outside the list is refused');
select throws_ok(format($$ insert into public.content_requests (user_id, talent_id, service_id, name, email, instructions) values (%L, %s, %s, '', 'a@b.co', 'x') $$,
  current_setting('t.user'), current_setting('t.talent'), current_setting('t.service')), '23514', null, 'a request needs a name');
select throws_ok(format($$ insert into public.content_requests (user_id, talent_id, service_id, name, email, instructions, status) values (%L, %s, %s, 'N', 'a@b.co', 'x', 'perdida') $$,
  current_setting('t.user'), current_setting('t.talent'), current_setting('t.service')), '23514', null, 'an unknown request status is refused');

-- experts and applications
select throws_ok($$ insert into public.experts (name, specialty) values ('', 'S') $$, '23514', null, 'a blank expert name is refused');
select throws_ok($$ insert into public.experts (name, specialty) values ('N', ' ') $$, '23514', null, 'a blank specialty is refused');
select throws_ok(format($$ insert into public.applications (user_id, kind, full_name, email, expertise, years_experience, motivation) values (%L, 'expert', ' ', 'a@b.co', 'E', 1, 'M') $$,
  current_setting('t.user')), '23514', null, 'an application needs a full name');
select throws_ok(format($$ insert into public.applications (user_id, kind, full_name, email, expertise, years_experience, motivation) values (%L, 'expert', 'N', 'a@b.co', '', 1, 'M') $$,
  current_setting('t.user')), '23514', null, 'an application needs expertise');
select throws_ok(format($$ insert into public.applications (user_id, kind, full_name, email, expertise, years_experience, motivation) values (%L, 'expert', 'N', 'a@b.co', 'E', 1, '  ') $$,
  current_setting('t.user')), '23514', null, 'a blank motivation is refused');
select throws_ok(format($$ insert into public.applications (user_id, kind, full_name, email, expertise, years_experience, motivation, status) values (%L, 'expert', 'N', 'a@b.co', 'E', 1, 'M', 'quizas') $$,
  current_setting('t.user')), '23514', null, 'an unknown application status is refused');
select throws_ok(format($$ insert into public.applications (user_id, kind, full_name, email, expertise) values (%L, 'mentor', 'N', 'a@b.co', 'E') $$,
  current_setting('t.user')), '22P02', null, 'an unknown application kind is refused');

-- live
select throws_ok($$ insert into public.live_status_broadcasts (event_id, status) values ((select id from public.communities where name = 'Comunidad Restricción'), 'paused') $$,
  '23514', null, 'an unknown live status is refused');

-- Naming: every check constraint of these tables is named after its table (the app maps names to messages)
select is((select count(*)::int from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and k.contype = 'c'
    and c.relname in ('reels', 'jobs', 'job_seekers', 'learning_categories', 'learning_modules', 'learning_questions', 'quiz_attempts',
                      'talents', 'talent_services', 'content_requests', 'experts', 'applications', 'conversations', 'messages',
                      'live_chat_messages', 'live_status_broadcasts')
    and k.conname not like c.relname || '\_%'), 0, 'every check constraint is named <table>_<rule>');

select * from finish();
rollback;
