-- Talent marketplace: public catalogue, content requests private to the requester and the talent's account.
begin;
select plan(21);

select set_config('t.talent_user', tests.create_user('talent-user@test.dev', 'Tina Talento')::text, true);
select set_config('t.requester', tests.create_user('requester@test.dev', 'Rolando Pide')::text, true);
select set_config('t.other', tests.create_user('talent-other@test.dev', 'Otto Otro')::text, true);

insert into public.talents (user_id, name, category, bio, tags, rating)
values (current_setting('t.talent_user')::uuid, 'Tina Talento', 'Música', 'Cantante de prueba', array['música', 'saludos'], 4.5);
select set_config('t.talent', (select id::text from public.talents where name = 'Tina Talento'), true);
insert into public.talent_services (talent_id, name, price, position) values (current_setting('t.talent')::bigint, 'Saludo en video', 25, 1);
select set_config('t.service', (select id::text from public.talent_services where talent_id = current_setting('t.talent')::bigint), true);
insert into public.talents (name, category) values ('Otro Talento', 'Deporte');
insert into public.talent_services (talent_id, name, price) values ((select id from public.talents where name = 'Otro Talento'), 'Consejo', 10);
select set_config('t.foreign_service', (select s.id::text from public.talent_services s join public.talents t on t.id = s.talent_id where t.name = 'Otro Talento'), true);

-- Constraints on the catalogue
select throws_ok($$ insert into public.talents (name, category, rating) values ('X', 'Y', 5.5) $$, '23514', null, 'a rating above 5 is refused');
select throws_ok($$ insert into public.talents (name, category, rating) values ('X', 'Y', -1) $$, '23514', null, 'a negative rating is refused');
select throws_ok($$ insert into public.talents (name, category, tags) values ('X', 'Y', array['a', 'A']) $$, '23514', null, 'duplicate talent tags are refused');
select throws_ok(format($$ insert into public.talent_services (talent_id, name, price) values (%s, 'Gratis no', -5) $$, current_setting('t.talent')),
  '23514', null, 'a negative service price is refused');
select is((select currency::text from public.talent_services where id = current_setting('t.service')::bigint), 'USD', 'service prices default to USD');

-- Visitors browse, cannot request
select tests.authenticate_as_anon();
select is((select count(*)::int from public.talents where id = current_setting('t.talent')::bigint), 1, 'visitors can browse talents');
select is((select count(*)::int from public.talent_services where talent_id = current_setting('t.talent')::bigint), 1, 'visitors can see services');
select throws_ok(format($$ insert into public.content_requests (talent_id, service_id, name, email, instructions)
  values (%s, %s, 'Ana', 'ana@example.com', 'Un saludo') $$, current_setting('t.talent'), current_setting('t.service')),
  '42501', null, 'visitors cannot request content');
select throws_ok($$ update public.talents set rating = 5 $$, '42501', null, 'visitors cannot change talents');

-- Member requests
select tests.authenticate_as(current_setting('t.requester')::uuid);
select throws_ok($$ update public.talents set rating = 5 $$, '42501', null, 'members cannot change talents');
select lives_ok(format($$ insert into public.content_requests (talent_id, service_id, name, email, instructions)
  values (%s, %s, 'Rolando', 'rolando@example.com', 'Un saludo para mi hermana Ana por su cumpleaños.') $$,
  current_setting('t.talent'), current_setting('t.service')), 'a member can request content from a talent');
select is((select status from public.content_requests where user_id = current_setting('t.requester')::uuid), 'pending', 'a new request is pending');
select throws_ok(format($$ insert into public.content_requests (talent_id, service_id, name, email, instructions)
  values (%s, %s, 'Rolando', 'rolando@example.com', 'Hola') $$, current_setting('t.talent'), current_setting('t.foreign_service')),
  '23503', null, 'the service must belong to the requested talent');
select throws_ok(format($$ insert into public.content_requests (talent_id, service_id, name, email, instructions)
  values (%s, %s, 'Rolando', 'no-es-correo', 'Hola') $$, current_setting('t.talent'), current_setting('t.service')),
  '23514', null, 'the e-mail must look like an e-mail');
select throws_ok(format($$ insert into public.content_requests (talent_id, service_id, name, email, instructions)
  values (%s, %s, 'Rolando', 'r@example.com', '   ') $$, current_setting('t.talent'), current_setting('t.service')),
  '23514', null, 'blank instructions are refused');
select throws_ok(format($$ insert into public.content_requests (user_id, talent_id, service_id, name, email, instructions)
  values (%L, %s, %s, 'Rolando', 'r@example.com', 'Hola') $$, current_setting('t.other'), current_setting('t.talent'), current_setting('t.service')),
  '42501', null, 'a member cannot request in someone else''s name');
select is_empty($$ update public.content_requests set status = 'delivered' returning id $$, 'the requester cannot change the status (only the talent''s account may, issue 16)');

-- Who reads it
select tests.authenticate_as(current_setting('t.talent_user')::uuid);
select is((select count(*)::int from public.content_requests where talent_id = current_setting('t.talent')::bigint), 1,
  'the talent''s account reads requests addressed to it');
select tests.authenticate_as(current_setting('t.other')::uuid);
select is((select count(*)::int from public.content_requests), 0, 'a stranger reads no requests');
select is_empty($$ delete from public.content_requests returning id $$, 'a stranger cannot cancel someone else''s request');
select tests.authenticate_as(current_setting('t.requester')::uuid);
select isnt_empty($$ delete from public.content_requests returning id $$, 'the requester can cancel a pending request');

select * from finish();
rollback;
