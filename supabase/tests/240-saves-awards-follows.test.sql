-- Saved posts, awards (post and profile, never oneself), follows, support for verified creators, reports.
begin;
select plan(32);

select set_config('t.creator', tests.create_user('social-creadora@test.dev', 'Cata Creadora')::text, true);
select set_config('t.fan', tests.create_user('social-fan@test.dev', 'Fabio Fan')::text, true);
select set_config('t.plain', tests.create_user('social-normal@test.dev', 'Nico Normal')::text, true);
update public.profiles set role = 'creator', is_verified = true, support_url = 'https://patreon.com/cata' where id = current_setting('t.creator')::uuid;
update public.profiles set role = 'creator', is_verified = true where id = current_setting('t.plain')::uuid;
insert into public.communities (name) values ('Comunidad Social');
insert into public.posts (community_id, author_id, title, content)
values ((select id from public.communities where name = 'Comunidad Social'), current_setting('t.creator')::uuid, 'Obra de Cata', 'Mira esto');
select set_config('t.p', (select id::text from public.posts where title = 'Obra de Cata'), true);

select tests.authenticate_as_anon();
select throws_ok(format($$ select public.toggle_save_post(%s) $$, current_setting('t.p')), '42501', null, 'visitors cannot save posts');
select throws_ok(format($$ select public.toggle_follow(%L) $$, current_setting('t.creator')), '42501', null, 'visitors cannot follow');
select throws_ok(format($$ select public.support_creator(%L) $$, current_setting('t.creator')), '42501', null, 'visitors cannot support creators');

select tests.authenticate_as(current_setting('t.fan')::uuid);
-- saves
select is(public.toggle_save_post(current_setting('t.p')::bigint), true, 'toggle_save_post saves a post');
select is((select count(*)::int from public.saved_posts), 1, 'the member sees their saved post');
select is(public.toggle_save_post(current_setting('t.p')::bigint), false, 'toggle_save_post again unsaves it');
select throws_ok(format($$ insert into public.saved_posts (user_id, post_id) values (%L, %s) $$, current_setting('t.plain'), current_setting('t.p')),
  '42501', null, 'a member cannot save posts for someone else');
-- post awards
select is(public.toggle_post_award(current_setting('t.p')::bigint), true, 'a member awards a post');
select is((select recognitions_count from public.posts where id = current_setting('t.p')::bigint), 1, 'the post counts the award');
select is((select recipient_id from public.awards where post_id = current_setting('t.p')::bigint), current_setting('t.creator')::uuid,
  'the award goes to the post''s author');
-- profile awards
select is(public.toggle_profile_award(current_setting('t.creator')::uuid), true, 'a member awards a creator''s profile');
select is((select recognitions_count from public.profiles where id = current_setting('t.creator')::uuid), 2,
  'the creator counts awards on posts and profile');
select throws_ok(format($$ select public.toggle_profile_award(%L) $$, current_setting('t.fan')), '23514', null,
  'a member cannot award their own profile');
select is(public.toggle_profile_award(current_setting('t.creator')::uuid), false, 'awarding again withdraws the award');
select is((select recognitions_count from public.profiles where id = current_setting('t.creator')::uuid), 1, 'withdrawing lowers the count');
select throws_ok($$ select public.toggle_post_award(987654321) $$, '23503', null, 'awarding an unknown post is refused');
-- follows
select is(public.toggle_follow(current_setting('t.creator')::uuid), true, 'toggle_follow follows a member');
select is((select followers_count from public.profiles where id = current_setting('t.creator')::uuid), 1, 'the followed member counts a follower');
select is((select following_count from public.profiles where id = auth.uid()), 1, 'the follower counts one followed');
select throws_ok(format($$ select public.toggle_follow(%L) $$, current_setting('t.fan')), '23514', null, 'a member cannot follow themselves');
select throws_ok(format($$ insert into public.follows (follower_id, following_id) values (%L, %L) $$, current_setting('t.plain'), current_setting('t.creator')),
  '42501', null, 'a member cannot make someone else follow');
-- support
select is(public.support_creator(current_setting('t.creator')::uuid), 'https://patreon.com/cata', 'supporting a verified creator returns the support link');
select throws_ok(format($$ select public.support_creator(%L) $$, current_setting('t.plain')), 'P0001', 'support_link_missing',
  'a verified creator without a link cannot be supported yet (Próximamente)');
select throws_ok(format($$ select public.support_creator(%L) $$, current_setting('t.fan')), 'P0001', 'creator_not_verified',
  'an unverified member cannot be supported (Creador no Verificado)');
-- reports
select lives_ok(format($$ insert into public.reports (target_type, target_id, reason) values ('post', %L, 'Contenido engañoso') $$, current_setting('t.p')),
  'a member reports a post with a reason');
select throws_ok(format($$ insert into public.reports (target_type, target_id, reason) values ('post', %L, 'Otra vez') $$, current_setting('t.p')),
  '23505', null, 'the same content is reported once per member');
select throws_ok($$ insert into public.reports (target_type, target_id, reason) values ('post', '1', '  ') $$, '23514', null,
  'a report needs a reason');
select throws_ok($$ insert into public.reports (target_type, target_id, reason) values ('planeta', '1', 'x') $$, '23514', null,
  'a report targets a known kind of content');

select tests.authenticate_as(current_setting('t.creator')::uuid);
select throws_ok(format($$ select public.toggle_post_award(%s) $$, current_setting('t.p')), '23514', null,
  'a creator cannot award their own post');
select is((select count(*)::int from public.reports), 0, 'reports are private to the reporter');
select is((select count(*)::int from public.saved_posts), 0, 'saved posts are private to the member');
select is(
  array(select type from public.notifications order by id),
  array['award', 'award', 'follow', 'patreon'],
  'the creator is notified of awards, the follow and the support');

select * from finish();
rollback;
