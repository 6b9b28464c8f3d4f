-- Comments on reels follow the post comments' rules: members only, as themselves, no blank or over-long text, replies
-- to the same reel, one row per browser draft, counters and notifications, blocks hide, own comments only edited and
-- deleted; reports accept reel comments.
begin;
select plan(22);

select tests.create_actors('rc', 'owner', 'Rita Reelera', 'ana', 'Ana Comenta Reel', 'beto', 'Beto Responde Reel');
insert into public.reels (user_id, video_url, description) values (current_setting('t.owner')::uuid, '/media/video/reel-1/index.m3u8', 'Reel con comentarios');
insert into public.reels (user_id, video_url, description) values (current_setting('t.owner')::uuid, '/media/video/reel-2/index.m3u8', 'Otro reel');
select set_config('t.r', (select id::text from public.reels where description = 'Reel con comentarios'), true);
select set_config('t.r2', (select id::text from public.reels where description = 'Otro reel'), true);

select tests.authenticate_as_anon();
select throws_ok(format($$ insert into public.comments (reel_id, content) values (%s, 'Anónimo') $$, current_setting('t.r')), '42501', null,
  'visitors cannot comment on reels');

select tests.authenticate_as(current_setting('t.ana')::uuid);
select lives_ok(format($$ insert into public.comments (reel_id, content, client_id) values (%s, 'Primer comentario del reel', 'e1111111-1111-4111-8111-111111111111')
  on conflict (client_id) do nothing $$, current_setting('t.r')), 'a member comments on a reel');
select lives_ok(format($$ insert into public.comments (reel_id, content, client_id) values (%s, 'Primer comentario del reel', 'e1111111-1111-4111-8111-111111111111')
  on conflict (client_id) do nothing $$, current_setting('t.r')), 'the same draft sent again is harmless');
select is((select count(*)::int from public.comments where reel_id = current_setting('t.r')::bigint), 1, 'the draft is stored once');
select set_config('t.c1', (select id::text from public.comments where content = 'Primer comentario del reel'), true);
select is((select author_id from public.comments where id = current_setting('t.c1')::bigint), current_setting('t.ana')::uuid, 'the author defaults to the member');
select throws_ok(format($$ insert into public.comments (reel_id, content) values (%s, '   ') $$, current_setting('t.r')), '23514', null,
  'a blank comment is refused');
select throws_ok(format($$ insert into public.comments (reel_id, content) values (%s, repeat('a', 5001)) $$, current_setting('t.r')), '23514', null,
  'a comment over 5000 characters is refused');
select throws_ok(format($$ insert into public.comments (reel_id, author_id, content) values (%s, %L, 'Suplantado') $$,
  current_setting('t.r'), current_setting('t.beto')), '42501', null, 'a member cannot comment as someone else');
select throws_ok(format($$ insert into public.comments (reel_id, parent_id, content) values (%s, %s, 'Cruzado') $$,
  current_setting('t.r2'), current_setting('t.c1')), '23514', null, 'a reply must answer a comment of the same reel');

select tests.authenticate_as(current_setting('t.beto')::uuid);
select lives_ok(format($$ insert into public.comments (reel_id, parent_id, content) values (%s, %s, 'Respuesta al reel') $$,
  current_setting('t.r'), current_setting('t.c1')), 'a member replies to a reel comment');
update public.comments set content = 'Editado por otro' where id = current_setting('t.c1')::bigint;
select is((select content from public.comments where id = current_setting('t.c1')::bigint), 'Primer comentario del reel', 'a member cannot edit someone else''s comment');
select throws_ok(format($$ select public.delete_comment(%s) $$, current_setting('t.c1')), '42501', 'not_comment_author',
  'a member cannot delete someone else''s comment');
select lives_ok(format($$ insert into public.reports (target_type, target_id, reason) values ('comment', %L, 'Spam') $$, current_setting('t.c1')),
  'a reel comment can be reported');

select tests.authenticate_as_service_role();
select is((select comments_count from public.reels where id = current_setting('t.r')::bigint), 2, 'the reel counts its comments and replies');
select is((select count(*)::int from public.notifications where user_id = current_setting('t.owner')::uuid and type = 'comment' and link = '/reels#' || current_setting('t.r')), 2,
  'the reel author is notified of each comment');
select is((select count(*)::int from public.notifications where user_id = current_setting('t.ana')::uuid and content = 'Beto Responde Reel respondió a tu comentario en un reel.'), 1,
  'the parent''s author is notified of a reply');

-- Blocks hide the blocked member's comments from the blocker only.
select tests.authenticate_as(current_setting('t.ana')::uuid);
insert into public.blocks (blocker_id, blocked_id) values (current_setting('t.ana')::uuid, current_setting('t.beto')::uuid);
select is((select count(*)::int from public.comments where reel_id = current_setting('t.r')::bigint), 1, 'the blocker no longer sees the blocked member''s comments');
select tests.authenticate_as_anon();
select is((select count(*)::int from public.comments where reel_id = current_setting('t.r')::bigint), 2, 'visitors see every comment');

-- Authors edit and delete their own; the counter follows.
select tests.authenticate_as(current_setting('t.beto')::uuid);
select lives_ok($$ update public.comments set content = 'Respuesta corregida' where content = 'Respuesta al reel' $$, 'the author edits their comment');
select is(public.delete_comment((select id from public.comments where content = 'Respuesta corregida')), false, 'the author deletes their comment');
select tests.authenticate_as_service_role();
select is((select comments_count from public.reels where id = current_setting('t.r')::bigint), 1, 'deleting a comment lowers the counter');

-- Deleting the reel removes its comments.
delete from public.reels where id = current_setting('t.r')::bigint;
select is((select count(*)::int from public.comments where reel_id = current_setting('t.r')::bigint), 0, 'a deleted reel takes its comments along');

select * from finish();
rollback;
