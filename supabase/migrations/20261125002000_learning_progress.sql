-- Learning progress (issue 14): completions only for enrolled members (Spanish refusal), live progress on user:<id>,
-- the saved position of each lesson, certificates issued on the last completion, and the default enrolments 1 and 3.

-- Completing a lesson needs an enrolment in its course; the refusal carries a product code and Spanish text.

comment on function public.complete_lesson(bigint) is 'Marks a lesson completed for the enrolled caller (idempotent; lesson_not_enrolled otherwise); returns progress and the next lesson (same module, then next module, null after the last).';

-- Certificates -------------------------------------------------------------------------------------------------------

create table public.course_certificates (
  code text primary key default upper(substr(md5(gen_random_uuid()::text), 1, 12))
    constraint course_certificates_code_format check (code ~ '^[A-Z0-9]{12}$'),
  user_id uuid not null references public.profiles on delete cascade,
  course_id bigint not null references public.courses on delete cascade,
  issued_at timestamptz not null default now(),
  constraint course_certificates_one_per_course unique (user_id, course_id)
);

comment on table public.course_certificates is 'Completion certificate of a member for a course, issued by the database when the last lesson is completed; public so anyone can verify it by its code.';

create index course_certificates_user_idx on public.course_certificates (user_id, issued_at desc);

select private.secure_table('public.course_certificates',
  read_all => 'Anyone can verify a certificate');
grant select on table public.course_certificates to anon, authenticated;

-- After each completion: a certificate once every lesson of the course is done, and a note on the member's private
-- topic so the member's other tabs and devices refresh their progress.
create or replace function public.after_lesson_completed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  done int;
  total int;
  cert text;
begin
  select count(*)::int into done from public.lesson_completions c where c.user_id = new.user_id and c.course_id = new.course_id;
  select count(*)::int into total from public.lessons l where l.course_id = new.course_id;
  if total > 0 and done >= total then
    insert into public.course_certificates (user_id, course_id) values (new.user_id, new.course_id)
    on conflict (user_id, course_id) do nothing;
  end if;
  select c.code into cert from public.course_certificates c where c.user_id = new.user_id and c.course_id = new.course_id;
  if to_regprocedure('realtime.send(jsonb, text, text, boolean)') is not null then
    execute 'select realtime.send($1, $2, $3, true)'
      using jsonb_build_object('course_id', new.course_id, 'lesson_id', new.lesson_id, 'completed', done, 'total', total, 'certificate', cert),
            'lesson_completed', 'user:' || new.user_id::text;
  end if;
  return null;
end;
$$;

comment on function public.after_lesson_completed() is 'Issues the course certificate when the last lesson is completed and broadcasts ''lesson_completed'' on user:<member>.';
revoke execute on function public.after_lesson_completed() from public, anon, authenticated;

create trigger lesson_completions_after_insert
  after insert on public.lesson_completions
  for each row execute function public.after_lesson_completed();

-- Saved lesson positions ---------------------------------------------------------------------------------------------

create table public.lesson_positions (
  user_id uuid not null references public.profiles on delete cascade,
  lesson_id bigint not null references public.lessons on delete cascade,
  course_id bigint not null references public.courses on delete cascade,
  seconds numeric(9,2) not null constraint lesson_positions_seconds_range check (seconds >= 0 and seconds < 86400),
  updated_at timestamptz not null default now(),
  primary key (user_id, lesson_id)
);

comment on table public.lesson_positions is 'Where a member stopped watching a lesson, so it resumes there on any device; written through save_lesson_position().';

create index lesson_positions_recent_idx on public.lesson_positions (user_id, course_id, updated_at desc);

select private.secure_table('public.lesson_positions', 'user_id',
  read_own => 'Members see where they stopped',
  delete_own => 'Members forget their own positions');
grant select, delete on table public.lesson_positions to authenticated;

create or replace function public.save_lesson_position(lesson_id bigint, seconds numeric)
returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  uid uuid := private.require_uid('not_authenticated');
  target bigint;
begin
  select l.course_id into target from public.lessons l where l.id = save_lesson_position.lesson_id;
  if target is null then
    raise exception 'lesson_not_found' using errcode = 'P0002', detail = private.error_text('lesson_not_found');
  end if;
  if not exists (select 1 from public.enrolments e where e.user_id = uid and e.course_id = target) then
    raise exception 'lesson_not_enrolled' using errcode = '42501',
      detail = private.error_text('lesson_not_enrolled.tu_avance');
  end if;
  if save_lesson_position.seconds is null or save_lesson_position.seconds < 0 or save_lesson_position.seconds >= 86400 then
    raise exception 'lesson_position_invalid' using errcode = '22023', detail = private.error_text('lesson_position_invalid');
  end if;
  insert into public.lesson_positions (user_id, lesson_id, course_id, seconds, updated_at)
  values (uid, save_lesson_position.lesson_id, target, round(save_lesson_position.seconds, 2), now())
  on conflict (user_id, lesson_id) do update set seconds = excluded.seconds, updated_at = excluded.updated_at;
end;
$$;

comment on function public.save_lesson_position(bigint, numeric) is 'Saves where the enrolled caller stopped a lesson (seconds from the start).';
revoke execute on function public.save_lesson_position(bigint, numeric) from public, anon;
grant execute on function public.save_lesson_position(bigint, numeric) to authenticated, service_role;

-- Default enrolments (spec part 1 §4) --------------------------------------------------------------------------------

create or replace function public.ensure_default_enrolments()
returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
declare
  uid uuid := private.require_uid('not_authenticated');
begin
  if exists (select 1 from public.enrolments e where e.user_id = uid) then
    return false;
  end if;
  insert into public.enrolments (user_id, course_id)
  select uid, c.id from public.courses c where c.id in (1, 3)
  on conflict do nothing;
  return found;
end;
$$;

comment on function public.ensure_default_enrolments() is 'Gives a member with no enrolment at all the spec''s default set (courses 1 and 3); true when it enrolled them.';
revoke execute on function public.ensure_default_enrolments() from public, anon;
grant execute on function public.ensure_default_enrolments() to authenticated, service_role;
