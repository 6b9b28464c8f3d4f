-- The second factor is enforced where the data is: a member with a verified factor signed in with the password alone
-- (aal1) reads public content but writes nothing, reads none of their private rows and calls no member function; the
-- same member after the second step (aal2), and a member without a factor at aal1, do. Conventions for every table.
begin;
select plan(29);

select tests.create_actors('ss', 'two', 'Tomás Dos Pasos', 'one', 'Olga Un Paso', 'friend', 'Fede Amigo', 'mod', 'Mora Moderadora');
insert into public.user_roles (user_id, role) values (current_setting('t.mod')::uuid, 'moderator');
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status)
select gen_random_uuid(), current_setting('t.' || k)::uuid, 'App', 'totp', 'verified' from unnest(array['two', 'mod']) k;
-- An unverified factor (an enrolment left halfway) asks nothing.
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status)
values (gen_random_uuid(), current_setting('t.one')::uuid, 'App', 'totp', 'unverified');

with c as (insert into public.communities (name, is_live_event, live_date, duration, host_id)
           values ('Comunidad en dos pasos', true, now() + interval '1 day', '1 hora', current_setting('t.two')::uuid) returning id)
select set_config('t.community', id::text, true) from c;
with p as (insert into public.posts (community_id, author_id, title, content)
           values (current_setting('t.community')::bigint, current_setting('t.two')::uuid, 'Mía', 'Texto') returning id)
select set_config('t.post', id::text, true) from p;
insert into public.saved_posts (user_id, post_id) values (current_setting('t.two')::uuid, current_setting('t.post')::bigint);
insert into public.notifications (user_id, type, content) values (current_setting('t.two')::uuid, 'follow', 'Hola');
with c as (insert into public.conversations (user_a, user_b)
           select least(a, b), greatest(a, b) from (select current_setting('t.two')::uuid a, current_setting('t.friend')::uuid b) x
           returning id)
select set_config('t.conversation', id::text, true) from c;
insert into public.messages (conversation_id, sender_id, body)
values (current_setting('t.conversation')::uuid, current_setting('t.friend')::uuid, 'Un secreto');
insert into public.applications (user_id, kind, full_name, email, expertise, motivation, agreed_to_terms, status)
values (current_setting('t.two')::uuid, 'host', 'Tomás', 'tomas@test.dev', 'Clases', 'Enseñar', true, 'approved');

-- Every table -----------------------------------------------------------------------------------------------------------

select is(array(
  select format('%s.%s %s', n.nspname, c.relname, cmd) from pg_class c join pg_namespace n on n.oid = c.relnamespace
   cross join unnest(array['INSERT', 'UPDATE', 'DELETE']) cmd
   where c.relkind in ('r', 'p') and (n.nspname = 'public' or c.oid in ('storage.objects'::regclass, 'realtime.messages'::regclass))
     and not exists (select 1 from pg_policies p where p.schemaname = n.nspname and p.tablename = c.relname and p.cmd = cmd
                       and p.permissive = 'RESTRICTIVE' and p.roles = '{authenticated}'
                       and coalesce(p.with_check, p.qual) like '%private.require_second_step()%')
   order by 1), '{}'::text[],
  'every table clients reach needs the second step to add, change or remove rows');

select is(array(
  select c.relname::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind in ('r', 'p')
     and (not exists (select 1 from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname
                        and p.cmd in ('SELECT', 'ALL') and p.permissive = 'PERMISSIVE' and p.roles && '{anon,public}'))
      <> exists (select 1 from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname and p.cmd = 'SELECT'
                   and p.permissive = 'RESTRICTIVE' and p.qual like '%private.second_step_ok()%')
   order by 1), '{}'::text[],
  'exactly the tables no visitor reads (a member''s private rows) need the second step to read');

-- A member function checks the caller through one of the guards that require the second step; the rest read only
-- public content (or are helpers of policies that read no more than the policy allows); my_suspension tells a member
-- only when their own suspension ends.
select is(array(
  select p.proname::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname = 'public' and p.prosecdef and has_function_privilege('authenticated', p.oid, 'execute')
     and p.prosrc !~ 'private\.(require_uid|require_staff|require_live_host|require_live_moderator|require_second_step|second_step_ok|lock_moderation_item)\('
     and p.proname not in ('candidate_learning', 'is_block_between', 'is_blocked_by_me', 'is_live_moderator', 'learning_record',
                           'live_viewer_leave', 'live_viewer_ping', 'post_state', 'quiz_leaderboard', 'site_counters',
                           'visible_comments_count', 'custom_access_token_hook', 'my_suspension')
   order by 1), '{}'::text[],
  'every definer function members call refuses before the second step, or reads only public content');

-- Writes ------------------------------------------------------------------------------------------------------------------

select is(tests.outcomes(format($$ insert into public.posts (community_id, title, content) values (%s, 'Nueva', 'Texto') $$,
                                current_setting('t.community')), 'two', 'two@aal2', 'one'),
  array['insufficient_aal', 'ok', 'ok'], 'a post: refused at aal1 with a factor, taken after the second step or without a factor');
select is(tests.outcomes($$ update public.profiles set bio = 'Editado' where id = (select auth.uid()) $$, 'two', 'two@aal2', 'one'),
  array['insufficient_aal', 'ok', 'ok'], 'one''s own profile: the same');
select is(tests.outcomes(format('delete from public.saved_posts where post_id = %s', current_setting('t.post')), 'two'),
  array['insufficient_aal'], 'removing a saved post: refused at aal1');
select is((select count(*)::int from public.saved_posts where user_id = current_setting('t.two')::uuid), 1, 'and nothing was removed');
select is(tests.outcomes(format('delete from public.saved_posts where post_id = %s', current_setting('t.post')), 'two@aal2'),
  array['ok'], 'removed after the second step');
select is((select count(*)::int from public.saved_posts where user_id = current_setting('t.two')::uuid), 0, 'and it is gone');
select is(tests.outcomes(format($$ insert into storage.objects (bucket_id, name) values ('avatars', %L) $$,
                                current_setting('t.two') || '/a.png'), 'two', 'two@aal2'),
  array['insufficient_aal', 'ok'], 'an upload into one''s own folder: refused at aal1, taken at aal2');

-- Reads -------------------------------------------------------------------------------------------------------------------

select tests.authenticate_with_hook(current_setting('t.two')::uuid);
select is((select count(*)::int from public.posts where id = current_setting('t.post')::bigint), 1, 'at aal1 the member reads public content');
select is((select count(*)::int from public.messages), 0, 'but no direct message');
select is((select count(*)::int from public.notifications), 0, 'no notification');
select is((select count(*)::int from public.conversations), 0, 'no conversation');
select is(public.my_capabilities(), '{}'::public.application_kind[], 'and none of their approved applications');
select tests.authenticate_with_hook(current_setting('t.two')::uuid, 'aal2');
select is((select count(*)::int from public.messages), 1, 'after the second step the member reads their direct messages');
select is((select count(*)::int from public.notifications), 1, 'and their notifications');
select is(public.my_capabilities(), '{host}'::public.application_kind[], 'and their approved applications');
select tests.authenticate_with_hook(current_setting('t.friend')::uuid);
select is((select count(*)::int from public.messages), 1, 'a member without a factor reads theirs at aal1');

-- Functions, per class ------------------------------------------------------------------------------------------------------

select is(tests.outcomes(format('select public.toggle_save_post(%s)', current_setting('t.post')), 'two', 'two@aal2', 'one'),
  array['insufficient_aal', 'ok', 'ok'], 'a member action (invoker, through require_uid): refused at aal1 with a factor');
select is(tests.outcomes(format($$ select public.mark_conversation_read(%L, (select id from public.messages limit 1)) $$,
                                current_setting('t.conversation')), 'two', 'two@aal2'),
  array['insufficient_aal', 'ok'], 'a member function (definer): the same');
select is(tests.outcomes(format('select public.live_stream_key(%s)', current_setting('t.community')), 'two', 'two@aal2'),
  array['insufficient_aal', 'ok'], 'a live host function: the same');
select is(tests.outcomes('select public.staff_report_queue()', 'mod', 'mod@aal2'),
  array['insufficient_aal', 'ok'], 'a staff function: the same');
with r as (insert into public.reels (user_id, video_url, description) values (current_setting('t.one')::uuid, '/v.mp4', 'Reel') returning id)
select set_config('t.reel', id::text, true) from r;
select is(tests.outcomes(format('select public.record_reel_share(%s)', current_setting('t.reel')), 'two', 'anon', 'two@aal2'),
  array['ok', 'ok', 'ok'], 'sharing a reel answers everyone');
select is((select shares_count from public.reels where id = current_setting('t.reel')::bigint), 1,
  'but counts a member''s share after the second step only, like a visitor''s before it');

-- Realtime private channels ---------------------------------------------------------------------------------------------

select is(realtime.can_read('user:' || current_setting('t.two'), 'authenticated',
            jsonb_build_object('sub', current_setting('t.two'), 'role', 'authenticated', 'aal', 'aal1'), array['broadcast']),
  '{}'::text[], 'at aal1 the member cannot join their private user channel');
select tests.clear_authentication();
select is(realtime.can_read('user:' || current_setting('t.two'), 'authenticated',
            jsonb_build_object('sub', current_setting('t.two'), 'role', 'authenticated', 'aal', 'aal2'), array['broadcast']),
  '{broadcast}'::text[], 'after the second step they join it');
select tests.clear_authentication();
select is(realtime.can_write('dm:' || current_setting('t.conversation'), 'authenticated',
            jsonb_build_object('sub', current_setting('t.two'), 'role', 'authenticated', 'aal', 'aal1'), 'broadcast'),
  false, 'at aal1 they cannot send on their conversation''s channel');
select tests.clear_authentication();
select is(realtime.can_write('dm:' || current_setting('t.conversation'), 'authenticated',
            jsonb_build_object('sub', current_setting('t.two'), 'role', 'authenticated', 'aal', 'aal2'), 'broadcast'),
  true, 'after the second step they can');
select tests.clear_authentication();

select * from finish();
rollback;
