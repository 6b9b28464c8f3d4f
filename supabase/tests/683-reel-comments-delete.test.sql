-- Deleting one's reel comment never destroys what others wrote: with replies it stays as 'Comentario eliminado' (text
-- wiped, replies kept, no new replies), without replies it goes (and deleted ancestors left without replies with it);
-- members cannot DELETE rows directly; edits are marked; the reel's counter counts each visible comment once.
begin;
select plan(17);

select tests.create_actors('rcd', 'owner', 'Rita Borra', 'ana', 'Ana Borra', 'beto', 'Beto Responde');
select tests.authenticate_as_service_role();
insert into public.reels (id, user_id, video_url, description) values (96831, current_setting('t.owner')::uuid, '/media/video/r/index.m3u8', 'Reel a borrar');
insert into public.comments (id, reel_id, author_id, content) values (968311, 96831, current_setting('t.ana')::uuid, 'Raíz de Ana');
insert into public.comments (id, reel_id, parent_id, author_id, content) values (968312, 96831, 968311, current_setting('t.beto')::uuid, 'Respuesta de Beto');
insert into public.comments (id, reel_id, parent_id, author_id, content) values (968313, 96831, 968312, current_setting('t.ana')::uuid, 'Respuesta de Ana');
insert into public.comments (id, reel_id, author_id, content) values (968314, 96831, current_setting('t.ana')::uuid, 'Suelto de Ana');

-- Direct DELETE is not granted any more (it cascaded to everyone's replies).
select tests.authenticate_as(current_setting('t.ana')::uuid);
select throws_ok($$ delete from public.comments where id = 968311 $$, '42501', null, 'a member cannot DELETE their reel comment directly');
select is((select count(*)::int from public.comments where reel_id = 96831), 4, 'so no reply went with it');

-- Only the author deletes, through delete_comment.
select tests.authenticate_as(current_setting('t.beto')::uuid);
select is(tests.error_of($$ select public.delete_comment(968311) $$), array['42501', 'not_comment_author', 'Solo puedes eliminar tus propios comentarios.'],
  'a member cannot delete someone else''s reel comment');
select tests.authenticate_as_anon();
select throws_ok($$ select public.delete_comment(968311) $$, '42501', null, 'visitors cannot delete reel comments');

-- Edits are marked.
select tests.authenticate_as(current_setting('t.ana')::uuid);
update public.comments set content = 'Raíz de Ana, corregida' where id = 968311;
select isnt((select edited_at from public.comments where id = 968311), null, 'an edited reel comment is marked as edited');

-- With replies: kept as deleted, replies untouched, no new reply, no edit.
select is(public.delete_comment(968311), true, 'a reel comment with replies is kept as deleted');
select is((select array[content, (deleted_at is not null)::text] from public.comments where id = 968311), array['', 'true'],
  'its text is wiped and it is marked deleted');
select is((select content from public.comments where id = 968312), 'Respuesta de Beto', 'the other member''s reply stays');
select is((select comments_count from public.reels where id = 96831), 3, 'the reel no longer counts the deleted comment');
update public.comments set content = 'Revivido' where id = 968311;
select is((select content from public.comments where id = 968311), '', 'a deleted reel comment cannot be edited back');
select tests.authenticate_as(current_setting('t.beto')::uuid);
select throws_ok($$ insert into public.comments (reel_id, parent_id, content) values (96831, 968311, 'Tarde') $$, '23514', null,
  'nobody replies to a deleted reel comment');
select tests.authenticate_as_anon();
select is((select count(*)::int from public.comments where id = 968311), 1, 'visitors still see it in its place');

-- Without replies: removed; the deleted chain above it goes too once empty.
select tests.authenticate_as(current_setting('t.ana')::uuid);
select is(public.delete_comment(968314), false, 'a reel comment without replies is removed');
select tests.authenticate_as(current_setting('t.beto')::uuid);
select is(public.delete_comment(968312), true, 'the middle reply with a reply is kept as deleted');
select tests.authenticate_as(current_setting('t.ana')::uuid);
select is(public.delete_comment(968313), false, 'the last reply is removed');
select is((select count(*)::int from public.comments where reel_id = 96831), 0, 'the deleted comments kept for it go with it, up the chain');
select is((select comments_count from public.reels where id = 96831), 0, 'the reel counts no comment, not a negative one');

select * from finish();
rollback;
