-- Members edit and delete their own posts and comments; what others wrote stays (soft delete), counters follow what
-- readers see, posts are stored once per form, and nobody reports their own content.
begin;
select plan(35);

select tests.create_actors('own', 'ana', 'Ana Autora', 'beto', 'Beto Lector');
select tests.authenticate_as_service_role();
insert into public.communities (id, name, description) values (9680, 'Propias', 'Comunidad de prueba');
insert into public.posts (id, community_id, author_id, title, content) values (9680, 9680, current_setting('t.ana')::uuid, 'Mi publicación', 'Texto');
insert into public.comments (id, post_id, author_id, content) values (96801, 9680, current_setting('t.ana')::uuid, 'Comentario con respuestas');
insert into public.comments (id, post_id, parent_id, author_id, content) values (96802, 9680, 96801, current_setting('t.beto')::uuid, 'Respuesta de Beto');
insert into public.comments (id, post_id, author_id, content) values (96803, 9680, current_setting('t.ana')::uuid, 'Comentario solo');
insert into public.votes (comment_id, user_id, value) values (96801, current_setting('t.beto')::uuid, 1);

-- Posts once per form
select tests.authenticate_as(current_setting('t.beto')::uuid);
select lives_ok($$ insert into public.posts (community_id, title, content, client_id) values (9680, 'Una vez', 'x', 'a6800000-0000-4000-8000-000000000001')
  on conflict (client_id) do nothing $$, 'a post with its form id is stored');
select lives_ok($$ insert into public.posts (community_id, title, content, client_id) values (9680, 'Una vez', 'x', 'a6800000-0000-4000-8000-000000000001')
  on conflict (client_id) do nothing $$, 'sending the same form again is harmless');
select is((select count(*)::int from public.posts where title = 'Una vez'), 1, 'the form is stored once');

-- Edits
select is_empty($$ update public.comments set content = 'Vandalismo' where id = 96801 returning 1 $$, 'a member cannot edit someone else''s comment');
select throws_ok($$ delete from public.comments where id = 96802 $$, '42501', null, 'comments are not deleted directly, even one''s own');
select throws_ok($$ delete from public.posts where title = 'Una vez' $$, '42501', null, 'posts are not deleted directly, even one''s own');
select throws_ok($$ select public.delete_comment(96801) $$, '42501', 'not_comment_author', 'a member cannot delete someone else''s comment');
select throws_ok($$ select public.delete_post(9680) $$, '42501', 'not_post_author', 'a member cannot delete someone else''s post');
select throws_ok($$ insert into public.reports (target_type, target_id, reason) values ('comment', '96802', 'Spam') $$, '23514', 'cannot_report_own_content',
  'a member cannot report their own comment');
select throws_ok(format($$ insert into public.reports (target_type, target_id, reason) values ('profile', %L, 'Spam') $$, current_setting('t.beto')),
  '23514', 'cannot_report_own_content', 'a member cannot report their own profile');
select throws_ok($$ insert into public.reports (target_type, target_id, reason) values ('post', (select id::text from public.posts where title = 'Una vez'), 'Spam') $$,
  '23514', 'cannot_report_own_content', 'a member cannot report their own post');
select lives_ok($$ insert into public.reports (target_type, target_id, reason) values ('comment', '96801', 'Spam') $$, 'others'' comments can still be reported');

select tests.authenticate_as(current_setting('t.ana')::uuid);
select is((select edited_at from public.comments where id = 96801), null, 'a comment is not marked edited before a change');
select lives_ok($$ update public.comments set content = 'Comentario corregido' where id = 96801 $$, 'the author edits their comment');
select isnt((select edited_at from public.comments where id = 96801), null, 'the edited comment is marked edited');
select throws_ok($$ update public.comments set content = '   ' where id = 96801 $$, '23514', null, 'an edit cannot blank the comment (Comentario vacío)');
select throws_ok($$ update public.posts set title = repeat('a', 301) where id = 9680 $$, '23514', null, 'an edit keeps the 300-character title limit');
select lives_ok($$ update public.posts set title = 'Mi publicación corregida' where id = 9680 $$, 'the author edits their post');
select isnt((select edited_at from public.posts where id = 9680), null, 'the edited post is marked edited');

-- Deleting a comment
select is((select comments_count from public.posts where id = 9680), 3, 'the post counts three comments');
select is(public.delete_comment(96801), true, 'a comment with replies is kept in its place');
select is((select content || ':' || (deleted_at is not null)::text from public.comments where id = 96801), ':true', 'its text is gone and it reads as deleted');
select is((select count(*)::int from public.comments where id = 96802), 1, 'the reply of another member stays');
select is((select upvotes from public.comments where id = 96801), 1, 'the votes on the kept comment stay');
select is(public.delete_comment(96803), false, 'a comment without replies is removed');
select is((select comments_count from public.posts where id = 9680), 1, 'the post counts only the comments readers see');
select throws_ok($$ insert into public.comments (post_id, parent_id, content) values (9680, 96801, 'Tarde') $$, '23514', 'comment_deleted',
  'nobody replies to a deleted comment');

-- Deleting a post
select lives_ok($$ select public.delete_post(9680) $$, 'the author deletes their post');
select tests.authenticate_as(current_setting('t.beto')::uuid);
select is((select count(*)::int from public.posts where id = 9680), 0, 'the deleted post leaves every list');
select is((select count(*)::int from public.comments where post_id = 9680), 2, 'the comments on it stay readable');
select is(public.post_state(9680), 'deleted', 'post_state tells the page the post was deleted');
select is(public.post_state((select id from public.posts where title = 'Una vez')), null, 'post_state says nothing of a readable post');
select lives_ok($$ select public.toggle_block(tests.get_user_id('own-ana@test.dev')) $$, 'Beto blocks Ana');
select tests.authenticate_as_service_role();
insert into public.posts (id, community_id, author_id, title, content) values (9681, 9680, current_setting('t.ana')::uuid, 'Otra', 'Texto');
select tests.authenticate_as(current_setting('t.beto')::uuid);
select is(public.post_state(9681), 'blocked', 'post_state tells the blocker why the post is hidden');
select tests.authenticate_as_service_role();
select is((select c.posts_count || ':' || p.posts_count from public.communities c, public.profiles p where c.id = 9680 and p.id = current_setting('t.ana')::uuid),
  '2:1', 'community and author counts leave the deleted post out (Beto''s and Ana''s second post remain)');

select * from finish();
rollback;
