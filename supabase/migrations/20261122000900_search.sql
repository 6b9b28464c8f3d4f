-- Global search: one accent-insensitive Spanish full-text search over communities, posts, courses, lessons, jobs, talents
-- and profiles, run with the caller's rights (RLS and blocks apply).

create extension if not exists unaccent with schema extensions;

-- 'spanish' with accents folded first: 'Programación' and 'programacion' meet.
create text search configuration public.nexo_spanish (copy = pg_catalog.spanish);
alter text search configuration public.nexo_spanish
  alter mapping for hword, hword_part, word with extensions.unaccent, spanish_stem;

comment on text search configuration public.nexo_spanish is 'Spanish full-text search that ignores accents (unaccent, then the Spanish stemmer).';

-- Weighted document: a = title-like (weight A), b = body (B), c = extra context (C).
create or replace function public.search_document(a text, b text default '', c text default '')
returns tsvector
language sql
immutable
set search_path = ''
as $$
  select setweight(to_tsvector('public.nexo_spanish'::regconfig, coalesce(a, '')), 'A')
      || setweight(to_tsvector('public.nexo_spanish'::regconfig, coalesce(b, '')), 'B')
      || setweight(to_tsvector('public.nexo_spanish'::regconfig, coalesce(c, '')), 'C');
$$;

comment on function public.search_document(text, text, text) is 'Weighted tsvector (A, B, C) in the accent-insensitive Spanish configuration.';

-- Every word of the input must match, each as a prefix (search while typing); null when there is no word.
create or replace function public.search_query(query text)
returns tsquery
language plpgsql
stable
set search_path = ''
as $$
declare
  words text;
begin
  if char_length(query) > 200 then
    raise exception 'search_too_long' using errcode = '22023', detail = private.error_text('search_too_long');
  end if;
  select coalesce(string_agg(m[1] || ':*', ' & '), '') into words
    from regexp_matches(lower(extensions.unaccent(coalesce(query, ''))), '([[:alnum:]]+)', 'g') as m;
  return case when words = '' then null else to_tsquery('public.nexo_spanish'::regconfig, words) end;
end;
$$;

comment on function public.search_query(text) is 'Turns user input into a prefix tsquery (all words, accents ignored).';

create or replace function public.search_all(query text, max_results int default 20)
returns table (kind text, id text, title text, subtitle text, link text, rank real)
language sql
stable
security invoker
set search_path = ''
as $$
  with q as (select public.search_query(query) as tsq),
  hits as (
    select case when c.is_live_event then 'live_event' else 'community' end as kind, c.id::text as id, c.name as title,
           left(c.description, 160) as subtitle,
           case when c.is_live_event then '/live-event/' else '/communities/' end || c.id as link,
           ts_rank(public.search_document(c.name, c.description, array_to_string(c.topics, ' ')), q.tsq) as rank
      from public.communities c, q
     where public.search_document(c.name, c.description, array_to_string(c.topics, ' ')) @@ q.tsq
    union all
    select 'post', p.id::text, p.title, left(p.content, 160), '/post/' || p.id,
           ts_rank(public.search_document(p.title || ' ' || array_to_string(p.tags, ' '), p.content), q.tsq)
      from public.posts p, q
     where public.search_document(p.title || ' ' || array_to_string(p.tags, ' '), p.content) @@ q.tsq
    union all
    select 'course', co.id::text, co.title, co.instructor_name || ' · ' || co.level, '/courses/' || co.id,
           ts_rank(public.search_document(co.title || ' ' || array_to_string(co.topics, ' '), co.description, co.instructor_name), q.tsq)
      from public.courses co, q
     where public.search_document(co.title || ' ' || array_to_string(co.topics, ' '), co.description, co.instructor_name) @@ q.tsq
    union all
    select 'lesson', l.id::text, l.title, co.title || ' · ' || l.module, '/courses/' || l.course_id || '?lesson=' || l.id,
           ts_rank(public.search_document(l.title, l.description, l.module), q.tsq)
      from public.lessons l join public.courses co on co.id = l.course_id, q
     where public.search_document(l.title, l.description, l.module) @@ q.tsq
    union all
    select 'job', j.id::text, j.title, j.company || coalesce(' · ' || j.location, ''), '/job-search?job=' || j.id,
           ts_rank(public.search_document(j.title || ' ' || array_to_string(j.skills, ' '), j.description, j.company), q.tsq)
      from public.jobs j, q
     where public.search_document(j.title || ' ' || array_to_string(j.skills, ' '), j.description, j.company) @@ q.tsq
    union all
    select 'talent', t.id::text, t.name, t.category, '/personalized-content?talent=' || t.id,
           ts_rank(public.search_document(t.name || ' ' || array_to_string(t.tags, ' '), t.bio, t.category), q.tsq)
      from public.talents t, q
     where public.search_document(t.name || ' ' || array_to_string(t.tags, ' '), t.bio, t.category) @@ q.tsq
    union all
    select 'profile', pr.id::text, pr.name, left(coalesce(pr.bio, ''), 160), '/profile/' || pr.id,
           ts_rank(public.search_document(pr.name, pr.bio), q.tsq)
      from public.profiles pr, q
     where public.search_document(pr.name, pr.bio) @@ q.tsq
  )
  select h.kind, h.id, h.title, h.subtitle, h.link, h.rank
    from hits h
   order by h.rank desc, h.title
   limit least(greatest(coalesce(max_results, 20), 1), 50);
$$;

comment on function public.search_all(text, int) is 'Ranked accent-insensitive Spanish search over communities/live events, posts, courses, lessons, jobs, talents and profiles, under the caller''s RLS; every word matches as a prefix; 20 results by default, at most 50.';

grant execute on function public.search_all(text, int) to anon, authenticated, service_role;
grant execute on function public.search_query(text) to anon, authenticated, service_role;
grant execute on function public.search_document(text, text, text) to anon, authenticated, service_role;
