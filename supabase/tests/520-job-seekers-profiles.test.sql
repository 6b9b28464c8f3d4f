-- Job seekers (Busco Empleo): one profile per member, filled from the profile, constraints and RLS matrix.
begin;
select plan(22);

select set_config('t.seeker', tests.create_user('seeker@test.dev', 'Sara Busca')::text, true);
select set_config('t.other', tests.create_user('seeker-other@test.dev', 'Oscar Otro')::text, true);

select tests.authenticate_as(current_setting('t.seeker')::uuid);
select lives_ok($$
  insert into public.job_seekers (desired_role, skills, experience_level, availability, location_preference, portfolio_url, short_bio)
  values ('Diseñadora UX', array['Figma', 'Investigación'], 'mid', 'full-time', 'Remoto', 'https://sara.example', 'Diseño productos claros.')
$$, 'a member can publish a job-seeker profile');
select is((select name from public.job_seekers where user_id = current_setting('t.seeker')::uuid), 'Sara Busca',
  'the candidate name comes from the member''s profile');
select ok((select last_active_at > now() - interval '1 minute' from public.job_seekers where user_id = current_setting('t.seeker')::uuid),
  'publishing stamps the last activity');
select throws_ok($$ insert into public.job_seekers (desired_role, skills, experience_level, availability)
  values ('Otro rol', array['A'], 'entry', 'part-time') $$, '23505', null, 'a member has one job-seeker profile');
select lives_ok($$ update public.job_seekers set skills = array['Figma', 'Investigación', 'Prototipos'] where user_id = (select auth.uid()) $$,
  'the member can edit the profile');

-- Constraints (each on the member's own row)
select throws_ok($$ update public.job_seekers set skills = (select array_agg('s' || g) from generate_series(1, 11) g) where user_id = (select auth.uid()) $$,
  '23514', null, 'more than 10 skills are refused');
select lives_ok($$ update public.job_seekers set skills = (select array_agg('s' || g) from generate_series(1, 10) g) where user_id = (select auth.uid()) $$,
  'exactly 10 skills are accepted');
select throws_ok($$ update public.job_seekers set skills = array['Figma', 'Figma'] where user_id = (select auth.uid()) $$,
  '23514', null, 'duplicate skills are refused');
select throws_ok($$ update public.job_seekers set skills = '{}' where user_id = (select auth.uid()) $$,
  '23514', null, 'at least one skill is required');
select throws_ok($$ update public.job_seekers set short_bio = repeat('a', 301) where user_id = (select auth.uid()) $$,
  '23514', null, 'a bio over 300 characters is refused');
select lives_ok($$ update public.job_seekers set short_bio = repeat('a', 300) where user_id = (select auth.uid()) $$,
  'a bio of 300 characters is accepted');
select throws_ok($$ update public.job_seekers set desired_role = '  ' where user_id = (select auth.uid()) $$,
  '23514', null, 'a blank desired role is refused');
select throws_ok($$ update public.job_seekers set experience_level = 'guru' where user_id = (select auth.uid()) $$,
  '22P02', null, 'an unknown experience level is refused');
select throws_ok($$ update public.job_seekers set availability = 'freelance' where user_id = (select auth.uid()) $$,
  '22P02', null, 'an unknown availability is refused');
select throws_ok($$ update public.job_seekers set linkedin_url = 'linkedin/sara' where user_id = (select auth.uid()) $$,
  '23514', null, 'the LinkedIn link must be a URL');
select throws_ok($$ update public.job_seekers set last_active_at = now() - interval '1 year' where user_id = (select auth.uid()) $$,
  '42501', null, 'the last activity is not client-writable');

-- RLS matrix
select throws_ok(format($$ insert into public.job_seekers (user_id, desired_role, skills, experience_level, availability)
  values (%L, 'Rol', array['A'], 'entry', 'part-time') $$, current_setting('t.other')),
  '42501', null, 'a member cannot publish a profile in someone else''s name');

select tests.authenticate_as_anon();
select is((select count(*)::int from public.job_seekers where user_id = current_setting('t.seeker')::uuid), 1, 'visitors can browse candidates');
select throws_ok($$ insert into public.job_seekers (desired_role, skills, experience_level, availability)
  values ('Rol', array['A'], 'entry', 'part-time') $$, '42501', null, 'visitors cannot publish a job-seeker profile');

select tests.authenticate_as(current_setting('t.other')::uuid);
select is_empty(format($$ update public.job_seekers set desired_role = 'Otro' where user_id = %L returning id $$, current_setting('t.seeker')),
  'a stranger cannot edit someone else''s profile');
select is_empty(format($$ delete from public.job_seekers where user_id = %L returning id $$, current_setting('t.seeker')),
  'a stranger cannot delete someone else''s profile');

select tests.authenticate_as(current_setting('t.seeker')::uuid);
select isnt_empty($$ delete from public.job_seekers where user_id = (select auth.uid()) returning id $$, 'the member can withdraw the profile');

select * from finish();
rollback;
