-- Experts (public, read-only) and host / instructor / expert applications (private to the applicant, status staff-only).
begin;
select plan(24);

select set_config('t.applicant', tests.create_user('applicant@test.dev', 'Andrea Aplica')::text, true);
select set_config('t.other', tests.create_user('applicant-other@test.dev', 'Otto Otro')::text, true);

insert into public.experts (name, specialty, availability, rating, sessions_count) values ('Experta de Prueba', 'Pruebas', 'Lunes', 4.8, 12);
select throws_ok($$ insert into public.experts (name, specialty, rating) values ('X', 'Y', 6) $$, '23514', null, 'an expert rating above 5 is refused');
select throws_ok($$ insert into public.experts (name, specialty, sessions_count) values ('X', 'Y', -1) $$, '23514', null, 'a negative session count is refused');

select tests.authenticate_as_anon();
select is((select count(*)::int from public.experts where name = 'Experta de Prueba'), 1, 'visitors can browse experts');
select throws_ok($$ insert into public.experts (name, specialty) values ('X', 'Y') $$, '42501', null, 'visitors cannot add experts');
select throws_ok($$ insert into public.applications (kind, full_name, email, expertise, motivation, agreed_to_terms)
  values ('host', 'A', 'a@example.com', 'Cocina', 'Quiero enseñar', true) $$, '42501', null, 'visitors cannot apply');
select throws_ok($$ select * from public.applications $$, '42501', null, 'visitors cannot read applications');

select tests.authenticate_as(current_setting('t.applicant')::uuid);
select throws_ok($$ update public.experts set rating = 5 $$, '42501', null, 'members cannot change experts');
select lives_ok($$ insert into public.applications (kind, full_name, email, expertise, motivation, agreed_to_terms)
  values ('host', '  Andrea Aplica ', 'Andrea@Example.com', 'Cocina, Repostería', 'Quiero compartir recetas en vivo.', true) $$,
  'a member can apply to host live sessions');
select is((select status from public.applications where kind = 'host'), 'pending', 'a new application is pending');
select is((select email from public.applications where kind = 'host'), 'andrea@example.com', 'the e-mail is stored in lower case');
select is((select full_name from public.applications where kind = 'host'), 'Andrea Aplica', 'the name is trimmed');
select throws_ok($$ insert into public.applications (kind, full_name, email, expertise, motivation, agreed_to_terms)
  values ('host', 'Andrea', 'a@example.com', 'Cocina', 'Otra vez', true) $$, '23505', null, 'one open application per kind');
select throws_ok($$ insert into public.applications (kind, full_name, email, expertise, motivation, agreed_to_terms)
  values ('expert', 'Andrea', 'a@example.com', 'Cocina', 'Motivo', false) $$, '23514', null,
  'an expert application needs years of experience');
select throws_ok($$ insert into public.applications (kind, full_name, email, expertise, years_experience, agreed_to_terms)
  values ('instructor', 'Andrea', 'a@example.com', 'Cocina', 5, false) $$, '23514', null, 'an instructor application needs a course idea');
select lives_ok($$ insert into public.applications (kind, full_name, email, expertise, years_experience, linkedin_url, course_idea)
  values ('instructor', 'Andrea', 'a@example.com', 'Cocina', 5, 'https://linkedin.com/in/andrea', 'Pan casero desde cero') $$,
  'a member can apply as instructor');
select lives_ok($$ insert into public.applications (kind, full_name, email, expertise, years_experience, motivation)
  values ('expert', 'Andrea', 'a@example.com', 'Cocina, Nutrición', 7, 'Resolver dudas en vivo') $$,
  'a member can apply as expert (LinkedIn optional)');

select tests.authenticate_as(current_setting('t.other')::uuid);
select throws_ok($$ insert into public.applications (kind, full_name, email, expertise, motivation, agreed_to_terms)
  values ('host', 'Otto', 'otto@example.com', 'Cocina', 'Motivo', false) $$, '23514', null, 'hosts must accept the terms');
select throws_ok($$ insert into public.applications (kind, full_name, email, expertise, years_experience, motivation)
  values ('expert', 'Otto', 'otto-arroba-example', 'Cocina', 3, 'Motivo') $$, '23514', null, 'the e-mail must look like an e-mail');
select throws_ok($$ insert into public.applications (kind, full_name, email, expertise, years_experience, motivation, linkedin_url)
  values ('expert', 'Otto', 'otto@example.com', 'Cocina', 3, 'Motivo', 'mi linkedin') $$, '23514', null, 'the LinkedIn link must be a URL');
select throws_ok($$ insert into public.applications (kind, full_name, email, expertise, years_experience, motivation)
  values ('expert', 'Otto', 'otto@example.com', 'Cocina', -2, 'Motivo') $$, '23514', null, 'years of experience cannot be negative');
select throws_ok(format($$ insert into public.applications (user_id, kind, full_name, email, expertise, years_experience, motivation)
  values (%L, 'expert', 'Otto', 'otto@example.com', 'Cocina', 3, 'Motivo') $$, current_setting('t.applicant')),
  '42501', null, 'a member cannot apply in someone else''s name');
select is((select count(*)::int from public.applications), 0, 'applications are readable only by their owner');

select tests.authenticate_as(current_setting('t.applicant')::uuid);
select throws_ok($$ update public.applications set status = 'approved' $$, '42501', null, 'an applicant cannot approve themselves');
select is((select count(*)::int from public.applications), 3, 'the applicant reads their own applications');

select * from finish();
rollback;
