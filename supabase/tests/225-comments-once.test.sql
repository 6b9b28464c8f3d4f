-- A comment draft sent twice (double click, retry) is stored once: its browser id is unique.
begin;
select plan(4);

select tests.create_actors('once', 'author', 'Autora Única', 'reader', 'Lector Rápido');
select tests.authenticate_as_service_role();
insert into public.communities (id, name, description) values (9301, 'Una vez', 'Comunidad de prueba');
insert into public.posts (id, community_id, author_id, title, content)
values (9301, 9301, current_setting('t.author')::uuid, 'Publicación única', 'Contenido');

select tests.authenticate_as(current_setting('t.reader')::uuid);
select lives_ok($$ insert into public.comments (post_id, content, client_id) values (9301, 'Hola', 'd1111111-1111-4111-8111-111111111111')
  on conflict (client_id) do nothing $$, 'a comment with its browser id is stored');
select lives_ok($$ insert into public.comments (post_id, content, client_id) values (9301, 'Hola', 'd1111111-1111-4111-8111-111111111111')
  on conflict (client_id) do nothing $$, 'sending the same draft again is harmless');
select is((select count(*)::int from public.comments where post_id = 9301), 1, 'the draft is stored once');
select is((select comments_count from public.posts where id = 9301), 1, 'the post counts it once');

select * from finish();
rollback;
