-- Jobs: visitors browse, members publish offers as themselves, owners edit and delete; every constraint refuses bad input.
begin;
select plan(30);

select tests.create_actors('jobs', 'recruiter', 'Rita Recluta', 'other', 'Omar Otro');

-- A valid offer
select tests.authenticate_as(current_setting('t.recruiter')::uuid);
select lives_ok($$
  insert into public.jobs (title, company, company_website, work_mode, location, job_type, salary_min, salary_max,
                           salary_currency, skills, description, application_contact)
  values ('  Desarrolladora Frontend  ', 'Acme Latam', 'https://acme.example', 'hybrid', 'Lima, Perú', 'full-time',
          2000, 3500, 'PEN', array['React', 'TypeScript'], 'Buscamos una persona con experiencia en React.', 'empleo@acme.example')
$$, 'a member can publish a job offer');
select set_config('t.job', (select id::text from public.jobs where recruiter_id = current_setting('t.recruiter')::uuid), true);
select is((select title from public.jobs where id = current_setting('t.job')::bigint), 'Desarrolladora Frontend', 'the title is trimmed');
select is((select recruiter_id from public.jobs where id = current_setting('t.job')::bigint), current_setting('t.recruiter')::uuid,
  'the recruiter id is the signed-in member by default');
select is((select salary_currency::text from public.jobs where id = current_setting('t.job')::bigint), 'PEN', 'the chosen currency is kept');

select lives_ok($$
  insert into public.jobs (title, company, work_mode, location, job_type, skills, description, application_contact)
  values ('Soporte remoto', 'Nube SA', 'remote', 'Bogotá', 'part-time', array['Soporte'], 'Atención a clientes.', 'https://nube.example/empleo')
$$, 'a remote offer can be published');
select is((select location from public.jobs where title = 'Soporte remoto'), 'Remoto', 'a remote offer drops the city and reads Remoto');
select is((select salary_currency::text from public.jobs where title = 'Soporte remoto'), 'USD', 'the salary currency defaults to USD');

-- Constraints: one case each
select throws_ok($$ insert into public.jobs (title, company, job_type, skills, description, application_contact)
  values ('   ', 'X', 'contract', array['A'], 'd', 'a@b.co') $$, '23514', null, 'a blank title is refused');
select throws_ok($$ insert into public.jobs (title, company, job_type, skills, description, application_contact)
  values ('T', '', 'contract', array['A'], 'd', 'a@b.co') $$, '23514', null, 'a blank company is refused');
select throws_ok($$ insert into public.jobs (title, company, job_type, skills, description, application_contact)
  values ('T', 'C', 'temporal', array['A'], 'd', 'a@b.co') $$, '22P02', null, 'an unknown job type is refused');
select throws_ok($$ insert into public.jobs (title, company, work_mode, job_type, skills, description, application_contact)
  values ('T', 'C', 'luna', 'contract', array['A'], 'd', 'a@b.co') $$, '22P02', null, 'an unknown work mode is refused');
select throws_ok($$ insert into public.jobs (title, company, job_type, salary_currency, skills, description, application_contact)
  values ('T', 'C', 'contract', 'BTC', array['A'], 'd', 'a@b.co') $$, '22P02', null, 'an unknown currency is refused');
select throws_ok($$ insert into public.jobs (title, company, job_type, skills, description, application_contact)
  values ('T', 'C', 'contract', (select array_agg('skill' || g) from generate_series(1, 16) g), 'd', 'a@b.co') $$,
  '23514', null, 'more than 15 skills are refused');
select lives_ok($$ insert into public.jobs (title, company, job_type, skills, description, application_contact)
  values ('Quince', 'C', 'contract', (select array_agg('skill' || g) from generate_series(1, 15) g), 'd', 'a@b.co') $$,
  'exactly 15 skills are accepted');
select throws_ok($$ insert into public.jobs (title, company, job_type, skills, description, application_contact)
  values ('T', 'C', 'contract', array['React', 'react'], 'd', 'a@b.co') $$, '23514', null, 'duplicate skills are refused');
select throws_ok($$ insert into public.jobs (title, company, job_type, skills, description, application_contact)
  values ('T', 'C', 'contract', array['React', ' '], 'd', 'a@b.co') $$, '23514', null, 'blank skills are refused');
select throws_ok($$ insert into public.jobs (title, company, job_type, skills, description, application_contact)
  values ('T', 'C', 'contract', '{}', 'd', 'a@b.co') $$, '23514', null, 'an offer needs at least one skill');
select throws_ok($$ insert into public.jobs (title, company, job_type, skills, description)
  values ('T', 'C', 'contract', array['A'], 'd') $$, '23514', null, 'an offer needs an application link or e-mail');
select throws_ok($$ insert into public.jobs (title, company, job_type, skills, description, application_contact, salary_min)
  values ('T', 'C', 'contract', array['A'], 'd', 'a@b.co', -1) $$, '23514', null, 'a negative salary is refused');
select throws_ok($$ insert into public.jobs (title, company, job_type, skills, description, application_contact, salary_min, salary_max)
  values ('T', 'C', 'contract', array['A'], 'd', 'a@b.co', 5000, 1000) $$, '23514', null, 'a salary maximum below the minimum is refused');
select throws_ok($$ insert into public.jobs (title, company, company_website, job_type, skills, description, application_contact)
  values ('T', 'C', 'acme punto com', 'contract', array['A'], 'd', 'a@b.co') $$, '23514', null, 'a company website must be a URL');
select throws_ok($$ insert into public.jobs (title, company, job_type, skills, description, application_contact)
  values ('T', 'C', 'contract', array['A'], '  ', 'a@b.co') $$, '23514', null, 'a blank description is refused');

-- RLS matrix
select throws_ok(format($$ insert into public.jobs (recruiter_id, title, company, job_type, skills, description, application_contact)
  values (%L, 'T', 'C', 'contract', array['A'], 'd', 'a@b.co') $$, current_setting('t.other')),
  '42501', null, 'a member cannot publish an offer in someone else''s name');
select lives_ok(format($$ update public.jobs set salary_max = 4000 where id = %s $$, current_setting('t.job')), 'the recruiter can edit the offer');

select tests.authenticate_as_anon();
select is((select count(*)::int from public.jobs where id = current_setting('t.job')::bigint), 1, 'visitors can browse job offers');
select throws_ok($$ insert into public.jobs (title, company, job_type, skills, description, application_contact)
  values ('T', 'C', 'contract', array['A'], 'd', 'a@b.co') $$, '42501', null, 'visitors cannot publish offers');

select tests.authenticate_as(current_setting('t.other')::uuid);
select is_empty(format($$ update public.jobs set title = 'Robada' where id = %s returning id $$, current_setting('t.job')),
  'a stranger cannot edit someone else''s offer');
select is_empty(format($$ delete from public.jobs where id = %s returning id $$, current_setting('t.job')),
  'a stranger cannot delete someone else''s offer');

select tests.authenticate_as(current_setting('t.recruiter')::uuid);
select throws_ok(format($$ update public.jobs set recruiter_id = %L where id = %s $$, current_setting('t.other'), current_setting('t.job')),
  '42501', null, 'the recruiter cannot hand the offer to someone else');
select isnt_empty(format($$ delete from public.jobs where id = %s returning id $$, current_setting('t.job')), 'the recruiter can delete the offer');

select * from finish();
rollback;
