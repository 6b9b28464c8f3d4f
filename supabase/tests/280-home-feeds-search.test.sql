-- Home counters, feeds (trending, recent, following the communities really joined) and the global accent-insensitive search.
begin;
select plan(25);

-- The seed is present in a fresh database; start these scenarios from an empty platform.
delete from public.posts;
delete from public.memberships;

select tests.create_actors('feed', 'ana', 'Ana Feed', 'nuevo', 'Nuevo Feed');
insert into public.communities (id, name, description) overriding system value
values (9001, 'Programación Funcional', 'Haskell y Elixir'), (9002, 'Fotografía', 'Luz y composición')
on conflict (id) do nothing;
insert into public.posts (community_id, author_id, title, content, upvotes, created_at, tags)
select case when g % 2 = 0 then 9001 else 9002 end, current_setting('t.ana')::uuid, format('Publicación %s', g), 'Texto',
       0, now() - make_interval(hours => g), '{}'
  from generate_series(1, 7) g;
-- Votes come from the vote table; give post 5 three upvotes and post 2 one, through the service role.
update public.posts set upvotes = 3 where title = 'Publicación 5';
update public.posts set upvotes = 1 where title = 'Publicación 2';
insert into public.posts (community_id, author_id, title, content, tags)
values (9001, current_setting('t.ana')::uuid, 'Canción del niño: programación en Haskell', 'Guía de composición musical', '{musica}');

select tests.authenticate_as_anon();
select results_eq($$ select communities, courses, posts from public.site_counters() $$,
  $$ select (select count(*)::int from public.communities), (select count(*)::int from public.courses), 8 $$,
  'site counters count every community (live events too), courses and discussions');
select is((select count(*)::int from public.feed_posts()), 5, 'the feed shows 5 posts by default');
select is(array(select title from public.feed_posts('trending', 2)), array['Publicación 5', 'Publicación 2'],
  'trending orders by upvotes');
select is((select title from public.feed_posts('recent', 1)), 'Canción del niño: programación en Haskell', 'recent shows the newest first');
select is((select count(*)::int from public.feed_posts('recent', 500)), 8, 'a large limit is capped and returns everything here');
select is((select count(*)::int from public.feed_posts('following')), 0, 'visitors have no following feed');
select throws_ok($$ select * from public.feed_posts('popular') $$, '22023', null, 'an unknown feed tab is refused');

select tests.authenticate_as(current_setting('t.ana')::uuid);
select ok(public.toggle_membership(9002), 'the member joins one community');
select is((select count(*)::int from public.feed_posts('following', 50) where community_id <> 9002), 0,
  'following shows only joined communities');
select is((select count(*)::int from public.feed_posts('following', 50)), 4, 'following shows every post of the joined community');

select ok(public.toggle_membership(9001), 'the member joins a second community');
select tests.authenticate_as(current_setting('t.nuevo')::uuid);
select ok(public.toggle_membership(9001), 'another member joins it too');
select results_eq($$ select name, posts_in_community from public.community_top_members(9001) $$,
  $$ values ('Ana Feed', 4), ('Nuevo Feed', 0) $$, 'top members are ordered by their posts in the community');
select is(public.toggle_membership(9001), false, 'the second member leaves again');
select is((select count(*)::int from public.feed_posts('following', 50)), 0,
  'a member with no communities follows nothing (no default set)');

-- Search
select is((select title from public.search_all('programacion') where kind = 'community'), 'Programación Funcional',
  'search ignores accents');
select is((select kind from public.search_all('cancion nino') limit 1), 'post', 'several words must all match (accents ignored)');
select ok((select count(*) from public.search_all('progra') where kind = 'community') = 1, 'words match as prefixes while typing');
select ok((select rank from public.search_all('haskell') where kind = 'post')
        > (select rank from public.search_all('haskell') where kind = 'community'),
  'a title match ranks above a passing mention');
select is((select count(*)::int from public.search_all('   ')), 0, 'a blank search returns nothing');
select is((select count(*)::int from public.search_all('Feed', 1)), 1, 'max_results limits the answer');
select is((select link from public.search_all('Ana Feed') where kind = 'profile'), '/profile/' || current_setting('t.ana'),
  'profiles are found by name with their link');
select is((select count(*)::int from public.search_all('programacion') where kind = 'post'), 1, 'the post is found before the block');
select ok(public.toggle_block(current_setting('t.ana')::uuid), 'the member blocks the author');
select is((select count(*)::int from public.search_all('programacion') where kind = 'post'), 0,
  'search runs under the caller''s rights: blocked authors'' posts are not found');

select * from finish();
rollback;
