-- A post's comment count agrees with the thread its reader sees: a blocker does not count the blocked member's comments.
begin;
select plan(4);

select tests.create_actors('vis', 'author', 'Autora Contada', 'pesado', 'Comentarista Pesado', 'reader', 'Lectora Cansada');
select tests.authenticate_as_service_role();
insert into public.communities (id, name, description) values (9690, 'Contadas', 'Comunidad de prueba');
insert into public.posts (id, community_id, author_id, title, content) values (9690, 9690, current_setting('t.author')::uuid, 'Cuenta', 'Texto');
insert into public.comments (post_id, author_id, content) values
  (9690, current_setting('t.author')::uuid, 'Uno'),
  (9690, current_setting('t.pesado')::uuid, 'Dos'),
  (9690, current_setting('t.pesado')::uuid, 'Tres');

select tests.authenticate_as_anon();
select is((select public.visible_comments_count(p) from public.posts p where p.id = 9690), 3, 'visitors count every comment');

select tests.authenticate_as(current_setting('t.reader')::uuid);
select is((select public.visible_comments_count(p) from public.posts p where p.id = 9690), 3, 'a member who blocked nobody counts every comment');
select public.toggle_block(current_setting('t.pesado')::uuid);
select is((select public.visible_comments_count(p) from public.posts p where p.id = 9690), 1, 'a blocker counts only the comments they can read');
select is((select count(*)::int from public.comments where post_id = 9690), 1, 'which is what the thread shows them');

select * from finish();
rollback;
