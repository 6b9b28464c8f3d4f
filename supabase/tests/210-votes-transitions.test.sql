-- Votes on posts and comments: the spec's none/up/down transitions, counters, upvote notifications, privacy.
begin;
select plan(20);

select set_config('t.author', tests.create_user('voto-autora@test.dev', 'Aurora Autora')::text, true);
select set_config('t.voter', tests.create_user('voto-votante@test.dev', 'Vicente Votante')::text, true);
insert into public.communities (name) values ('Comunidad Votos');
insert into public.posts (community_id, author_id, title, content)
values ((select id from public.communities where name = 'Comunidad Votos'), current_setting('t.author')::uuid, 'Vota esto', 'Contenido');
select set_config('t.p', (select id::text from public.posts where title = 'Vota esto'), true);
insert into public.comments (post_id, author_id, content) values (current_setting('t.p')::bigint, current_setting('t.author')::uuid, 'Comentario votable');
select set_config('t.cm', (select id::text from public.comments where content = 'Comentario votable'), true);

select tests.authenticate_as_anon();
select throws_ok(format($$ select * from public.vote_post(%s, 'up') $$, current_setting('t.p')), '42501', null, 'visitors cannot vote');

select tests.authenticate_as(current_setting('t.voter')::uuid);
select results_eq(format($$ select * from public.vote_post(%s, 'up') $$, current_setting('t.p')), $$ values (1, 0, 'up') $$,
  'up from none adds one upvote');
select results_eq(format($$ select * from public.vote_post(%s, 'up') $$, current_setting('t.p')), $$ values (0, 0, 'none') $$,
  'up again removes it');
select results_eq(format($$ select * from public.vote_post(%s, 'down') $$, current_setting('t.p')), $$ values (0, 1, 'down') $$,
  'down from none adds one downvote');
select results_eq(format($$ select * from public.vote_post(%s, 'up') $$, current_setting('t.p')), $$ values (1, 0, 'up') $$,
  'down to up moves the score by two');
select results_eq(format($$ select * from public.vote_post(%s, 'down') $$, current_setting('t.p')), $$ values (0, 1, 'down') $$,
  'up to down mirrors it');
select results_eq(format($$ select * from public.vote_post(%s, 'none') $$, current_setting('t.p')), $$ values (0, 0, 'none') $$,
  'none clears the vote');
select throws_ok(format($$ select * from public.vote_post(%s, 'sideways') $$, current_setting('t.p')), '22023', null,
  'an unknown vote direction is refused');
select throws_ok(format($$ insert into public.votes (post_id, value) values (%s, 2) $$, current_setting('t.p')), '23514', null,
  'a vote is only +1 or -1');
select lives_ok(format($$ insert into public.votes (post_id, value) values (%s, 1) $$, current_setting('t.p')),
  'a member may also vote with a plain insert');
select throws_ok(format($$ insert into public.votes (post_id, value) values (%s, -1) $$, current_setting('t.p')), '23505', null,
  'one vote per member and post');
select is((select upvotes from public.posts where id = current_setting('t.p')::bigint), 1, 'the plain insert moved the counter too');
select results_eq(format($$ select * from public.vote_comment(%s, 'up') $$, current_setting('t.cm')), $$ values (1, 0, 'up') $$,
  'comments follow the same transitions: up');
select results_eq(format($$ select * from public.vote_comment(%s, 'down') $$, current_setting('t.cm')), $$ values (0, 1, 'down') $$,
  'comments: up to down');

select tests.authenticate_as(current_setting('t.author')::uuid);
select is((select count(*)::int from public.votes), 0, 'votes are private to the voter');
select is((select count(*)::int from public.notifications where type = 'upvote' and link = '/post/' || current_setting('t.p')), 1,
  'the author is notified of the upvote once a day, however often the voter toggles it');
select is((select content from public.notifications where type = 'upvote' order by id limit 1), 'A Vicente Votante le gusta tu publicación «Vota esto».',
  'the upvote notification names the voter and the post');
select is((select count(*)::int from public.notifications where type = 'upvote' and link like '%#comment-%'), 1,
  'the comment author is notified of an upvote');
select results_eq(format($$ select * from public.vote_post(%s, 'up') $$, current_setting('t.p')), $$ values (2, 0, 'up') $$,
  'authors may vote on their own post');
select is((select count(*)::int from public.notifications where type = 'upvote' and actor_id = auth.uid()), 0,
  'nobody is notified of their own upvote');

select * from finish();
rollback;
