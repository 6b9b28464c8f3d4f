-- Comments with nested replies, counters and notifications; blocks hide a member's posts and comments from the blocker only.
begin;
select plan(25);

select set_config('t.author', tests.create_user('com-autor@test.dev', 'Andrés Autor')::text, true);
select tests.create_actors('com', 'ana', 'Ana Comenta', 'beto', 'Beto Responde');
insert into public.communities (name) values ('Comunidad Comentarios');
insert into public.posts (community_id, author_id, title, content)
values ((select id from public.communities where name = 'Comunidad Comentarios'), current_setting('t.author')::uuid, 'Debate abierto', 'Opinen');
insert into public.posts (community_id, author_id, title, content)
values ((select id from public.communities where name = 'Comunidad Comentarios'), current_setting('t.beto')::uuid, 'Post de Beto', 'Hola');
select set_config('t.p', (select id::text from public.posts where title = 'Debate abierto'), true);
select set_config('t.p2', (select id::text from public.posts where title = 'Post de Beto'), true);

select tests.authenticate_as_anon();
select throws_ok(format($$ insert into public.comments (post_id, content) values (%s, 'Anónimo') $$, current_setting('t.p')), '42501', null,
  'visitors cannot comment');

select tests.authenticate_as(current_setting('t.ana')::uuid);
select lives_ok(format($$ insert into public.comments (post_id, content) values (%s, 'Primer comentario') $$, current_setting('t.p')),
  'a member comments on a post');
select set_config('t.c1', (select id::text from public.comments where content = 'Primer comentario'), true);
select throws_ok(format($$ insert into public.comments (post_id, content) values (%s, '   ') $$, current_setting('t.p')), '23514', null,
  'a blank comment is refused (Comentario vacío)');
select throws_ok(format($$ insert into public.comments (post_id, author_id, content) values (%s, %L, 'Suplantado') $$,
  current_setting('t.p'), current_setting('t.beto')), '42501', null, 'a member cannot comment as someone else');
select throws_ok(format($$ insert into public.comments (post_id, parent_id, content) values (%s, %s, 'Cruzado') $$,
  current_setting('t.p2'), current_setting('t.c1')), '23514', null, 'a reply must answer a comment of the same post');

select tests.authenticate_as(current_setting('t.beto')::uuid);
select lives_ok(format($$ insert into public.comments (post_id, parent_id, content) values (%s, %s, 'Respuesta nivel 2') $$,
  current_setting('t.p'), current_setting('t.c1')), 'a member replies to a comment');
select set_config('t.c2', (select id::text from public.comments where content = 'Respuesta nivel 2'), true);

select tests.authenticate_as(current_setting('t.ana')::uuid);
insert into public.comments (post_id, parent_id, content) values (current_setting('t.p')::bigint, current_setting('t.c2')::bigint, 'Respuesta nivel 3');
select is((select count(*)::int from public.notifications where type = 'comment' and content like 'Beto Responde respondió%'), 1,
  'the parent''s author is notified of a reply');
select is((select parent_id from public.comments where content = 'Respuesta nivel 3'), current_setting('t.c2')::bigint,
  'replies nest to any depth');
select is_empty(format($$ update public.comments set content = 'Cambiado' where id = %s returning 1 $$, current_setting('t.c2')),
  'a member cannot edit someone else''s comment');
select throws_ok(format($$ select public.delete_comment(%s) $$, current_setting('t.c2')), '42501', null,
  'a member cannot delete someone else''s comment');
select throws_ok(format($$ update public.comments set upvotes = 10 where id = %s $$, current_setting('t.c1')), '42501', null,
  'comment counters are not writable');

select tests.authenticate_as(current_setting('t.author')::uuid);
select is((select comments_count from public.posts where id = current_setting('t.p')::bigint), 3, 'the post counts comments and replies');
select is((select count(*)::int from public.notifications where type = 'comment'), 3,
  'the post author is notified of every comment on the post');
select is((select content from public.notifications where type = 'comment' order by id limit 1), 'Ana Comenta comentó en tu publicación «Debate abierto».',
  'the comment notification names the commenter and the post');

-- Blocks
select is(public.toggle_block(current_setting('t.beto')::uuid), true, 'toggle_block blocks a member');
select is((select count(*)::int from public.comments where post_id = current_setting('t.p')::bigint), 2,
  'the blocker no longer sees the blocked member''s comments');
select is((select count(*)::int from public.posts where id = current_setting('t.p2')::bigint), 0,
  'the blocker no longer sees the blocked member''s posts');
select throws_ok(format($$ insert into public.blocks (blocked_id) values (%L) $$, current_setting('t.author')), '23514', null,
  'a member cannot block themselves');

select tests.authenticate_as(current_setting('t.ana')::uuid);
select is((select count(*)::int from public.comments where post_id = current_setting('t.p')::bigint), 3,
  'other members still see everything');
select is((select count(*)::int from public.blocks), 0, 'blocks are private to the blocker');

select tests.authenticate_as(current_setting('t.beto')::uuid);
insert into public.comments (post_id, content) values (current_setting('t.p')::bigint, 'Comentario tras el bloqueo');
select set_config('t.c4', (select id::text from public.comments where content = 'Comentario tras el bloqueo'), true);
select tests.authenticate_as(current_setting('t.author')::uuid);
select is((select count(*)::int from public.notifications where content like 'Beto Responde comentó%'
            and link = format('/post/%s#comment-%s', current_setting('t.p'), current_setting('t.c4'))), 0,
  'a blocked member''s actions do not notify the blocker');
select is(public.toggle_block(current_setting('t.beto')::uuid), false, 'toggle_block again unblocks');

select tests.authenticate_as(current_setting('t.ana')::uuid);
select is(public.delete_comment(current_setting('t.c1')::bigint), true, 'a comment with replies is kept as deleted');
select is((select count(*)::int from public.comments where post_id = current_setting('t.p')::bigint), 4,
  'deleting a comment keeps its replies');
select is((select comments_count from public.posts where id = current_setting('t.p')::bigint), 3, 'the post count leaves out the deleted comment');

select * from finish();
rollback;
