-- Schema-wide guarantees: RLS everywhere, definer functions pinned, no policy trusts user_metadata, counters not client-writable.
begin;
select plan(24);

select is(
  array(select c.relname::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity order by 1),
  '{}'::text[],
  'row level security is on for every table in public');

select ok(
  (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')) >= 18,
  'the public schema holds the platform tables');

select is(
  array(select p.oid::regprocedure::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname in ('public', 'tests') and p.prosecdef
           and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) cfg where cfg like 'search_path=%')
         order by 1),
  '{}'::text[],
  'every security definer function has a fixed search_path');

select is(
  array(select format('%s.%s', tablename, policyname) from pg_policies
         where coalesce(qual, '') ilike '%user_metadata%' or coalesce(with_check, '') ilike '%user_metadata%'),
  '{}'::text[],
  'no policy reads user_metadata (members can edit it)');

select is(
  array(select format('%s.%s', tablename, policyname) from pg_policies
         where schemaname = 'public' and policyname !~ '^[A-Z][a-z]'),
  '{}'::text[],
  'policy names are sentences');

select is(
  array(select c.relname::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'r' and obj_description(c.oid, 'pg_class') is null order by 1),
  '{}'::text[],
  'every public table says what it is for (comment on)');

-- Counters and server-side fields cannot be written by members.
select ok(not has_column_privilege('authenticated', 'public.profiles', 'followers_count', 'UPDATE'), 'members cannot write followers_count');
select ok(not has_column_privilege('authenticated', 'public.profiles', 'is_verified', 'UPDATE'), 'members cannot verify themselves');
select ok(not has_column_privilege('authenticated', 'public.profiles', 'role', 'UPDATE'), 'members cannot change their role');
select ok(has_column_privilege('authenticated', 'public.profiles', 'bio', 'UPDATE'), 'members can edit their bio');
select ok(not has_column_privilege('authenticated', 'public.communities', 'members_count', 'UPDATE'), 'members cannot write members_count');
select ok(not has_column_privilege('authenticated', 'public.posts', 'upvotes', 'UPDATE'), 'members cannot write post upvotes');
select ok(not has_column_privilege('authenticated', 'public.posts', 'upvotes', 'INSERT'), 'members cannot insert post upvotes');
select ok(not has_column_privilege('authenticated', 'public.posts', 'comments_count', 'UPDATE'), 'members cannot write comments_count');
select ok(not has_column_privilege('authenticated', 'public.comments', 'downvotes', 'UPDATE'), 'members cannot write comment downvotes');
select ok(not has_column_privilege('authenticated', 'public.courses', 'students_count', 'UPDATE'), 'members cannot write students_count');
select ok(not has_column_privilege('authenticated', 'public.courses', 'rating', 'UPDATE'), 'members cannot write a course rating');
select ok(not has_column_privilege('authenticated', 'public.posts', 'recognitions_count', 'UPDATE'), 'members cannot write recognitions');
select ok(not has_table_privilege('authenticated', 'public.notifications', 'INSERT'), 'members cannot write notifications');
select ok(not has_column_privilege('authenticated', 'public.notifications', 'content', 'UPDATE'), 'members can only mark notifications read');

-- Visitors cannot run the member actions; internal trigger helpers are closed to clients.
select ok(not has_function_privilege('anon', 'public.vote_post(bigint, text)', 'EXECUTE'), 'visitors cannot vote');
select ok(not has_function_privilege('anon', 'public.toggle_membership(bigint)', 'EXECUTE'), 'visitors cannot join communities');
select ok(not has_function_privilege('authenticated', 'public.notify(uuid, uuid, text, text, text)', 'EXECUTE'), 'members cannot forge notifications');
select ok(has_function_privilege('anon', 'public.feed_posts(text, int)', 'EXECUTE'), 'visitors can read the feeds');

select * from finish();
rollback;
