-- Reels and likes: RLS matrix, like toggle, counters kept by triggers, shares, constraints.
begin;
select plan(32);

select tests.create_actors('reels', 'owner', 'Olga Reels', 'fan', 'Fede Fan', 'other', 'Otto Otro');

-- Owner publishes
select tests.authenticate_as(current_setting('t.owner')::uuid);
select lives_ok(
  $$ insert into public.reels (video_url, description, music_title) values ('/media/video/sample-1/index.m3u8', 'Mi primer reel de prueba', 'Canción de prueba') $$,
  'a member can publish a reel (user_id defaults to them)');
select set_config('t.reel', (select id::text from public.reels where user_id = current_setting('t.owner')::uuid), true);
select is((select user_id from public.reels where id = current_setting('t.reel')::bigint), current_setting('t.owner')::uuid,
  'the reel belongs to its author');
select throws_ok(
  format($$ insert into public.reels (user_id, video_url) values (%L, '/x.m3u8') $$, current_setting('t.fan')),
  '42501', null, 'a member cannot publish a reel in someone else''s name');
select throws_ok(
  $$ insert into public.reels (video_url, likes_count) values ('/x.m3u8', 500) $$,
  '42501', null, 'a member cannot set the likes counter on insert');
select throws_ok(
  $$ insert into public.reels (video_url) values ('   ') $$,
  '23514', null, 'a reel needs a video url');
select throws_ok(
  format($$ update public.reels set likes_count = 99 where id = %s $$, current_setting('t.reel')),
  '42501', null, 'the author cannot write the likes counter');
select lives_ok(
  format($$ update public.reels set description = 'Descripción editada' where id = %s $$, current_setting('t.reel')),
  'the author can edit the description');

-- Visitor
select tests.authenticate_as_anon();
select ok((select count(*) from public.reels where id = current_setting('t.reel')::bigint) = 1, 'visitors can watch reels');
select lives_ok($$ select * from public.reel_likes $$, 'visitors can read likes');
select throws_ok($$ insert into public.reels (video_url) values ('/x.m3u8') $$, '42501', null, 'visitors cannot publish reels');
select throws_ok(format($$ select public.toggle_reel_like(%s) $$, current_setting('t.reel')), '42501', null,
  'visitors cannot like reels');
select is(public.record_reel_share(current_setting('t.reel')::bigint), 0, 'a visitor may share a reel but the share is not counted');

-- Stranger
select tests.authenticate_as(current_setting('t.other')::uuid);
select is_empty(format($$ update public.reels set description = 'hackeado' where id = %s returning id $$, current_setting('t.reel')),
  'a stranger cannot edit someone else''s reel');
select is_empty(format($$ delete from public.reels where id = %s returning id $$, current_setting('t.reel')),
  'a stranger cannot delete someone else''s reel');

-- Likes through the toggle
select tests.authenticate_as(current_setting('t.fan')::uuid);
select is(public.toggle_reel_like(current_setting('t.reel')::bigint), '{"liked": true, "likes_count": 1}'::jsonb,
  'the first toggle likes the reel and counts it');
select is((select likes_count from public.reels where id = current_setting('t.reel')::bigint), 1, 'the likes counter is 1');
select is((select count(*)::int from public.reel_likes where reel_id = current_setting('t.reel')::bigint and user_id = current_setting('t.fan')::uuid), 1,
  'the like row is stored for the member');
select throws_ok(format($$ insert into public.reel_likes (reel_id) values (%s) $$, current_setting('t.reel')), '23505', null,
  'a member cannot like the same reel twice');
select throws_ok(format($$ insert into public.reel_likes (reel_id, user_id) values (%s, %L) $$, current_setting('t.reel'), current_setting('t.other')),
  '42501', null, 'a member cannot like in someone else''s name');

select tests.authenticate_as(current_setting('t.other')::uuid);
select is(public.toggle_reel_like(current_setting('t.reel')::bigint) ->> 'likes_count', '2', 'a second member''s like makes it 2');
select is_empty(format($$ delete from public.reel_likes where reel_id = %s and user_id = %L returning 1 $$, current_setting('t.reel'), current_setting('t.fan')),
  'a member cannot remove someone else''s like');

select tests.authenticate_as(current_setting('t.fan')::uuid);
select is(public.toggle_reel_like(current_setting('t.reel')::bigint), '{"liked": false, "likes_count": 1}'::jsonb,
  'toggling again removes the like and the count drops by one');
select is(public.toggle_reel_like(current_setting('t.reel')::bigint) ->> 'liked', 'true', 'toggling a third time likes again');
select ok((select public.liked_by_me(r) from public.reels r where r.id = current_setting('t.reel')::bigint), 'liked_by_me is true for a liker');
select tests.authenticate_as_anon();
select ok(not (select public.liked_by_me(r) from public.reels r where r.id = current_setting('t.reel')::bigint), 'liked_by_me is false for visitors');
select tests.authenticate_as(current_setting('t.fan')::uuid);
select throws_ok($$ select public.toggle_reel_like(-1) $$, 'PT404', null, 'liking a missing reel is refused');
select is(public.record_reel_share(-1), null, 'sharing a missing reel counts nothing');

-- Owner deletes; likes go with it
select tests.authenticate_as(current_setting('t.owner')::uuid);
select isnt_empty(format($$ delete from public.reels where id = %s returning id $$, current_setting('t.reel')),
  'the author can delete the reel');
select tests.clear_authentication();
select is((select count(*)::int from public.reel_likes where reel_id = current_setting('t.reel')::bigint), 0,
  'deleting a reel deletes its likes');

-- Realtime and grants
select ok(exists (select 1 from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'reels'),
  'reels are in the realtime publication');
select ok(exists (select 1 from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'reel_likes'),
  'reel likes are in the realtime publication');
select ok(not has_function_privilege('anon', 'public.toggle_reel_like(bigint)', 'execute'), 'visitors have no execute right on the like toggle');

select * from finish();
rollback;
