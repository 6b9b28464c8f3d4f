-- The e-mail outbox: nobody but the service role touches it, templates are filled (and escaped in HTML), the mailer's
-- claim / sent / failed cycle, and a decided application mails its applicant once; anon / member / recipient / staff.
begin;
select plan(17);

select tests.create_actors('eo', 'appl', 'Ana <Aspirante>', 'other', 'Otto Otro', 'mod', 'Moe Moderador');
insert into public.user_roles (user_id, role) values (current_setting('t.mod')::uuid, 'moderator');
insert into public.applications (user_id, kind, full_name, email, expertise, motivation, agreed_to_terms)
values (current_setting('t.appl')::uuid, 'host', 'Ana Aspirante', 'ana@test.dev', 'Cerámica', 'Talleres en vivo', true),
       (current_setting('t.other')::uuid, 'talent', 'Otto Otro', 'otto@test.dev', 'Teatro', null, false);

select is(tests.outcomes(format('select public.decide_application(%s, true, %L)',
            (select id from public.applications where user_id = current_setting('t.appl')::uuid), 'Tu perfil & tu propuesta'), 'mod'),
  array['ok'], 'a moderator approves the host application');
select is(tests.outcomes(format('select public.decide_application(%s, false, %L)',
            (select id from public.applications where user_id = current_setting('t.other')::uuid), 'Falta un video de muestra'), 'mod'),
  array['ok'], 'and rejects the talent one');

select is((select count(*)::int from public.email_outbox where user_id = current_setting('t.appl')::uuid), 1,
  'the decision queues exactly one mail for the applicant');
select is((select array[recipient, template, subject] from public.email_outbox where user_id = current_setting('t.appl')::uuid),
  array['eo-appl@test.dev', 'application_approved', 'Aprobamos tu solicitud de anfitrión de sesiones en vivo'],
  'to the account address, with the Spanish subject naming the application');
select ok((select text_body like '%Tu perfil & tu propuesta%{{site_url}}/live-sessions%' and html_body like '%Ana &lt;Aspirante&gt;%Tu perfil &amp; tu propuesta%'
             from public.email_outbox where user_id = current_setting('t.appl')::uuid),
  'the text says the reason and where to go next; the HTML escapes every parameter; the site address is left to the mailer');
select is((select subject || ' / ' || (text_body like '%Motivo: Falta un video de muestra%')::text
             from public.email_outbox where user_id = current_setting('t.other')::uuid),
  'No aprobamos tu solicitud de talento / true', 'a rejection says so with its reason');

select is(private.fill_template('{{a}}-{{b}}-{{c}}', '{"a": "{{b}}", "b": "<i>"}', true), '{{b}}-&lt;i&gt;-{{c}}',
  'templates are filled in one pass: a parameter is never filled in turn, an unknown one stays');
select is((tests.error_of($$ select private.enqueue_email(gen_random_uuid(), 'no_such_template') $$))[1:2],
  array['22023', 'unknown email template no_such_template'], 'an unknown template is refused');
select is(private.enqueue_email(gen_random_uuid(), 'application_approved'), null, 'a member without an address gets nothing');

select is(tests.outcomes('select count(*) from public.email_outbox', 'anon', 'appl', 'other', 'mod'),
  array['42501', '42501', '42501', '42501'], 'nobody but the service role reads the outbox, not even the recipient or staff');
select is(tests.outcomes($$ insert into public.email_outbox (recipient, template, subject, text_body, html_body)
                            values ('x@y.z', 'application_approved', 's', 't', 'h') $$, 'anon', 'appl', 'mod'),
  array['42501', '42501', '42501'], 'nor writes it');
select is(tests.outcomes('select public.claim_emails(); select public.mark_email_sent(1); select public.mark_email_failed(1, ''x'')',
                         'anon', 'appl', 'mod'),
  array['42501', '42501', '42501'], 'nor claims or marks mails');

select tests.authenticate_as_service_role();
select set_config('t.first', (select id::text from public.claim_emails(1)), true);
select is((select array[attempts::text, (next_attempt_at > now())::text] from public.email_outbox where id = current_setting('t.first')::bigint),
  array['1', 'true'], 'a claim counts an attempt and leases the mail');
select is(array(select id from public.claim_emails(10) order by id), array(select id from public.email_outbox where id <> current_setting('t.first')::bigint order by id),
  'a leased mail is not claimed again');
select public.mark_email_failed(current_setting('t.first')::bigint, 'connect ECONNREFUSED');
select is((select array[last_error, (next_attempt_at = now() + interval '2 seconds')::text, (sent_at is null)::text]
             from public.email_outbox where id = current_setting('t.first')::bigint),
  array['connect ECONNREFUSED', 'true', 'true'], 'a failure keeps the error and backs off 2^attempts seconds');
update public.email_outbox set next_attempt_at = now(), attempts = 8 where id <> current_setting('t.first')::bigint;
update public.email_outbox set next_attempt_at = now() where id = current_setting('t.first')::bigint;
select is(array(select id::text || ':' || attempts from public.claim_emails(10)), array[current_setting('t.first') || ':2'],
  'due again after the backoff; after 8 attempts a mail is given up and kept');
select public.mark_email_sent(current_setting('t.first')::bigint);
select is((select (sent_at is not null and last_error is null)::text || ':' || (select count(*) from public.claim_emails(10))
             from public.email_outbox where id = current_setting('t.first')::bigint),
  'true:0', 'a sent mail is recorded and never claimed again');

select * from finish();
rollback;
