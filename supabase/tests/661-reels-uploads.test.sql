-- Reels published from the browser: the video and poster must be the author's own uploads (or files of this site),
-- at most 60 seconds, a description within 2200 characters; only the author deletes a reel; a like is one row.
begin;
select plan(14);

select tests.create_actors('ru', 'owner', 'Olivia Sube', 'other', 'Oscar Otro');
select set_config('t.base', 'http://127.0.0.1:54321/storage/v1/object/public', true);

select tests.authenticate_as(current_setting('t.owner')::uuid);
select lives_ok(format($$ insert into public.reels (video_url, poster_url, description, music_title, duration_seconds)
  values (%L, %L, 'Mi reel subido', 'Canción', 42.5) $$,
  current_setting('t.base') || '/reels/' || current_setting('t.owner') || '/reel-abc.mp4',
  current_setting('t.base') || '/post-images/' || current_setting('t.owner') || '/reel-poster-abc.webp'),
  'a member publishes their own upload with its poster frame');
select set_config('t.reel', (select id::text from public.reels where description = 'Mi reel subido'), true);
select lives_ok(format($$ insert into public.reels (video_url, description) values (%L, 'Un webm') $$,
  'https://abc.supabase.co/storage/v1/object/public/reels/' || current_setting('t.owner') || '/clip.webm'), 'a hosted project''s URL works too');
select throws_ok(format($$ insert into public.reels (video_url, description) values (%L, 'Ajeno') $$,
  current_setting('t.base') || '/reels/' || current_setting('t.other') || '/reel-x.mp4'), '23514', null,
  'a reel cannot point at another member''s upload');
select throws_ok($$ insert into public.reels (video_url, description) values ('https://ejemplo.com/video.mp4', 'Externo') $$, '23514', null,
  'a reel cannot point at another site');
select throws_ok($$ insert into public.reels (video_url, description) values ('//ejemplo.com/video.mp4', 'Externo') $$, '23514', null,
  'a protocol-relative URL is another site too');
select throws_ok(format($$ insert into public.reels (video_url, description) values (%L, 'Imagen') $$,
  current_setting('t.base') || '/reels/' || current_setting('t.owner') || '/foto.png'), '23514', null,
  'a reel video must be mp4 or webm');
select throws_ok(format($$ insert into public.reels (video_url, poster_url, description) values ('/media/video/reel-1/index.m3u8', %L, 'Póster ajeno') $$,
  current_setting('t.base') || '/avatars/' || current_setting('t.other') || '/a.webp'), '23514', null,
  'the poster must be the author''s own picture');
select throws_ok($$ insert into public.reels (video_url, duration_seconds) values ('/media/video/reel-1/index.m3u8', 61) $$, '23514', null,
  'a reel over 60 seconds is refused');
select throws_ok($$ insert into public.reels (video_url, description) values ('/media/video/reel-1/index.m3u8', repeat('a', 2201)) $$, '23514', null,
  'a description over 2200 characters is refused');

-- Likes: one per member; a second direct insert is refused.
select lives_ok(format($$ select public.toggle_reel_like(%s) $$, current_setting('t.reel')), 'the author can like their reel');
select throws_ok(format($$ insert into public.reel_likes (reel_id) values (%s) $$, current_setting('t.reel')), '23505', null, 'a double like is refused');

-- Only the author deletes.
select tests.authenticate_as(current_setting('t.other')::uuid);
delete from public.reels where id = current_setting('t.reel')::bigint;
select is((select count(*)::int from public.reels where id = current_setting('t.reel')::bigint), 1, 'another member cannot delete the reel');
select tests.authenticate_as(current_setting('t.owner')::uuid);
select lives_ok(format($$ delete from public.reels where id = %s $$, current_setting('t.reel')), 'the author deletes the reel');
select is((select count(*)::int from public.reel_likes where reel_id = current_setting('t.reel')::bigint), 0, 'its likes go with it');

select * from finish();
rollback;
