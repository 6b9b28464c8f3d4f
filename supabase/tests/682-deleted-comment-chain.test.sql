-- A comment kept as 'Comentario eliminado' goes away once its last reply is deleted (up the chain), and the counts
-- never count a comment twice.
begin;
select plan(6);

select tests.create_actors('chain', 'ana', 'Ana Cadena', 'beto', 'Beto Cadena');
select tests.authenticate_as_service_role();
insert into public.communities (id, name, description) values (9682, 'Cadena', 'Comunidad de prueba');
insert into public.posts (id, community_id, author_id, title, content) values (9682, 9682, current_setting('t.ana')::uuid, 'Hilo', 'Texto');
insert into public.comments (id, post_id, author_id, content) values (96821, 9682, current_setting('t.ana')::uuid, 'Raíz de Ana');
insert into public.comments (id, post_id, parent_id, author_id, content) values (96822, 9682, 96821, current_setting('t.beto')::uuid, 'Respuesta de Beto');
insert into public.comments (id, post_id, parent_id, author_id, content) values (96823, 9682, 96822, current_setting('t.ana')::uuid, 'Respuesta de Ana');

select tests.authenticate_as(current_setting('t.ana')::uuid);
select is(public.delete_comment(96821), true, 'the root with replies is kept as deleted');
select tests.authenticate_as(current_setting('t.beto')::uuid);
select is(public.delete_comment(96822), true, 'the middle reply with a reply is kept as deleted too');
select is((select comments_count from public.posts where id = 9682), 1, 'only the last reply still counts');
select tests.authenticate_as(current_setting('t.ana')::uuid);
select is(public.delete_comment(96823), false, 'the last reply is removed');
select is((select count(*)::int from public.comments where post_id = 9682), 0, 'the deleted comments it kept go with it, up the chain');
select is((select comments_count from public.posts where id = 9682), 0, 'the post counts no comment, not a negative one');

select * from finish();
rollback;
