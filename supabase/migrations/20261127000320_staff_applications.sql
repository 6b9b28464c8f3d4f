-- Staff decide host, instructor, expert and talent applications (issue 31): approve or reject with a reason, the applicant
-- is notified (the notification row is also the mailer's hook point) and an approval is the capability itself: an
-- approved host passes is_approved_host (create_live_session, 'Nueva Sesión'); my_capabilities() lists them all.

alter table public.applications
  add column decided_at timestamptz,
  add column decision_reason text constraint applications_decision_reason_length check (char_length(btrim(decision_reason)) between 1 and 1000);

comment on column public.applications.decided_at is 'When staff approved or rejected it (who is in the staff log).';
comment on column public.applications.decision_reason is 'The reason staff gave with the decision; the applicant reads it.';
comment on table public.applications is 'Applications to host live sessions, teach courses, be a live expert or a talent; the applicant and staff read them; staff decide them (decide_application).';

select private.let_staff_read('public.applications', 'Staff read every application');

create or replace function public.decide_application(application_id bigint, approve boolean, reason text)
returns public.applications language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_staff();
  why text := private.require_reason(reason);
  app public.applications;
  label text;
begin
  if approve is null then
    raise exception 'invalid_application_decision' using errcode = '22023', detail = private.error_text('invalid_application_decision');
  end if;
  select * into app from public.applications a where a.id = decide_application.application_id for update;
  if app.id is null then
    raise exception 'application_not_found' using errcode = 'PT404', detail = private.error_text('application_not_found');
  end if;
  if app.user_id = me then
    raise exception 'cannot_decide_own_application' using errcode = '42501', detail = private.error_text('cannot_decide_own_application');
  end if;
  -- The row lock makes a second decision wait and then find the first one.
  if app.status <> 'pending' then
    raise exception 'application_already_decided' using errcode = 'P0001', detail = private.error_text('application_already_decided');
  end if;
  update public.applications a
     set status = case when approve then 'approved' else 'rejected' end, decided_at = now(), decision_reason = why
   where a.id = app.id
  returning * into app;
  label := case app.kind when 'host' then 'anfitrión de sesiones en vivo' when 'instructor' then 'instructor'
                         when 'expert' then 'experto' else 'talento' end;
  perform public.notify(app.user_id, null, 'application',
    format(case when approve then 'Aprobamos tu solicitud de %s. %s' else 'No aprobamos tu solicitud de %s. Motivo: %s' end, label, why),
    case app.kind when 'host' then '/live-sessions' when 'instructor' then '/apply-instructor'
                  when 'expert' then '/apply-expert' else '/personalized-content' end);
  perform private.log_staff_action(case when approve then 'approve_application' else 'reject_application' end,
    'application', app.id::text, why, jsonb_build_object('kind', app.kind, 'applicant', app.user_id));
  return app;
end $$;

comment on function public.decide_application(bigint, boolean, text) is 'Staff approve or reject a pending application with a reason; notifies the applicant (type application); a decided one refuses a second decision (application_already_decided).';
revoke execute on function public.decide_application(bigint, boolean, text) from public, anon;

create or replace function public.my_capabilities()
returns public.application_kind[] language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(a.kind order by a.kind), '{}')
    from public.applications a where a.user_id = (select auth.uid()) and a.status = 'approved';
$$;

comment on function public.my_capabilities() is 'What the caller''s approved applications allow: host (live sessions), instructor, expert, talent.';
