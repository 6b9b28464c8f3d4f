-- Issue 33's lows: no TRUNCATE for clients, reel shares read-only for members, and auth metadata that cannot put a
-- script URL into a public profile (nor fail the auth request).
begin;
select plan(6);

select is((select count(*)::int from information_schema.role_table_grants
            where table_schema = 'public' and privilege_type = 'TRUNCATE' and grantee in ('anon', 'authenticated')), 0,
  'no public table can be truncated by a visitor or a member');
select ok(not has_table_privilege('authenticated', 'public.reel_shares', 'INSERT, UPDATE, DELETE')
          and not has_table_privilege('anon', 'public.reel_shares', 'SELECT'),
  'reel shares: members only read theirs, nobody writes them but record_reel_share');

select tests.create_actors('sl', 'member', 'Ana Avatar');
update auth.users set raw_user_meta_data = raw_user_meta_data || '{"avatar_url": "https://cdn.example.com/ana.png"}'
 where id = current_setting('t.member')::uuid;
update auth.users set raw_user_meta_data = raw_user_meta_data || '{"avatar_url": "javascript:alert(1)"}'
 where id = current_setting('t.member')::uuid;
select is((select avatar_url from public.profiles where id = current_setting('t.member')::uuid), 'https://cdn.example.com/ana.png',
  'a script URL in the metadata leaves the profile''s picture as it was');

insert into auth.users (id, email, raw_user_meta_data)
values ('b0000000-0000-4000-8000-0000000007a1', 'x@sl.test', '{"full_name": "Xavi", "avatar_url": "javascript:alert(1)"}');
select is((select avatar_url from public.profiles where id = 'b0000000-0000-4000-8000-0000000007a1'), null,
  'a sign-up with a script URL gets no picture, and the account is created');

select tests.authenticate_as(current_setting('t.member')::uuid);
select throws_ok($$ update public.profiles set avatar_url = 'javascript:alert(1)' where id = auth.uid() $$, '23514', null,
  'a member''s own update still meets the check');
update public.profiles set avatar_url = '/storage/v1/object/public/avatars/ana.png' where id = auth.uid();
select is((select avatar_url from public.profiles where id = auth.uid()), '/storage/v1/object/public/avatars/ana.png',
  'and a web address is taken');

select * from finish();
rollback;
