-- Lesson completions: pending → completed by the member (never undone); progress and next lesson from complete_lesson().

create table public.lesson_completions (
  user_id uuid not null default auth.uid() references public.profiles on delete cascade,
  lesson_id bigint not null references public.lessons on delete cascade,
  course_id bigint not null references public.courses on delete cascade,
  completed_at timestamptz not null default now(),
  primary key (user_id, lesson_id)
);

comment on table public.lesson_completions is 'Lessons a member completed; insert-only for the member, who must be enrolled in the course.';

create index lesson_completions_course_idx on public.lesson_completions (user_id, course_id);

select private.secure_table('public.lesson_completions', 'user_id',
  read_own => 'Members see their own completed lessons');

grant select on table public.lesson_completions to authenticated;
grant insert (user_id, lesson_id, course_id) on table public.lesson_completions to authenticated;

create policy "Enrolled members complete lessons as themselves"
  on public.lesson_completions for insert
  to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (
      select 1 from public.enrolments e
       where e.user_id = (select auth.uid()) and e.course_id = lesson_completions.course_id
    )
  );

-- course_id always comes from the lesson, whatever the client sent.
create or replace function public.set_completion_course()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  select l.course_id into new.course_id from public.lessons l where l.id = new.lesson_id;
  if new.course_id is null then
    raise exception 'lesson_not_found' using errcode = '23503', detail = private.error_text('lesson_not_found');
  end if;
  return new;
end;
$$;

comment on function public.set_completion_course() is 'Fills lesson_completions.course_id from the lesson.';
revoke execute on function public.set_completion_course() from public, anon, authenticated;

create trigger lesson_completions_set_course
  before insert on public.lesson_completions
  for each row execute function public.set_completion_course();

create or replace function public.complete_lesson(lesson_id bigint)
returns table (completed_count int, total_count int, percent int, next_lesson_id bigint)
language plpgsql
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  uid uuid := private.require_uid('not_authenticated');
  target record;
begin
  select l.id, l.course_id, l.module_position, l.position into target
    from public.lessons l where l.id = complete_lesson.lesson_id;
  if target.id is null then
    raise exception 'lesson_not_found' using errcode = 'P0002', detail = private.error_text('lesson_not_found');
  end if;
  if not exists (select 1 from public.enrolments e where e.user_id = uid and e.course_id = target.course_id) then
    raise exception 'lesson_not_enrolled' using errcode = '42501',
      detail = private.error_text('lesson_not_enrolled');
  end if;
  insert into public.lesson_completions (user_id, lesson_id, course_id)
  values (uid, target.id, target.course_id)
  on conflict do nothing;
  return query
    select
      (select count(*)::int from public.lesson_completions c where c.user_id = uid and c.course_id = target.course_id),
      (select count(*)::int from public.lessons l where l.course_id = target.course_id),
      (select case when count(*) = 0 then 0 else round(100.0 * (
          select count(*) from public.lesson_completions c where c.user_id = uid and c.course_id = target.course_id
        ) / count(*))::int end
         from public.lessons l where l.course_id = target.course_id),
      (select l.id from public.lessons l
        where l.course_id = target.course_id
          and (l.module_position, l.position) > (target.module_position, target.position)
        order by l.module_position, l.position
        limit 1);
end;
$$;

comment on function public.complete_lesson(bigint) is 'Marks a lesson completed for the enrolled caller (idempotent); returns progress and the next lesson (same module, then next module, null after the last).';

revoke execute on function public.complete_lesson(bigint) from public, anon;
grant execute on function public.complete_lesson(bigint) to authenticated, service_role;
