-- /recruit shows each member candidate's learning record: courses completed and best quiz score per module. Enrolments,
-- completions and attempts stay private; only members who published a Busco Empleo profile expose these aggregates.

create or replace function public.candidate_learning(seeker_ids bigint[])
returns table (seeker_id bigint, courses_completed int, quiz_scores jsonb)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if cardinality(seeker_ids) > 100 then
    raise exception 'too_many_candidates' using errcode = '22023', detail = private.error_text('too_many_candidates');
  end if;
  return query
  select s.id,
         (select count(*)::int
            from public.courses c
           where c.lessons_count > 0
             and c.lessons_count <= (select count(*) from public.lesson_completions lc where lc.user_id = s.user_id and lc.course_id = c.id)),
         coalesce((select jsonb_agg(jsonb_build_object('module', b.title, 'score', b.score, 'total', b.total) order by b.title)
                     from (select distinct on (m.id) m.id, m.title, a.score, a.total
                             from public.quiz_attempts a join public.learning_modules m on m.id = a.module_id
                            where a.user_id = s.user_id
                            order by m.id, a.score desc, a.total) b), '[]'::jsonb)
    from public.job_seekers s
   where s.id = any(candidate_learning.seeker_ids) and s.user_id is not null;
end;
$$;

comment on function public.candidate_learning(bigint[]) is 'Courses completed and best quiz score per module of member candidates (published Busco Empleo profiles only); curated candidates have no record.';
revoke execute on function public.candidate_learning(bigint[]) from public;
grant execute on function public.candidate_learning(bigint[]) to anon, authenticated, service_role;

-- The /recruit filters: name or desired role, and skill, matched case-insensitively by ilike.
alter table public.job_seekers
  add column search_text text generated always as (lower(name || ' ' || desired_role)) stored,
  add column skills_search text generated always as (lower(public.skills_text(skills))) stored;

comment on column public.job_seekers.search_text is 'Lower-cased name and desired role: what the /recruit search matches.';
comment on column public.job_seekers.skills_search is 'Lower-cased skills: what the /recruit skill filter matches.';
