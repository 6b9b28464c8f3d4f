-- Course reviews: enrolled members only, one each, 1–5 stars, 1–2000 characters, all refused in Spanish; editable and
-- deletable by the author; the 5→1 distribution and the course rating follow.
begin;
select plan(16);

select set_config('t.author', tests.create_user('resena-autora@test.dev', 'Rita Reseña')::text, true);
select set_config('t.outsider', tests.create_user('resena-fuera@test.dev', 'Félix Fuera')::text, true);
insert into public.courses (title) values ('Curso Reseñas');
select set_config('t.course', (select id::text from public.courses where title = 'Curso Reseñas'), true);

select tests.authenticate_as(current_setting('t.outsider')::uuid);
select is(tests.error_of(format($$ insert into public.course_reviews (course_id, rating, comment) values (%s, 5, 'Genial') $$, current_setting('t.course'))),
  array['42501', 'review_not_enrolled', 'Solo los estudiantes inscritos pueden valorar este curso.'],
  'a member who is not enrolled cannot review');

select tests.authenticate_as(current_setting('t.author')::uuid);
select ok(public.enrol(current_setting('t.course')::bigint), 'the author enrols');
select is(tests.error_of(format($$ insert into public.course_reviews (course_id, rating, comment) values (%s, 0, 'Mal') $$, current_setting('t.course'))),
  array['23514', 'review_rating_invalid', 'La valoración debe ser de 1 a 5 estrellas.'], 'zero stars are refused');
select is(tests.error_of(format($$ insert into public.course_reviews (course_id, rating, comment) values (%s, 6, 'Demasiado') $$, current_setting('t.course'))),
  array['23514', 'review_rating_invalid', 'La valoración debe ser de 1 a 5 estrellas.'], 'six stars are refused');
select is(tests.error_of(format($$ insert into public.course_reviews (course_id, rating, comment) values (%s, 4, '   ') $$, current_setting('t.course'))),
  array['23514', 'review_comment_blank', 'Escribe tu reseña antes de publicarla.'], 'a blank review is refused');
select is(tests.error_of(format($$ insert into public.course_reviews (course_id, rating, comment) values (%s, 4, repeat('a', 2001)) $$, current_setting('t.course'))),
  array['23514', 'review_comment_too_long', 'La reseña no puede superar los 2000 caracteres.'], 'a review over 2000 characters is refused');
select lives_ok(format($$ insert into public.course_reviews (course_id, rating, comment) values (%s, 4, '  Muy práctico  ') $$, current_setting('t.course')),
  'an enrolled member reviews the course');
select is((select comment from public.course_reviews where user_id = current_setting('t.author')::uuid), 'Muy práctico', 'the text is trimmed');
select is(tests.error_of(format($$ insert into public.course_reviews (course_id, rating, comment) values (%s, 5, 'Otra') $$, current_setting('t.course'))),
  array['23505', 'review_already_exists', 'Ya publicaste una reseña de este curso. Puedes editarla.'], 'a second review is refused');
select is((select count(*)::int from public.course_reviews where course_id = current_setting('t.course')::bigint), 1, 'nothing was half-written');
select is(tests.error_of(format($$ update public.course_reviews set comment = '' where course_id = %s $$, current_setting('t.course'))),
  array['23514', 'review_comment_blank', 'Escribe tu reseña antes de publicarla.'], 'an edit cannot blank the review');
update public.course_reviews set rating = 2, comment = 'Cambié de opinión' where course_id = current_setting('t.course')::bigint;
select is((select rating::text || ' ' || reviews_count from public.courses where id = current_setting('t.course')::bigint), '2.0 1',
  'an edited rating moves the course rating');
select ok((select updated_at is not null from public.course_reviews where course_id = current_setting('t.course')::bigint), 'an edit is stamped');
select results_eq(format($$ select stars, reviews, percent from public.course_rating_distribution(%s) $$, current_setting('t.course')),
  $$ values (5, 0, 0), (4, 0, 0), (3, 0, 0), (2, 1, 100), (1, 0, 0) $$, 'the distribution counts reviews per star, 5 to 1');
delete from public.course_reviews where course_id = current_setting('t.course')::bigint;
select is((select rating::text || ' ' || reviews_count from public.courses where id = current_setting('t.course')::bigint), '0.0 0',
  'a deleted review leaves the rating');

select tests.authenticate_as_anon();
select results_eq($$ select sum(reviews)::int from public.course_rating_distribution(1) $$,
  $$ select reviews_count from public.courses where id = 1 $$, 'visitors read the distribution of a seeded course');

select * from finish();
rollback;
