-- Enrolments: a member takes a course; students_count and 'course' notifications come from the trigger.

create table public.enrolments (
  user_id uuid not null default auth.uid() references public.profiles on delete cascade,
  course_id bigint not null references public.courses on delete cascade,
  enrolled_at timestamptz not null default now(),
  primary key (user_id, course_id)
);

comment on table public.enrolments is 'A member enrolled in a course (private to the member; the course shows only the count).';

create index enrolments_course_idx on public.enrolments (course_id);

select private.secure_table('public.enrolments', 'user_id',
  read_own => 'Members see their own enrolments',
  insert_own => 'Members enrol as themselves',
  delete_own => 'Members drop their own enrolments');

grant select, delete on table public.enrolments to authenticated;
grant insert (user_id, course_id) on table public.enrolments to authenticated;

create or replace function public.on_enrolment_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  course record;
  student text;
begin
  if tg_op = 'DELETE' then
    update public.courses c set students_count = greatest(c.students_count - 1, 0) where c.id = old.course_id;
    return null;
  end if;
  update public.courses c set students_count = c.students_count + 1 where c.id = new.course_id
  returning c.id, c.title, c.instructor_id into course;
  select p.name into student from public.profiles p where p.id = new.user_id;
  perform public.notify(new.user_id, null, 'course',
    format('Te has inscrito en «%s». ¡Empieza cuando quieras!', course.title), format('/courses/%s', course.id));
  perform public.notify(course.instructor_id, new.user_id, 'course',
    format('%s se inscribió en tu curso «%s».', student, course.title), format('/courses/%s', course.id));
  return null;
end;
$$;

comment on function public.on_enrolment_change() is 'Keeps courses.students_count and notifies the student and the instructor of a new enrolment.';
revoke execute on function public.on_enrolment_change() from public, anon, authenticated;

create trigger enrolments_change
  after insert or delete on public.enrolments
  for each row execute function public.on_enrolment_change();

create or replace function public.enrol(course_id bigint)
returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
declare
  uid uuid := private.require_uid('not_authenticated.este_curso');
begin
  insert into public.enrolments (user_id, course_id) values (uid, enrol.course_id)
  on conflict do nothing;
  return found;
end;
$$;

comment on function public.enrol(bigint) is 'Enrols the caller in a course; true when newly enrolled, false when already enrolled.';

revoke execute on function public.enrol(bigint) from public, anon;
grant execute on function public.enrol(bigint) to authenticated, service_role;
