-- Function inputs are bounded with a coded Spanish refusal (candidate_learning, import_legacy_host_applications), and no
-- URL column takes a javascript: (or data:) URL: a post's image through the API as its author, every other URL
-- constraint by evaluating it on the script URL.
begin;
select plan(10);

select set_config('t.ana', tests.create_user('bounds-ana@test.dev', 'Ana Límites')::text, true);

-- candidate_learning: visitors may call it, with at most 100 candidates.
select tests.authenticate_as_anon();
select is(tests.error_of($$ select * from public.candidate_learning(array(select g::bigint from generate_series(1, 101) g)) $$),
  array['22023', 'too_many_candidates', 'Se pueden consultar como máximo 100 candidatos a la vez.'],
  'candidate_learning refuses more than 100 candidates');
select lives_ok($$ select * from public.candidate_learning(array(select g::bigint from generate_series(1, 100) g)) $$,
  'candidate_learning still answers for 100 candidates');

-- import_legacy_host_applications: at most 100 saved entries, refused before any is read.
select tests.authenticate_as(current_setting('t.ana')::uuid);
select is(tests.error_of(format($$ select public.import_legacy_host_applications(%L::jsonb) $$,
    (select jsonb_agg(jsonb_build_object('userId', current_setting('t.ana'), 'fullName', 'Ana', 'expertiseAreas', 'SQL',
       'motivation', 'Enseñar', 'agreedToTerms', true)) from generate_series(1, 101)))),
  array['22023', 'too_many_legacy_applications', 'Se pueden importar como máximo 100 solicitudes guardadas.'],
  'importing more than 100 saved host applications is refused');
select is((select count(*)::int from public.applications where user_id = current_setting('t.ana')::uuid), 0,
  'and nothing was filed');

-- A post's image: the author cannot point it at a script.
select tests.authenticate_as_service_role();
insert into public.communities (id, name, description) values (97521, 'Límites', 'Comunidad de prueba');
insert into public.posts (id, community_id, author_id, title, content) values (97521, 97521, current_setting('t.ana')::uuid, 'Con imagen', 'Texto');
select tests.authenticate_as(current_setting('t.ana')::uuid);
select throws_ok($$ update public.posts set image_url = 'javascript:alert(1)' where id = 97521 $$, '23514', null,
  'a post image cannot be a javascript: URL');
select lives_ok($$ update public.posts set image_url = 'https://cdn.example/p.png' where id = 97521 $$, 'an https post image is fine');

-- Every single-column URL constraint in public, evaluated on script URLs (a CHECK passes on true or null).
select tests.clear_authentication();
create temporary table url_checks on commit drop as
select format('%s.%s', c.relname, a.attname) as name, a.attname::text as col, pg_get_expr(k.conbin, k.conrelid) as expr
  from pg_constraint k
  join pg_class c on c.oid = k.conrelid
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum = k.conkey[1]
 where n.nspname = 'public' and k.contype = 'c' and cardinality(k.conkey) = 1
   and pg_get_expr(k.conbin, k.conrelid) like '%https?:%';

create temporary table url_check_results (name text, input text, passes boolean) on commit drop;
do $$
declare
  r record;
  input text;
  passes boolean;
begin
  for r in select * from url_checks loop
    foreach input in array array['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)'] loop
      execute format('select coalesce((%s), true)', regexp_replace(r.expr, '\m' || r.col || '\M', quote_literal(input) || '::text', 'g')) into passes;
      insert into url_check_results values (r.name, input, passes);
    end loop;
  end loop;
end;
$$;

select ok(array['posts.image_url', 'profiles.avatar_url', 'profiles.support_url', 'communities.banner_url', 'courses.image_url',
                'lessons.video_url', 'reels.video_url', 'reels.poster_url', 'jobs.logo_url', 'jobs.company_website',
                'jobs.application_contact', 'job_seekers.avatar_url', 'job_seekers.portfolio_url', 'job_seekers.linkedin_url',
                'talents.avatar_url', 'experts.avatar_url', 'applications.linkedin_url']
          <@ array(select name from url_checks),
  'every URL column of the schema has a single-column URL constraint');
select is(array(select distinct name from url_check_results where passes order by 1), '{}'::text[],
  'no URL constraint accepts javascript:, data: or vbscript: URLs');
select ok((select count(*) from url_check_results) >= 17 * 4, 'each URL constraint was tried with every script URL');

-- The sweep itself can tell: an https URL passes the same constraints.
do $$
declare
  r record;
  passes boolean;
begin
  for r in select * from url_checks loop
    execute format('select coalesce((%s), true)', regexp_replace(r.expr, '\m' || r.col || '\M', quote_literal('https://example.com/a.png') || '::text', 'g')) into passes;
    insert into url_check_results values (r.name, 'https', passes);
  end loop;
end;
$$;
select is(array(select name from url_check_results where input = 'https' and not passes order by 1), '{}'::text[],
  'every URL constraint accepts an https URL (the sweep evaluates the real expressions)');

select * from finish();
rollback;
