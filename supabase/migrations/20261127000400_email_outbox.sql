-- E-mail to members (issue 31, reused by issue 32): SQL fills an outbox from Spanish templates, a worker (mailer/) holding
-- the service key claims due rows, sends them over SMTP and marks them sent or failed; a decided application mails the
-- applicant. Supabase cannot send mail from SQL, so the outbox is the seam between the two.

create table private.email_templates (
  name text primary key constraint email_templates_name_valid check (name ~ '^[a-z][a-z0-9_]{0,62}$'),
  subject text not null,
  text_body text not null,
  html_body text not null
);

comment on table private.email_templates is 'Spanish mail templates by name: {{param}} is filled by private.enqueue_email (escaped in html_body); {{site_url}} is left for the mailer, which knows the site address.';

create table public.email_outbox (
  id bigint generated always as identity primary key,
  user_id uuid references auth.users on delete cascade,
  recipient text not null constraint email_outbox_recipient_valid check (char_length(recipient) <= 320 and recipient ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  template text not null references private.email_templates (name),
  subject text not null constraint email_outbox_subject_length check (char_length(subject) between 1 and 300),
  text_body text not null constraint email_outbox_text_length check (char_length(text_body) between 1 and 100000),
  html_body text not null constraint email_outbox_html_length check (char_length(html_body) between 1 and 200000),
  created_at timestamptz not null default now(),
  attempts int not null default 0 constraint email_outbox_attempts_range check (attempts between 0 and 8),
  next_attempt_at timestamptz not null default now(),
  last_error text constraint email_outbox_error_length check (char_length(last_error) <= 2000),
  sent_at timestamptz
);

comment on table public.email_outbox is 'Mails waiting for the mailer and the ones it sent (kept as a record); only the service role reads or writes it, through claim_emails / mark_email_sent / mark_email_failed.';
comment on column public.email_outbox.next_attempt_at is 'Not claimed before this: a claim leases the row for two minutes, a failure backs off 2^attempts seconds.';

create index email_outbox_due on public.email_outbox (next_attempt_at) where sent_at is null;
create index email_outbox_user_id on public.email_outbox (user_id);

alter table public.email_outbox enable row level security;
-- Members and visitors have no access at all (no grant, no policy for them); the policy names who does.
create policy "Only the service role (the mailer) uses the outbox" on public.email_outbox for all to service_role using (true) with check (true);
revoke all on public.email_outbox from public, anon, authenticated;
grant all on public.email_outbox to service_role;

create or replace function private.html_escape(value text)
returns text language sql immutable set search_path = '' as $$
  select replace(replace(replace(replace(replace(value, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;');
$$;

-- One pass over the template, so a parameter holding '{{other}}' is never filled in turn.
create or replace function private.fill_template(body text, params jsonb, html boolean)
returns text language sql immutable set search_path = '' as $$
  select string_agg(case when t.n % 2 = 1 then t.part
                         when params ? t.part then case when html then private.html_escape(params ->> t.part) else params ->> t.part end
                         else '{{' || t.part || '}}' end, '' order by t.n)
    from regexp_split_to_table(body, '\{\{|\}\}') with ordinality as t(part, n);
$$;

create or replace function private.enqueue_email(recipient uuid, template text, params jsonb default '{}')
returns bigint language plpgsql security definer set search_path = '' as $$
declare
  tpl private.email_templates;
  address text;
  filled jsonb;
  queued bigint;
begin
  select * into tpl from private.email_templates t where t.name = enqueue_email.template;
  if tpl.name is null then
    raise exception 'unknown email template %', template using errcode = '22023';
  end if;
  select u.email, jsonb_build_object('name', coalesce(p.name, 'miembro de Nexo')) || coalesce(params, '{}')
    into address, filled
    from auth.users u left join public.profiles p on p.id = u.id where u.id = recipient;
  if address is null then
    return null;
  end if;
  insert into public.email_outbox (user_id, recipient, template, subject, text_body, html_body)
  values (recipient, address, tpl.name, private.fill_template(tpl.subject, filled, false),
          private.fill_template(tpl.text_body, filled, false), private.fill_template(tpl.html_body, filled, true))
  returning id into queued;
  return queued;
end $$;

comment on function private.enqueue_email(uuid, text, jsonb) is 'Queues the named template for a member''s account address with params (name: the member''s profile name unless given); null when the member has no address.';

create or replace function public.claim_emails(batch_size int default 10)
returns setof public.email_outbox language sql set search_path = '' as $$
  -- skip locked: two mailers never claim the same row; the lease makes a crashed mailer's rows due again later.
  with due as (
    select o.id from public.email_outbox o
     where o.sent_at is null and o.attempts < 8 and o.next_attempt_at <= now()
     order by o.next_attempt_at, o.id limit least(greatest(batch_size, 1), 100)
       for update skip locked
  )
  update public.email_outbox o set attempts = o.attempts + 1, next_attempt_at = now() + interval '2 minutes'
    from due where o.id = due.id
  returning o.*;
$$;

create or replace function public.mark_email_sent(email_id bigint)
returns void language sql set search_path = '' as $$
  update public.email_outbox o set sent_at = now(), last_error = null where o.id = email_id and o.sent_at is null;
$$;

create or replace function public.mark_email_failed(email_id bigint, error text)
returns void language sql set search_path = '' as $$
  update public.email_outbox o
     set last_error = left(coalesce(error, 'unknown error'), 2000),
         next_attempt_at = now() + make_interval(secs => least(power(2, o.attempts), 3600))
   where o.id = email_id and o.sent_at is null;
$$;

comment on function public.claim_emails(int) is 'The mailer (service role) takes up to batch_size due mails; each claim counts an attempt; after 8 the row stays unsent with its last error.';
comment on function public.mark_email_sent(bigint) is 'The mailer records a delivered mail.';
comment on function public.mark_email_failed(bigint, text) is 'The mailer records a failed attempt; the mail is due again after 2^attempts seconds (at most an hour).';
revoke execute on function public.claim_emails(int), public.mark_email_sent(bigint), public.mark_email_failed(bigint, text)
  from public, anon, authenticated;
grant execute on function public.claim_emails(int), public.mark_email_sent(bigint), public.mark_email_failed(bigint, text) to service_role;

-- The applicant's mail when staff decide (decide_application sets the status once: pending → approved | rejected).
create or replace function private.application_kind_label(kind public.application_kind)
returns text language sql immutable set search_path = '' as $$
  select case kind when 'host' then 'anfitrión de sesiones en vivo' when 'instructor' then 'instructor'
                   when 'expert' then 'experto' else 'talento' end;
$$;

create or replace function private.mail_application_decision()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  perform private.enqueue_email(new.user_id, 'application_' || new.status, jsonb_build_object(
    'kind', private.application_kind_label(new.kind), 'reason', new.decision_reason,
    'link', case new.kind when 'host' then '/live-sessions' when 'instructor' then '/apply-instructor'
                          when 'expert' then '/apply-expert' else '/personalized-content' end));
  return null;
end $$;

create trigger applications_mail_decision after update of status on public.applications
  for each row when (old.status = 'pending' and new.status in ('approved', 'rejected'))
  execute function private.mail_application_decision();

insert into private.email_templates (name, subject, text_body, html_body) values
('application_approved', 'Aprobamos tu solicitud de {{kind}}',
 E'Hola, {{name}}:\n\nAprobamos tu solicitud de {{kind}} en Nexo.\n\nComentario del equipo: {{reason}}\n\nQué sigue: entra a Nexo y empieza a usarlo en {{site_url}}{{link}}\n\nEl equipo de Nexo',
 '<p>Hola, {{name}}:</p><p>Aprobamos tu solicitud de <strong>{{kind}}</strong> en Nexo.</p><p>Comentario del equipo: {{reason}}</p>'
 '<p>Qué sigue: <a href="{{site_url}}{{link}}">entra a Nexo y empieza a usarlo</a>.</p><p>El equipo de Nexo</p>'),
('application_rejected', 'No aprobamos tu solicitud de {{kind}}',
 E'Hola, {{name}}:\n\nRevisamos tu solicitud de {{kind}} en Nexo y por ahora no la aprobamos.\n\nMotivo: {{reason}}\n\nQué sigue: revisa tu solicitud y vuelve a postularte cuando quieras en {{site_url}}{{link}}\n\nEl equipo de Nexo',
 '<p>Hola, {{name}}:</p><p>Revisamos tu solicitud de <strong>{{kind}}</strong> en Nexo y por ahora no la aprobamos.</p><p>Motivo: {{reason}}</p>'
 '<p>Qué sigue: <a href="{{site_url}}{{link}}">revisa tu solicitud y vuelve a postularte cuando quieras</a>.</p><p>El equipo de Nexo</p>');
