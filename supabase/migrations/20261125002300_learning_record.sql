-- A member's learning record for the dashboard and the public profile: course progress (with certificates) and the
-- best score per quiz module. Enrolments and attempts stay private tables; this function shows only the summary.

create or replace function public.learning_record(member uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'courses', coalesce((
      select jsonb_agg(jsonb_build_object(
               'course_id', c.id, 'title', c.title, 'image_url', c.image_url,
               'completed', done.n, 'total', c.lessons_count,
               'percent', case when c.lessons_count = 0 then 0 else round(100.0 * least(done.n, c.lessons_count) / c.lessons_count)::int end,
               'certificate', cert.code, 'issued_at', cert.issued_at)
             order by cert.issued_at desc nulls last, e.enrolled_at desc)
        from public.enrolments e
        join public.courses c on c.id = e.course_id
        cross join lateral (select count(*)::int as n from public.lesson_completions lc
                             where lc.user_id = e.user_id and lc.course_id = e.course_id) done
        left join public.course_certificates cert on cert.user_id = e.user_id and cert.course_id = e.course_id
       where e.user_id = learning_record.member), '[]'::jsonb),
    'quizzes', coalesce((
      select jsonb_agg(jsonb_build_object('module_id', b.module_id, 'title', m.title, 'category', lc.title,
                                          'best_score', b.score, 'total', b.total) order by lc.position, m.position)
        from (select distinct on (a.module_id) a.module_id, a.score, a.total
                from public.quiz_attempts a where a.user_id = learning_record.member
               order by a.module_id, a.score desc, a.created_at) b
        join public.learning_modules m on m.id = b.module_id
        join public.learning_categories lc on lc.id = m.category_id), '[]'::jsonb));
$$;

comment on function public.learning_record(uuid) is 'A member''s learning summary (courses with progress and certificate, best score per quiz module) for profiles; never the answers or lesson-level detail.';
grant execute on function public.learning_record(uuid) to anon, authenticated;
