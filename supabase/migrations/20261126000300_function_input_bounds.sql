-- Inputs of SQL functions are bounded (issue 19), with a coded refusal in Spanish as the other app functions raise:
-- * candidate_learning (callable by visitors) reads at most 100 candidates per call (the /recruit page asks for 12);
-- * import_legacy_host_applications reads at most 100 saved entries (the legacy browser kept a handful).

create or replace function public.candidate_learning(seeker_ids bigint[])
returns table (seeker_id bigint, courses_completed int, quiz_scores jsonb)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if cardinality(seeker_ids) > 100 then
    raise exception 'too_many_candidates' using errcode = '22023', detail = 'Se pueden consultar como máximo 100 candidatos a la vez.';
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

comment on function public.candidate_learning(bigint[]) is 'Courses completed and best quiz score per module of at most 100 member candidates (published Busco Empleo profiles only); curated candidates have no record.';

create or replace function public.import_legacy_host_applications(entries jsonb)
returns int
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  candidate jsonb;
  entry jsonb;
  submitted timestamptz;
  added int := 0;
begin
  if me is null then
    raise exception 'not_authenticated' using errcode = '42501', detail = 'Debes iniciar sesión para registrarte como anfitrión.';
  end if;
  if jsonb_typeof(entries) is distinct from 'array' then
    raise exception 'invalid_legacy_applications' using errcode = '22023', detail = 'Las solicitudes guardadas deben ser una lista.';
  end if;
  if jsonb_array_length(entries) > 100 then
    raise exception 'too_many_legacy_applications' using errcode = '22023', detail = 'Se pueden importar como máximo 100 solicitudes guardadas.';
  end if;
  -- One open host application per member: an open one (or an already imported entry) wins over the browser's copy.
  if exists (select 1 from public.applications a where a.user_id = me and a.kind = 'host' and a.status in ('pending', 'approved')) then
    return 0;
  end if;

  -- The newest usable entry of the caller (several entries are several attempts at the same application);
  -- entries of other members, without terms accepted, with missing fields or an unreadable date are skipped.
  for candidate in
    select e from jsonb_array_elements(entries) as e
     where jsonb_typeof(e) = 'object'
       and e ->> 'userId' = me::text
       and (e ->> 'agreedToTerms') = 'true'
       and char_length(btrim(coalesce(e ->> 'fullName', ''))) between 1 and 120
       and char_length(btrim(coalesce(e ->> 'expertiseAreas', ''))) between 1 and 500
       and char_length(btrim(coalesce(e ->> 'motivation', ''))) between 1 and 5000
     order by e ->> 'submittedAt' desc nulls last
  loop
    begin
      submitted := least(coalesce((candidate ->> 'submittedAt')::timestamptz, now()), now());
      entry := candidate;
      exit;
    exception when others then
      continue;
    end;
  end loop;
  if entry is null then
    return 0;
  end if;

  -- Imported before (and since decided by staff): the same submission is not filed twice.
  if exists (select 1 from public.applications a where a.user_id = me and a.kind = 'host' and a.submitted_at = submitted) then
    return 0;
  end if;

  insert into public.applications (user_id, kind, full_name, email, expertise, motivation, agreed_to_terms, status, submitted_at)
  select me, 'host', btrim(entry ->> 'fullName'),
         case when btrim(coalesce(entry ->> 'email', '')) ~* '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
              then btrim(entry ->> 'email') else u.email end,
         btrim(entry ->> 'expertiseAreas'), btrim(entry ->> 'motivation'), true, 'pending', submitted
    from auth.users u
   where u.id = me
  on conflict do nothing;
  get diagnostics added = row_count;
  return added;
end;
$$;
