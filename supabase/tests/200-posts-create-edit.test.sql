-- Posts: public read, owner-only writes, counters, and every spec constraint (title, content, tags).
begin;
select plan(24);

select tests.create_actors('post', 'ana', 'Ana Post', 'beto', 'Beto Post');
insert into public.communities (name) values ('Comunidad Posts');
select set_config('t.c', (select id::text from public.communities where name = 'Comunidad Posts'), true);

select tests.authenticate_as(current_setting('t.ana')::uuid);
select lives_ok(format($$ insert into public.posts (community_id, title, content, tags, image_url)
  values (%s, 'Mi primera publicación', 'Hola a todos', '{react,hooks}', '/media/posts/post-1.svg') $$, current_setting('t.c')),
  'a member publishes a post (author defaults to them)');
select set_config('t.p', (select id::text from public.posts where title = 'Mi primera publicación'), true);
select is((select author_id from public.posts where id = current_setting('t.p')::bigint), current_setting('t.ana')::uuid, 'the post belongs to its author');
select is((select posts_count from public.communities where id = current_setting('t.c')::bigint), 1, 'the community counts the post');
select is((select posts_count from public.profiles where id = auth.uid()), 1, 'the author''s profile counts the post');
select throws_ok(format($$ insert into public.posts (community_id, author_id, title, content) values (%s, %L, 'Suplantación', 'x') $$,
  current_setting('t.c'), current_setting('t.beto')), '42501', null, 'a member cannot post as someone else');
select throws_ok(format($$ insert into public.posts (community_id, title, content, upvotes) values (%s, 'Trampa', 'x', 100) $$, current_setting('t.c')),
  '42501', null, 'a member cannot set vote counters');
select throws_ok(format($$ insert into public.posts (community_id, title, content) values (%s, '   ', 'x') $$, current_setting('t.c')),
  '23514', null, 'a blank title is refused (Título requerido)');
select throws_ok(format($$ insert into public.posts (community_id, title, content) values (%s, repeat('a', 301), 'x') $$, current_setting('t.c')),
  '23514', null, 'a title over 300 characters is refused');
select lives_ok(format($$ insert into public.posts (community_id, title, content) values (%s, repeat('b', 300), 'x') $$, current_setting('t.c')),
  'a 300-character title is accepted');
select throws_ok(format($$ insert into public.posts (community_id, title, content) values (%s, 'Sin contenido', ' ') $$, current_setting('t.c')),
  '23514', null, 'blank content is refused (Contenido requerido)');
select throws_ok($$ insert into public.posts (title, content) values ('Sin comunidad', 'x') $$, '23502', null,
  'a post needs a community (Comunidad requerida)');
select throws_ok(format($$ insert into public.posts (community_id, title, content, tags) values (%s, 'Seis', 'x', '{a,b,c,d,e,f}') $$, current_setting('t.c')),
  '23514', null, 'more than 5 tags are refused (Límite de etiquetas)');
select throws_ok(format($$ insert into public.posts (community_id, title, content, tags) values (%s, 'Dup', 'x', '{React,react}') $$, current_setting('t.c')),
  '23514', null, 'duplicate tags are refused (Etiqueta duplicada)');
select throws_ok(format($$ insert into public.posts (community_id, title, content, tags) values (%s, 'Espacios', 'x', array[' js']) $$, current_setting('t.c')),
  '23514', null, 'untrimmed tags are refused');
select throws_ok(format($$ insert into public.posts (community_id, title, content, tags) values (%s, 'Vacía', 'x', array['']) $$, current_setting('t.c')),
  '23514', null, 'blank tags are refused');
select lives_ok(format($$ insert into public.posts (community_id, title, content, tags) values (%s, 'Cinco', 'x', '{a,b,c,d,e}') $$, current_setting('t.c')),
  'five distinct tags are accepted');
select lives_ok(format($$ update public.posts set content = 'Editado' where id = %s $$, current_setting('t.p')), 'the author edits the post');
select throws_ok(format($$ update public.posts set comments_count = 50 where id = %s $$, current_setting('t.p')), '42501', null,
  'the author cannot change the post''s counters');

select tests.authenticate_as(current_setting('t.beto')::uuid);
select is_empty(format($$ update public.posts set title = 'Vandalismo' where id = %s returning 1 $$, current_setting('t.p')),
  'a stranger cannot edit the post');
select throws_ok(format($$ select public.delete_post(%s) $$, current_setting('t.p')), '42501', null,
  'a stranger cannot delete the post');

select tests.authenticate_as_anon();
select is((select content from public.posts where id = current_setting('t.p')::bigint), 'Editado', 'visitors can read posts');
select throws_ok(format($$ insert into public.posts (community_id, title, content) values (%s, 'Anónimo', 'x') $$, current_setting('t.c')),
  '42501', null, 'visitors cannot publish');

select tests.authenticate_as(current_setting('t.ana')::uuid);
select lives_ok(format($$ select public.delete_post(%s) $$, current_setting('t.p')), 'the author deletes the post');
select is((select posts_count from public.communities where id = current_setting('t.c')::bigint), 2, 'deleting a post lowers the community count');

select * from finish();
rollback;
