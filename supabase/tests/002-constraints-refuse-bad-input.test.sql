-- Bad input is refused by the database itself, even for the table owner: one case per remaining constraint.
begin;
select plan(18);

select set_config('t.u', tests.create_user('constraint-user@test.dev', 'Carla Constraint')::text, true);
select set_config('t.v', tests.create_user('constraint-other@test.dev', 'Víctor Constraint')::text, true);
insert into public.communities (name) values ('Comunidad Restricciones');
select set_config('t.c', (select id::text from public.communities where name = 'Comunidad Restricciones'), true);
insert into public.courses (title) values ('Curso Restricciones');
select set_config('t.course', (select id::text from public.courses where title = 'Curso Restricciones'), true);
insert into public.posts (community_id, author_id, title, content) values (current_setting('t.c')::bigint, current_setting('t.u')::uuid, 'Post Restricciones', 'x');
select set_config('t.p', (select id::text from public.posts where title = 'Post Restricciones'), true);
insert into public.comments (post_id, author_id, content) values (current_setting('t.p')::bigint, current_setting('t.u')::uuid, 'Comentario Restricciones');
select set_config('t.cm', (select id::text from public.comments where content = 'Comentario Restricciones'), true);

select throws_ok(format($$ update public.profiles set role = 'admin' where id = %L $$, current_setting('t.u')), '23514', null,
  'a profile role is user or creator');
select throws_ok(format($$ update public.profiles set followers_count = -1 where id = %L $$, current_setting('t.u')), '23514', null,
  'profile counters never go negative');
select throws_ok(format($$ update public.profiles set name = repeat('n', 101) where id = %L $$, current_setting('t.u')), '23514', null,
  'a display name has at most 100 characters');
select throws_ok(format($$ update public.communities set members_count = -1 where id = %s $$, current_setting('t.c')), '23514', null,
  'community counters never go negative');
select throws_ok($$ insert into public.courses (title) values ('') $$, '23514', null, 'a course needs a title');
select throws_ok($$ insert into public.courses (title, type) values ('Tipo raro', 'podcast') $$, '23514', null,
  'a course is recorded or live');
select throws_ok(format($$ insert into public.lessons (course_id, module, position, title, duration) values (%s, '  ', 1, 'L', '01:00') $$, current_setting('t.course')),
  '23514', null, 'a lesson belongs to a named module');
select throws_ok(format($$ insert into public.lessons (course_id, module, position, title, duration) values (%s, 'M', 0, 'L', '01:00') $$, current_setting('t.course')),
  '23514', null, 'lesson positions start at 1');
select throws_ok(format($$ insert into public.lessons (course_id, module, position, title, duration) values (%s, 'M', 1, 'L', '01:75') $$, current_setting('t.course')),
  '23514', null, 'lesson seconds go up to 59');
select throws_ok(format($$ insert into public.votes (comment_id, user_id, value) values (%s, %L, 0) $$, current_setting('t.cm'), current_setting('t.v')),
  '23514', null, 'a comment vote is only +1 or -1');
select throws_ok(format($$ insert into public.comments (post_id, author_id, content) values (%s, %L, repeat('c', 5001)) $$, current_setting('t.p'), current_setting('t.u')),
  '23514', null, 'a comment has at most 5000 characters');
select throws_ok(format($$ insert into public.course_reviews (course_id, user_id, rating) values (%s, %L, 0) $$, current_setting('t.course'), current_setting('t.u')),
  '23514', null, 'a review has at least one star');
select throws_ok(format($$ insert into public.course_reviews (course_id, user_id, rating, comment) values (%s, %L, 3, repeat('r', 2001)) $$, current_setting('t.course'), current_setting('t.u')),
  '23514', null, 'a review text has at most 2000 characters');
select throws_ok(format($$ insert into public.reports (reporter_id, target_type, target_id, reason, status) values (%L, 'post', '1', 'x', 'cerrado') $$, current_setting('t.u')),
  '23514', null, 'a report status is open, reviewed or dismissed');
select throws_ok(format($$ insert into public.reports (reporter_id, target_type, target_id, reason) values (%L, 'post', ' ', 'x') $$, current_setting('t.u')),
  '23514', null, 'a report names its target');
select throws_ok(format($$ insert into public.posts (community_id, author_id, title, content, tags) values (%s, %L, 'Etiqueta larga', 'x', array[repeat('t', 41)]) $$, current_setting('t.c'), current_setting('t.u')),
  '23514', null, 'a tag has at most 40 characters');
select throws_ok(format($$ insert into public.follows (follower_id, following_id) values (%L, %L) $$, current_setting('t.u'), current_setting('t.u')),
  '23514', null, 'nobody follows themselves');
select throws_ok(format($$ insert into public.awards (giver_id, recipient_id) values (%L, %L) $$, current_setting('t.u'), current_setting('t.u')),
  '23514', null, 'nobody awards themselves');

select * from finish();
rollback;
