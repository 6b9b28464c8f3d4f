-- Database linter rules (in the spirit of Supabase's splinter) over the exposed schemas: policies on every RLS table,
-- auth.users never exposed, no security definer views, an index behind every column a policy compares with auth.uid().
begin;
select plan(6);

select is(
  array(select format('%s.%s', n.nspname, c.relname) from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname in ('public', 'graphql_public') and c.relkind in ('r', 'p') and c.relrowsecurity
           and not exists (select 1 from pg_policy p where p.polrelid = c.oid)
         order by 1),
  '{}'::text[],
  'every table with row level security in an exposed schema has at least one policy');

-- A view or materialized view in an exposed schema that reads auth.users (directly, through its rewrite rule).
select is(
  array(select distinct format('%s.%s', n.nspname, c.relname) from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          join pg_rewrite r on r.ev_class = c.oid
          join pg_depend d on d.objid = r.oid and d.classid = 'pg_rewrite'::regclass and d.refclassid = 'pg_class'::regclass
         where n.nspname in ('public', 'graphql_public') and c.relkind in ('v', 'm')
           and d.refobjid = 'auth.users'::regclass
         order by 1),
  '{}'::text[],
  'no view in an exposed schema reads auth.users');

select is(
  array(select format('%s.%s', n.nspname, c.relname) from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname in ('public', 'graphql_public') and c.relkind = 'r'
           and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                        and a.atttypid = 'auth.users'::regtype)
         order by 1),
  '{}'::text[],
  'no table in an exposed schema stores auth.users rows');

-- Views run with their owner's rights (bypassing the caller's RLS) unless security_invoker is set.
select is(
  array(select format('%s.%s', n.nspname, c.relname) from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname in ('public', 'graphql_public') and c.relkind = 'v'
           and not coalesce(c.reloptions @> array['security_invoker=true'] or c.reloptions @> array['security_invoker=on'], false)
         order by 1),
  '{}'::text[],
  'every view in an exposed schema is security_invoker (no security definer view)');

-- Columns compared with auth.uid() in a policy's USING expression (`col = auth.uid()`, `auth.uid() = col`, or the
-- `(select auth.uid())` form), as the table's own column (not `alias.col` of a subquery). USING filters the rows a
-- select, update or delete scans; WITH CHECK only looks at the new row, which needs no index.
create temporary table policy_uid_columns on commit drop as
select distinct c.oid as relid, format('%s.%s', c.relname, a.attname) as name, a.attnum
  from pg_policy p
  join pg_class c on c.oid = p.polrelid
  join pg_namespace n on n.oid = c.relnamespace
  cross join lateral (
    select coalesce(pg_get_expr(p.polqual, p.polrelid), '') as expr
  ) e
  cross join lateral (
    select m[1] as col from regexp_matches(e.expr,
      '(?:^|[^.[:alnum:]_])([a-z_][a-z0-9_]*) = (?:\( SELECT )?auth\.uid\(\)', 'g') as m
    union
    select m[1] from regexp_matches(e.expr,
      'auth\.uid\(\)(?: AS uid\))? = ([a-z_][a-z0-9_]*)(?![.(])', 'g') as m
  ) k
  join pg_attribute a on a.attrelid = c.oid and a.attname = k.col and a.attnum > 0 and not a.attisdropped
 where n.nspname = 'public';

select ok((select count(*) from policy_uid_columns) >= 10,
  'the policy scan finds the owner columns policies compare with auth.uid()');

select is(
  array(select u.name from policy_uid_columns u
         where not exists (select 1 from pg_index i where i.indrelid = u.relid and i.indkey[0] = u.attnum)
         order by 1),
  '{}'::text[],
  'every column a policy compares with auth.uid() leads an index');

select * from finish();
rollback;
