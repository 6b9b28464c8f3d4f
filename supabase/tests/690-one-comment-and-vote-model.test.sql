-- The one comment model and the one vote model: the migration's move (private.merge_comment_and_vote_twins) run again
-- on legacy-shaped copies of the seeded reel comments and votes loses nothing (text, replies, soft deletes, edits,
-- votes, counters, notifications, reports); votes stay the voter's own for anon, member, owner and stranger.
begin;
select plan(23);

-- As the migration owner: a soft-deleted reel comment with an edited reply, reported, beside the seeded ones.
select set_config('t.reel', (select min(reel_id)::text from public.comments where reel_id is not null), true);
insert into public.comments (reel_id, author_id, content) values
  (current_setting('t.reel')::bigint, 'a0000000-0000-4000-8000-000000000004', 'Raíz que se borrará');
insert into public.comments (reel_id, parent_id, author_id, content)
select reel_id, id, 'a0000000-0000-4000-8000-000000000006', 'Respuesta que queda' from public.comments where content = 'Raíz que se borrará';
update public.comments set content = 'Respuesta que queda, editada' where content = 'Respuesta que queda';
update public.comments set deleted_at = now(), content = '' where content = 'Raíz que se borrará';
insert into public.reports (reporter_id, target_type, target_id, reason)
select 'a0000000-0000-4000-8000-000000000001', 'comment', id::text, 'Spam' from public.comments where content = 'Respuesta que queda, editada';

-- What must survive the move.
create temporary table before_comments on commit drop as
  select c.reel_id, c.author_id, c.content, c.client_id, c.created_at, c.edited_at, c.deleted_at, p.content as parent_content
    from public.comments c left join public.comments p on p.id = c.parent_id where c.reel_id is not null;
create temporary table before_votes on commit drop as select post_id, comment_id, user_id, value, created_at from public.votes;
create temporary table before_counts on commit drop as
  select 'post' as kind, id, upvotes, downvotes, comments_count from public.posts
  union all select 'comment', id, upvotes, downvotes, 0 from public.comments where post_id is not null
  union all select 'reel', id, 0, 0, comments_count from public.reels;
select set_config('t.notifications', (select count(*)::text from public.notifications), true);
select set_config('t.reel_comments', (select count(*)::text from before_comments), true);

-- Back to the legacy shape: reel_comments, post_votes, comment_votes and a 'reel_comment' report.
create table public.reel_comments as
  select id, reel_id, parent_id, author_id, content, client_id, created_at, updated_at, edited_at, deleted_at
    from public.comments where reel_id is not null;
create table public.post_votes as select post_id, user_id, value, created_at from public.votes where post_id is not null;
create table public.comment_votes as select comment_id, user_id, value, created_at from public.votes where comment_id is not null;
alter table public.comments disable trigger user;
alter table public.votes disable trigger user;
delete from public.votes;
delete from public.comments where reel_id is not null;
alter table public.comments enable trigger user;
alter table public.votes enable trigger user;
alter table public.reports drop constraint reports_target_type_valid;
update public.reports r set target_type = 'reel_comment'
 where r.target_type = 'comment' and r.target_id = (select id::text from public.reel_comments where content = 'Respuesta que queda, editada');

select lives_ok($$ select private.merge_comment_and_vote_twins() $$, 'the move runs on legacy-shaped rows');
select ok(to_regclass('public.reel_comments') is null and to_regclass('public.post_votes') is null and to_regclass('public.comment_votes') is null,
  'the legacy tables are gone');
select is((select count(*)::int from public.comments where reel_id is not null), current_setting('t.reel_comments')::int, 'every reel comment moved');
select bag_eq(
  $$ select c.reel_id, c.author_id, c.content, c.client_id, c.created_at, c.edited_at, c.deleted_at, p.content as parent_content
       from public.comments c left join public.comments p on p.id = c.parent_id where c.reel_id is not null $$,
  $$ select * from before_comments $$,
  'reel comments keep author, text, dates, edit and delete marks, and their parent');
select is((select count(*)::int from public.comments c join public.comments p on p.id = c.parent_id where p.reel_id is distinct from c.reel_id), 0,
  'every reply still answers a comment of its own reel');
select is((select count(*)::int from public.comments where content = '' and deleted_at is not null and reel_id = current_setting('t.reel')::bigint
             and exists (select 1 from public.comments r where r.parent_id = comments.id)), 1,
  'the soft-deleted reel comment keeps its place above its reply');
select bag_eq($$ select post_id, comment_id, user_id, value, created_at from public.votes $$, $$ select * from before_votes $$,
  'every post and comment vote moved with its value and date');
select bag_eq(
  $$ select 'post' as kind, id, upvotes, downvotes, comments_count from public.posts
     union all select 'comment', id, upvotes, downvotes, 0 from public.comments where post_id is not null
     union all select 'reel', id, 0, 0, comments_count from public.reels $$,
  $$ select * from before_counts $$,
  'no counter moved: posts, post comments and reels count what they counted');
select is((select count(*)::int from public.notifications), current_setting('t.notifications')::int, 'the move notifies nobody');
select is((select c.content from public.reports r join public.comments c on r.target_type = 'comment' and c.id = r.target_id::bigint
            where r.reason = 'Spam' and r.reporter_id = 'a0000000-0000-4000-8000-000000000001'),
  'Respuesta que queda, editada', 'a report of a reel comment now names the moved comment');
select throws_ok($$ insert into public.reports (reporter_id, target_type, target_id, reason) values ('a0000000-0000-4000-8000-000000000002', 'reel_comment', '1', 'Spam') $$,
  '23514', null, 'reports no longer know a separate reel_comment target');
select lives_ok(format($$ insert into public.comments (reel_id, author_id, content) values (%s, 'a0000000-0000-4000-8000-000000000002', 'Después del cambio') $$,
  current_setting('t.reel')), 'new comments get ids after the moved ones');

-- Exactly one thread per comment, one target per vote.
select throws_ok($$ insert into public.comments (post_id, reel_id, author_id, content) values (1, 1, 'a0000000-0000-4000-8000-000000000002', 'Dos hilos') $$,
  '23514', null, 'a comment belongs to a post or a reel, not both');
select is(tests.error_of(format($$ insert into public.comments (reel_id, parent_id, author_id, content)
    values (%s, (select min(id) from public.comments where post_id is not null), 'a0000000-0000-4000-8000-000000000002', 'Cruzada') $$, current_setting('t.reel'))),
  array['23514', 'reply_parent_mismatch', 'Solo puedes responder a un comentario del mismo reel.'],
  'a reel comment cannot answer a post comment (the reel''s wording)');
select throws_ok($$ insert into public.votes (user_id, value) values ('a0000000-0000-4000-8000-000000000002', 1) $$,
  '23514', null, 'a vote names a post or a comment');

-- Votes: owner-only for every actor.
select set_config('t.flipped', (select count(*)::text from public.votes where user_id = 'a0000000-0000-4000-8000-000000000001' and value = -1), true);
select set_config('t.stranger', tests.create_user('votes-stranger@test.dev', 'Sara Extraña')::text, true);
select tests.authenticate_as_anon();
select throws_ok($$ select count(*) from public.votes $$, '42501', null, 'visitors read no votes');
select tests.authenticate_as('a0000000-0000-4000-8000-000000000001'::uuid);
select is((select count(*)::int from public.votes where user_id <> 'a0000000-0000-4000-8000-000000000001'), 0, 'a member sees only their own votes');
select ok((select count(*) from public.votes) > 0, 'the owner sees their votes');
select lives_ok($$ update public.votes set value = -value where user_id = 'a0000000-0000-4000-8000-000000000001' $$, 'the owner changes their votes');
select tests.authenticate_as(current_setting('t.stranger')::uuid);
select throws_ok($$ insert into public.votes (post_id, user_id, value) values (1, 'a0000000-0000-4000-8000-000000000001', 1) $$, '42501', null,
  'a stranger cannot vote as someone else');
delete from public.votes where user_id = 'a0000000-0000-4000-8000-000000000001';
update public.votes set value = 1 where user_id = 'a0000000-0000-4000-8000-000000000001';
select tests.authenticate_as_service_role();
select ok((select count(*) from public.votes where user_id = 'a0000000-0000-4000-8000-000000000001') > 0, 'a stranger cannot withdraw someone else''s votes');
select is((select count(*)::int from public.votes where user_id = 'a0000000-0000-4000-8000-000000000001' and value = 1),
  current_setting('t.flipped')::int, 'nor change them');
select is((select count(*)::int from public.posts p
            where p.upvotes <> (select count(*) from public.votes v where v.post_id = p.id and v.value = 1)
               or p.downvotes <> (select count(*) from public.votes v where v.post_id = p.id and v.value = -1)), 0,
  'post counters follow the owner''s changed votes');

select * from finish();
rollback;
