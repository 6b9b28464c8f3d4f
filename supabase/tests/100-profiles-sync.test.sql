-- Profiles: created from auth.users metadata, kept in sync, public read, owner-only edits of descriptive fields, constraints.
begin;
select plan(19);

select set_config('t.ana', tests.create_user('perfil-ana@test.dev', 'Ana Perfil')::text, true);
select set_config('t.nadie', tests.create_user('perfil-nadie@test.dev')::text, true);
insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
values ('00000000-0000-4000-8000-0000000000b1', 'authenticated', 'authenticated', 'perfil-blanco@test.dev',
        '{"full_name": "   ", "avatar_url": "/media/avatars/x.svg", "bio": "Hola"}', now(), now());

select is((select name from public.profiles where id = current_setting('t.ana')::uuid), 'Ana Perfil',
  'a new auth user gets a profile named from full_name');
select is((select name from public.profiles where id = current_setting('t.nadie')::uuid), 'Usuario',
  'the profile name falls back to Usuario without full_name');
select is((select name from public.profiles where id = '00000000-0000-4000-8000-0000000000b1'), 'Usuario',
  'a blank full_name also falls back to Usuario');
select is((select avatar_url || ' ' || bio from public.profiles where id = '00000000-0000-4000-8000-0000000000b1'),
  '/media/avatars/x.svg Hola', 'avatar and bio come from the metadata');
select is((select role || ' ' || is_verified::text || ' ' || followers_count from public.profiles where id = current_setting('t.ana')::uuid),
  'user false 0', 'a new profile is a plain, unverified user with no followers');

update auth.users set raw_user_meta_data = '{"full_name": "Ana Renombrada", "bio": "Nueva bio"}' where id = current_setting('t.ana')::uuid;
select is((select name || ' / ' || bio from public.profiles where id = current_setting('t.ana')::uuid), 'Ana Renombrada / Nueva bio',
  'updating the auth metadata (updateUser) updates the profile');
update public.profiles set avatar_url = '/media/avatars/ana-garcia.svg' where id = current_setting('t.ana')::uuid;
update auth.users set raw_user_meta_data = raw_user_meta_data || '{"theme": "dark"}' where id = current_setting('t.ana')::uuid;
select is((select name || ' / ' || avatar_url from public.profiles where id = current_setting('t.ana')::uuid),
  'Ana Renombrada / /media/avatars/ana-garcia.svg', 'metadata without a key leaves that profile field alone');

select tests.authenticate_as_anon();
select ok((select count(*) from public.profiles where id = current_setting('t.ana')::uuid) = 1, 'visitors can read profiles');
select throws_ok($$ update public.profiles set name = 'x' $$, '42501', null, 'visitors cannot edit profiles');

select tests.authenticate_as(current_setting('t.ana')::uuid);
select lives_ok(
  $$ update public.profiles set bio = 'Me gusta enseñar', support_url = 'https://patreon.com/ana' where id = auth.uid() $$,
  'a member edits their own bio and support link');
select is((select support_url from public.profiles where id = auth.uid()), 'https://patreon.com/ana', 'the support link is saved');
select is_empty(
  format($$ update public.profiles set name = 'Hackeado' where id = %L returning 1 $$, current_setting('t.nadie')),
  'a member cannot edit someone else''s profile');
select throws_ok($$ update public.profiles set is_verified = true where id = auth.uid() $$, '42501', null,
  'a member cannot verify themselves');
select throws_ok($$ update public.profiles set followers_count = 1000 where id = auth.uid() $$, '42501', null,
  'a member cannot change their follower counter');
select throws_ok($$ insert into public.profiles (id, name) values (gen_random_uuid(), 'Falso') $$, '42501', null,
  'members cannot create profiles by hand');
select throws_ok($$ update public.profiles set bio = repeat('a', 301) where id = auth.uid() $$, '23514', null,
  'a bio longer than 300 characters is refused');
select throws_ok($$ update public.profiles set support_url = 'javascript:alert(1)' where id = auth.uid() $$, '23514', null,
  'a support link must be an http(s) URL');
select throws_ok($$ update public.profiles set name = '   ' where id = auth.uid() $$, '23514', null,
  'a blank display name is refused');

select tests.clear_authentication();
delete from auth.users where id = current_setting('t.nadie')::uuid;
select is((select count(*)::int from public.profiles where id = current_setting('t.nadie')::uuid), 0,
  'deleting the auth user deletes the profile');

select * from finish();
rollback;
