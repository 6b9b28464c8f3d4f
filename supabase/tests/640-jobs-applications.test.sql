-- Applications to jobs: one click with the Busco Empleo profile, once per job and per click; the recruiter is notified
-- and reads their offers' applicants only; closed and own offers take none; offers can be closed by their recruiter only.
begin;
select plan(30);

select tests.create_actors('apply', 'recruiter', 'Rosa Reclutadora', 'rival', 'Raúl Rival', 'applicant', 'Ana Aspirante', 'stranger', 'Sergio Sinperfil');

select tests.authenticate_as(current_setting('t.recruiter')::uuid);
insert into public.jobs (title, company, work_mode, job_type, skills, description, application_contact)
values ('Analista QA', 'Pruebas SA', 'remote', 'full-time', array['Cypress', 'SQL'], 'Pruebas automatizadas.', 'qa@pruebas.example');
select set_config('t.job', (select id::text from public.jobs where title = 'Analista QA'), true);
select is((select search_text from public.jobs where id = current_setting('t.job')::bigint), 'analista qa pruebas sa cypress sql',
  'the search column holds title, company and skills in lower case');
select throws_ok($$ insert into public.jobs (title, company, job_type, skills, description, application_contact)
  values ('T', 'C', 'contract', array['A'], 'd', 'javascript:alert(1)') $$, '23514', null,
  'an application contact that is neither an http(s) link nor an e-mail is refused');
select throws_ok($$ insert into public.jobs (title, company, company_website, job_type, skills, description, application_contact)
  values ('T', 'C', 'ftp://c.example', 'contract', array['A'], 'd', 'a@b.co') $$, '23514', null, 'a website that is not http(s) is refused');

select lives_ok($$ insert into public.jobs (title, company, job_type, skills, description, application_contact, client_id)
  values ('Una vez', 'C', 'contract', array['A'], 'd', 'a@b.co', '64000000-0000-4000-8000-0000000000aa'), ('Una vez', 'C', 'contract', array['A'], 'd', 'a@b.co', '64000000-0000-4000-8000-0000000000aa')
  on conflict (client_id) do nothing $$, 'the same offer form sent twice is accepted');
select is((select count(*)::int from public.jobs where title = 'Una vez'), 1, 'and stored once');

select tests.authenticate_as(current_setting('t.rival')::uuid);
insert into public.jobs (title, company, work_mode, job_type, skills, description, application_contact)
values ('Oferta rival', 'Otra SA', 'remote', 'contract', array['Go'], 'Otra oferta.', 'https://otra.example');
select set_config('t.rival_job', (select id::text from public.jobs where title = 'Oferta rival'), true);

-- The seed: Carlos reads Diego's application to his offer and its notification.
select tests.authenticate_as('a0000000-0000-4000-8000-000000000002');
select is((select s.name from public.job_applications a join public.job_seekers s on s.id = a.seeker_id), 'Diego Ramírez',
  'seed: the recruiter Carlos reads his offer''s applicant');
select is((select content from public.notifications where type = 'job_application'),
  'Diego Ramírez aplicó a tu oferta Mentor/a de JavaScript para bootcamp', 'seed: and was notified');

-- Without a Busco Empleo profile
select tests.authenticate_as(current_setting('t.stranger')::uuid);
select is((tests.error_of(format($$ insert into public.job_applications (job_id, client_id) values (%s, gen_random_uuid()) $$,
  current_setting('t.job'))))[2], 'job_seeker_profile_required', 'a member without a Busco Empleo profile cannot apply');

-- With one
select tests.authenticate_as(current_setting('t.applicant')::uuid);
insert into public.job_seekers (desired_role, skills, experience_level, availability)
values ('QA Tester', array['Cypress'], 'mid', 'full-time');
select lives_ok(format($$ insert into public.job_applications (job_id, client_id) values (%s, '64000000-0000-4000-8000-000000000001') $$,
  current_setting('t.job')), 'a member with a profile applies in one click');
select is((select s.desired_role from public.job_applications a join public.job_seekers s on s.id = a.seeker_id
  where a.job_id = current_setting('t.job')::bigint), 'QA Tester', 'the application carries the applicant''s own profile');
select lives_ok(format($$ insert into public.job_applications (job_id, client_id) values (%s, '64000000-0000-4000-8000-000000000001')
  on conflict (client_id) do nothing $$, current_setting('t.job')), 'the same click sent again is accepted');
select is((select count(*)::int from public.job_applications where job_id = current_setting('t.job')::bigint), 1,
  'and stored once');
select is((tests.error_of(format($$ insert into public.job_applications (job_id, client_id) values (%s, gen_random_uuid()) $$,
  current_setting('t.job')))), array['23505', 'already_applied', 'Ya aplicaste a esta oferta.'], 'applying twice to the same job is refused');
select throws_ok(format($$ insert into public.job_applications (job_id, applicant_id, client_id) values (%s, %L, gen_random_uuid()) $$,
  current_setting('t.rival_job'), current_setting('t.stranger')), '42501', null, 'nobody applies in someone else''s name');
select is((tests.error_of($$ insert into public.job_applications (job_id, client_id) values (-1, gen_random_uuid()) $$))[2], 'job_not_found',
  'applying to an unknown job is refused');
select lives_ok(format($$ insert into public.job_applications (job_id, client_id) values (%s, gen_random_uuid()) $$,
  current_setting('t.rival_job')), 'the member applies to another offer');
select is((select count(*)::int from public.job_applications), 2, 'an applicant reads their own applications');

-- The recruiter
select tests.authenticate_as(current_setting('t.recruiter')::uuid);
select is((select count(*)::int from public.job_applications), 1, 'a recruiter reads the applicants of their own offers only');
select is((select link from public.notifications where type = 'job_application'), '/job-search/' || current_setting('t.job'),
  'the recruiter is notified with a link to the offer');
select is((select content from public.notifications where type = 'job_application'), 'Ana Aspirante aplicó a tu oferta Analista QA',
  'the notification names the applicant and the offer');
select is((select count(*)::int from public.job_applications a where a.job_id = current_setting('t.rival_job')::bigint), 0,
  'a recruiter does not read another recruiter''s applicants');
select is((tests.error_of(format($$ insert into public.job_applications (job_id, client_id) values (%s, gen_random_uuid()) $$,
  current_setting('t.job'))))[2], 'cannot_apply_own_offer', 'a recruiter cannot apply to their own offer');

-- Closing
select tests.authenticate_as(current_setting('t.rival')::uuid);
select is_empty(format($$ update public.jobs set closed_at = now() where id = %s returning id $$, current_setting('t.job')),
  'a stranger cannot close someone else''s offer');
select is_empty(format($$ update public.jobs set title = 'Editada' where id = %s returning id $$, current_setting('t.job')),
  'a stranger cannot edit someone else''s offer');
select tests.authenticate_as(current_setting('t.recruiter')::uuid);
select lives_ok(format($$ update public.jobs set closed_at = now() where id = %s $$, current_setting('t.job')), 'the recruiter closes the offer');
select tests.authenticate_as(current_setting('t.stranger')::uuid);
insert into public.job_seekers (desired_role, skills, experience_level, availability) values ('Tester', array['SQL'], 'entry', 'part-time');
select is((tests.error_of(format($$ insert into public.job_applications (job_id, client_id) values (%s, gen_random_uuid()) $$,
  current_setting('t.job'))))[2], 'job_closed', 'a closed offer takes no more applications');
select is((select count(*)::int from public.job_applications), 0, 'a member with no applications reads none');
select is((select count(*)::int from public.notifications where type = 'job_application'), 0, 'nobody else reads the recruiter''s notification');

select tests.authenticate_as_anon();
select throws_ok($$ select * from public.job_applications $$, '42501', null, 'visitors cannot read applications');
select throws_ok(format($$ insert into public.job_applications (job_id, client_id) values (%s, gen_random_uuid()) $$, current_setting('t.rival_job')),
  '42501', null, 'visitors cannot apply');

select * from finish();
rollback;
