-- Storage buckets and the policies on storage.objects: limits and types per bucket; anon / owner / stranger / service role.
begin;
select plan(34);

select tests.create_actors('storage', 'owner', 'Olivia Owner', 'stranger', 'Sergio Stranger');

-- Buckets, as the migration configures them (the same rows hosted Supabase gets).
select is((select array[public::text, file_size_limit::text] from storage.buckets where id = 'avatars'), array['true', '2097152'],
  'avatars is public and takes files up to 2 MB');
select is((select array[public::text, file_size_limit::text] from storage.buckets where id = 'post-images'), array['true', '5242880'],
  'post-images is public and takes files up to 5 MB');
select is((select array[public::text, file_size_limit::text] from storage.buckets where id = 'reels'), array['true', '52428800'],
  'reels is public and takes files up to 50 MB');
select is((select allowed_mime_types from storage.buckets where id = 'reels'), array['video/mp4', 'video/webm'],
  'reels only takes mp4 and webm videos');
select is((select allowed_mime_types from storage.buckets where id = 'avatars'), array['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  'avatars only takes raster images (no svg)');
select ok((select file_size_limit from storage.buckets where id = 'community-banners') = 5242880, 'community-banners takes images up to 5 MB');

-- Helpers used by the policies.
select is(storage.foldername('a/b/c.png'), array['a', 'b'], 'foldername lists the folders of a name');
select is(storage.filename('a/b/c.png'), 'c.png', 'filename is the last segment');
select is(storage.extension('a/b/c.tar.gz'), 'gz', 'extension is what follows the last dot');

-- Service role writes anywhere (seed data, moderation).
select tests.authenticate_as_service_role();
select lives_ok(format($$ insert into storage.objects (bucket_id, name, owner) values ('avatars', %L, %L) $$,
  current_setting('t.owner') || '/seed.png', current_setting('t.owner')), 'the service role writes into a member''s folder');
with c as (insert into public.communities (name, host_id) values ('Comunidad de prueba de banners', current_setting('t.owner')::uuid) returning id)
select set_config('t.community', (select id::text from c), true);

-- Visitors read, never write.
select tests.authenticate_as_anon();
select is((select count(*)::int from storage.objects where bucket_id = 'avatars' and name = current_setting('t.owner') || '/seed.png'), 1,
  'visitors can read avatars');
select throws_ok(format($$ insert into storage.objects (bucket_id, name) values ('avatars', %L) $$, current_setting('t.owner') || '/x.png'),
  '42501', null, 'visitors cannot upload avatars');
select is_empty(format($$ delete from storage.objects where bucket_id = 'avatars' and name = %L returning id $$, current_setting('t.owner') || '/seed.png'),
  'visitors cannot delete avatars');

-- The owner writes only under their own folder.
select tests.authenticate_as(current_setting('t.owner')::uuid);
select lives_ok(format($$ insert into storage.objects (bucket_id, name, owner) values ('avatars', %L, auth.uid()) $$, current_setting('t.owner') || '/avatar.png'),
  'a member uploads an avatar into their folder');
select lives_ok(format($$ insert into storage.objects (bucket_id, name, owner) values ('post-images', %L, auth.uid()) $$, current_setting('t.owner') || '/post/1.jpg'),
  'a member uploads a post image into their folder (sub-folders too)');
select lives_ok(format($$ insert into storage.objects (bucket_id, name, owner) values ('reels', %L, auth.uid()) $$, current_setting('t.owner') || '/clip.mp4'),
  'a member uploads an mp4 reel into their folder');
select throws_ok(format($$ insert into storage.objects (bucket_id, name) values ('reels', %L) $$, current_setting('t.owner') || '/clip.exe'),
  '42501', null, 'a reel must be named .mp4 or .webm');
select throws_ok(format($$ insert into storage.objects (bucket_id, name) values ('avatars', %L) $$, current_setting('t.stranger') || '/x.png'),
  '42501', null, 'a member cannot upload into another member''s folder');
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('avatars', 'x.png') $$,
  '42501', null, 'a member cannot upload at the bucket root');
select throws_ok(format($$ insert into storage.objects (bucket_id, name) values ('private-stuff', %L) $$, current_setting('t.owner') || '/x.png'),
  '42501', null, 'a member cannot write into buckets the policies do not name');
select isnt_empty(format($$ update storage.objects set metadata = '{"size": 1}' where bucket_id = 'avatars' and name = %L returning id $$, current_setting('t.owner') || '/avatar.png'),
  'the owner replaces their own avatar');
select throws_ok(format($$ update storage.objects set name = %L where bucket_id = 'avatars' and name = %L $$, current_setting('t.stranger') || '/moved.png', current_setting('t.owner') || '/avatar.png'),
  '42501', null, 'the owner cannot move a file into another member''s folder');
select lives_ok(format($$ insert into storage.objects (bucket_id, name) values ('community-banners', %L) $$, current_setting('t.community') || '/banner.png'),
  'the community''s owner uploads its banner');

-- A stranger cannot touch the owner's files.
select tests.authenticate_as(current_setting('t.stranger')::uuid);
select is((select count(*)::int from storage.objects where bucket_id = 'avatars' and name = current_setting('t.owner') || '/avatar.png'), 1,
  'a stranger can see the owner''s avatar (public bucket)');
select is_empty(format($$ update storage.objects set metadata = '{}' where bucket_id = 'avatars' and name = %L returning id $$, current_setting('t.owner') || '/avatar.png'),
  'a stranger cannot replace the owner''s avatar');
select is_empty(format($$ delete from storage.objects where bucket_id = 'post-images' and name = %L returning id $$, current_setting('t.owner') || '/post/1.jpg'),
  'a stranger cannot delete the owner''s post image');
select throws_ok(format($$ insert into storage.objects (bucket_id, name) values ('community-banners', %L) $$, current_setting('t.community') || '/mine.png'),
  '42501', null, 'a stranger cannot upload a banner for a community they do not own');
select is_empty(format($$ delete from storage.objects where bucket_id = 'community-banners' and name = %L returning id $$, current_setting('t.community') || '/banner.png'),
  'a stranger cannot delete a community''s banner');
select throws_ok($$ insert into storage.buckets (id, name, public) values ('mine', 'mine', true) $$,
  '42501', null, 'members cannot create buckets');
select is_empty($$ update storage.buckets set file_size_limit = null where id = 'avatars' returning id $$,
  'members cannot lift a bucket''s limit');

-- The owner deletes their own files and banners.
select tests.authenticate_as(current_setting('t.owner')::uuid);
select isnt_empty(format($$ delete from storage.objects where bucket_id = 'post-images' and name = %L returning id $$, current_setting('t.owner') || '/post/1.jpg'),
  'the owner deletes their post image');
select isnt_empty(format($$ delete from storage.objects where bucket_id = 'community-banners' and name = %L returning id $$, current_setting('t.community') || '/banner.png'),
  'the community''s owner deletes its banner');
select isnt_empty(format($$ delete from storage.objects where bucket_id = 'reels' and name = %L returning id $$, current_setting('t.owner') || '/clip.mp4'),
  'the owner deletes their reel');
select is((select count(*)::int from storage.objects where bucket_id = 'avatars' and name like current_setting('t.owner') || '/%'), 2,
  'the owner''s avatars are still there');

select * from finish();
rollback;
