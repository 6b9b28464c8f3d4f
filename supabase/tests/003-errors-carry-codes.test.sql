-- Errors carry codes: every raise in public gives a snake_case code as its message, a SQLSTATE and the Spanish text in detail.
begin;
select plan(21);

-- The message literals of a function body's `raise [exception] '…'` statements that are not a snake_case code.
create function tests.uncoded_raises(body text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(m[1] order by m[1]), '{}')
    from regexp_matches(body, $re$raise\s+(?:exception\s+)?'((?:[^']|'')*)'$re$, 'gi') as m
   where m[1] !~ '^[a-z][a-z0-9]*(_[a-z0-9]+)+$';
$$;

-- The `raise [exception] '…' …;` statements of a function body that lack an errcode or a detail.
create function tests.raises_without_errcode_or_detail(body text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(m[1] order by m[1]), '{}')
    from regexp_matches(body, $re$(raise\s+(?:exception\s+)?'(?:[^']|'')*'[^;]*;)$re$, 'gi') as m
   where m[1] !~* '\merrcode\s*=' or m[1] !~* '\mdetail\s*=';
$$;


-- The scan recognises the old shape (a Spanish or English sentence as the message) and accepts the contract.
select is(tests.uncoded_raises($src$
  if me is null then
    raise exception 'Necesitas iniciar sesión para dar Me gusta.' using errcode = '42501';
  end if;
  if other_user_id = me then
    raise exception 'No puedes chatear contigo mismo.'
      using errcode = '23514', constraint = 'conversations_no_self_chat';
  end if;
  raise exception 'post % does not exist', new.post_id using errcode = '23503';
$src$), array['Necesitas iniciar sesión para dar Me gusta.', 'No puedes chatear contigo mismo.', 'post % does not exist'],
  'the scan flags a raise whose message is a sentence rather than a code');
select is(tests.uncoded_raises($src$
  raise exception 'reel_not_found' using errcode = 'P0002', detail = 'El reel no existe.';
  raise notice 'pg_cron is not available';
$src$), '{}'::text[], 'the scan accepts a code and ignores notices');
select is(tests.raises_without_errcode_or_detail($src$
  raise exception 'not_authenticated' using errcode = '42501';
  raise exception 'reel_not_found' using errcode = 'P0002', detail = 'El reel no existe.';
$src$), array['raise exception ''not_authenticated'' using errcode = ''42501'';'],
  'the scan flags a raise without its Spanish detail');

-- The contract holds for every function in public.
select is(
  array(select format('%s: %s', p.oid::regprocedure, u)
          from pg_proc p join pg_namespace n on n.oid = p.pronamespace
               cross join lateral unnest(tests.uncoded_raises(p.prosrc)) as u
         where n.nspname = 'public' order by 1),
  '{}'::text[],
  'no function in public raises a message that is not a snake_case code');
select is(
  array(select format('%s: %s', p.oid::regprocedure, u)
          from pg_proc p join pg_namespace n on n.oid = p.pronamespace
               cross join lateral unnest(tests.raises_without_errcode_or_detail(p.prosrc)) as u
         where n.nspname = 'public' order by 1),
  '{}'::text[],
  'every error raised in public carries a SQLSTATE and its Spanish text in detail');
select is(
  array(select p.oid::regprocedure::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname in ('public', 'private') and p.prosrc ~* $re$\mdetail\s*=\s*'$re$ order by 1),
  '{}'::text[],
  'no raise spells its Spanish text: every detail comes from private.error_texts');
select is(
  array(select distinct m[1] from pg_proc p join pg_namespace n on n.oid = p.pronamespace
               cross join lateral regexp_matches(p.prosrc, $re$error_text\('([a-z0-9_.]+)'\)$re$, 'g') as m
         where n.nspname in ('public', 'private') and not exists (select 1 from private.error_texts t where t.key = m[1]) order by 1),
  '{}'::text[],
  'every error text a function names exists');

-- Representative functions, actor by actor
select tests.create_actors('errores', 'ana', 'Ana Errores', 'beto', 'Beto Errores');
insert into public.communities (name) values ('Comunidad Errores');
insert into public.posts (community_id, author_id, title, content)
values ((select id from public.communities where name = 'Comunidad Errores'), current_setting('t.ana')::uuid, 'Post de Ana', 'Hola');
insert into public.posts (community_id, author_id, title, content)
values ((select id from public.communities where name = 'Comunidad Errores'), current_setting('t.beto')::uuid, 'Post de Beto', 'Hola');
select set_config('t.p_ana', (select id::text from public.posts where title = 'Post de Ana'), true);
select set_config('t.p_beto', (select id::text from public.posts where title = 'Post de Beto'), true);
insert into public.comments (post_id, author_id, content) values (current_setting('t.p_ana')::bigint, current_setting('t.beto')::uuid, 'Comentario de Beto');
select set_config('t.c_beto', (select id::text from public.comments where content = 'Comentario de Beto'), true);
insert into public.learning_categories (id, title) values ('errores-cat', 'Categoría de errores');
insert into public.learning_modules (category_id, title, position) values ('errores-cat', 'Módulo de errores', 1);
select set_config('t.module', (select id::text from public.learning_modules where category_id = 'errores-cat'), true);
insert into public.learning_questions (module_id, position, text, options, answer)
values (current_setting('t.module')::bigint, 1, '¿2 + 2?', array['3', '4'], '4');

-- A server-side caller without a member is not signed in
select tests.authenticate_as_service_role();
select is(tests.error_of(format($$ select public.vote_post(%s, 'up') $$, current_setting('t.p_ana'))),
  array['42501', 'not_authenticated', 'Necesitas iniciar sesión para votar.'],
  'voting without a member raises not_authenticated with the spec''s text');

select tests.authenticate_as(current_setting('t.ana')::uuid);
select is(tests.error_of($$ select public.toggle_reel_like(987654321) $$),
  array['PT404', 'reel_not_found', 'El reel no existe.'],
  'liking an unknown reel raises reel_not_found');
select is(tests.error_of(format($$ select public.open_conversation(%L) $$, current_setting('t.ana'))),
  array['23514', 'cannot_chat_with_self', 'No puedes chatear contigo mismo.'],
  'chatting with oneself raises cannot_chat_with_self with the spec''s text');
select is(tests.error_of(format($$ select public.import_legacy_chat(%L, '{}') $$, current_setting('t.beto'))),
  array['22023', 'invalid_chat_history', 'El historial debe ser una lista de mensajes.'],
  'importing a chat history that is not a list raises invalid_chat_history');
select is(tests.error_of(format($$ select public.toggle_post_award(%s) $$, current_setting('t.p_ana'))),
  array['23514', 'cannot_award_own_post', 'No puedes premiar tus propias publicaciones.'],
  'awarding one''s own post raises cannot_award_own_post with the spec''s text');
select is(tests.error_of(format($$ select public.toggle_profile_award(%L) $$, current_setting('t.ana'))),
  array['23514', 'cannot_award_own_profile', 'No puedes premiar tu propio perfil.'],
  'awarding one''s own profile raises cannot_award_own_profile with the spec''s text');
select is(tests.error_of(format($$ insert into public.awards (recipient_id) values (%L) $$, current_setting('t.ana'))),
  array['23514', 'cannot_award_own_profile', 'No puedes premiar tu propio perfil.'],
  'a direct self-award insert gets the same code');
select is(tests.error_of($$ select public.toggle_post_award(987654321) $$),
  array['23503', 'post_not_found', 'La publicación no existe.'],
  'awarding an unknown post raises post_not_found');
select is(tests.error_of(format($$ insert into public.comments (post_id, parent_id, content) values (%s, %s, 'Cruzada') $$,
    current_setting('t.p_beto'), current_setting('t.c_beto'))),
  array['23514', 'reply_parent_mismatch', 'Solo puedes responder a un comentario de la misma publicación.'],
  'a reply to a comment of another post raises reply_parent_mismatch');
select is(tests.error_of($$ select public.complete_lesson(987654321) $$),
  array['PT404', 'lesson_not_found', 'La lección no existe.'],
  'completing an unknown lesson raises lesson_not_found');
select is(tests.error_of(format($$ insert into public.quiz_attempts (module_id, answers) values (%s, array['4', 'extra']) $$, current_setting('t.module'))),
  array['22023', 'too_many_answers', 'Hay más respuestas que preguntas en el módulo.'],
  'more answers than questions raises too_many_answers');
select is(tests.error_of(format($$ select public.vote_post(%s, 'sideways') $$, current_setting('t.p_beto'))),
  array['22023', 'invalid_vote_direction', 'La dirección del voto debe ser up, down o none.'],
  'an unknown vote direction raises invalid_vote_direction');
select is(tests.error_of(format($$ select public.support_creator(%L) $$, current_setting('t.beto'))),
  array['P0001', 'creator_not_verified', 'Solo puedes apoyar a creadores verificados con más de 1000 seguidores.'],
  'supporting an unverified member raises creator_not_verified with the spec''s text');
select is(tests.error_of(format($$ select public.toggle_follow(%L) $$, current_setting('t.beto'))), null::text[],
  'a statement that succeeds raises nothing (the helper answers null)');

select * from finish();
rollback;
