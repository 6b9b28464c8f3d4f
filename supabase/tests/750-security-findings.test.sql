-- Security review findings fixed in the schema: block oracle, 404 refusals, notification floods, share counting,
-- legacy chat dates, script URLs, search bounds.
begin;
select plan(26);

select tests.create_actors('sec', 'ana', 'Ana Segura', 'beto', 'Beto Bloqueado', 'caro', 'Caro Curiosa');

-- Ana blocks Beto; Caro may not learn it, the pair may.
select tests.authenticate_as(current_setting('t.ana')::uuid);
select public.toggle_block(current_setting('t.beto')::uuid);
select ok(public.is_block_between(current_setting('t.ana')::uuid, current_setting('t.beto')::uuid),
  'a member learns of a block between themself and another member');
select tests.authenticate_as(current_setting('t.beto')::uuid);
select ok(public.is_block_between(current_setting('t.ana')::uuid, current_setting('t.beto')::uuid),
  'the blocked member learns it too (chat refuses their messages)');
select tests.authenticate_as(current_setting('t.caro')::uuid);
select is(public.is_block_between(current_setting('t.ana')::uuid, current_setting('t.beto')::uuid), false,
  'a third member learns nothing about the blocks between two others');
select tests.authenticate_as_service_role();
select ok(public.is_block_between(current_setting('t.ana')::uuid, current_setting('t.beto')::uuid),
  'the service role still sees every block');

-- Not found is a 404 (PT404), never P0002 (a 500 through the API).
select tests.authenticate_as(current_setting('t.caro')::uuid);
select is(tests.error_of($$ select public.toggle_reel_like(-1) $$), array['PT404', 'reel_not_found', 'El reel no existe.'],
  'liking an unknown reel is reel_not_found with a 404 code');
select is(tests.error_of($$ select public.support_creator(null) $$), array['PT404', 'profile_not_found', 'El perfil no existe.'],
  'supporting nobody is profile_not_found with a 404 code');
select is(tests.error_of($$ select public.complete_lesson(987654321) $$), array['PT404', 'lesson_not_found', 'La lección no existe.'],
  'completing an unknown lesson is lesson_not_found with a 404 code');
select is(tests.error_of($$ select public.toggle_follow(null) $$), array['PT404', 'profile_not_found', 'El perfil no existe.'],
  'following nobody is profile_not_found with a 404 code');
select is((select count(*)::int from pg_proc p join pg_namespace n on n.oid = p.pronamespace
            where n.nspname = 'public' and p.prosrc like '%errcode = ''P0002''%'), 0,
  'no public function raises P0002 any more');

-- Follow / unfollow / follow again: one notification a day.
select tests.authenticate_as(current_setting('t.caro')::uuid);
select public.toggle_follow(current_setting('t.ana')::uuid) from generate_series(1, 9);
select tests.authenticate_as_service_role();
select is((select count(*)::int from public.notifications
            where user_id = current_setting('t.ana')::uuid and actor_id = current_setting('t.caro')::uuid and type = 'follow'), 1,
  'nine follow/unfollow presses notify the member once');
select ok(exists (select 1 from public.follows where follower_id = current_setting('t.caro')::uuid and following_id = current_setting('t.ana')::uuid),
  'the follow itself still toggles (nine presses end following)');
update public.profiles set role = 'creator', is_verified = true, support_url = 'https://apoyo.example/ana'
 where id = current_setting('t.ana')::uuid;
select tests.authenticate_as(current_setting('t.caro')::uuid);
select is(public.support_creator(current_setting('t.ana')::uuid), 'https://apoyo.example/ana', 'supporting a verified creator gives the link');
select public.support_creator(current_setting('t.ana')::uuid) from generate_series(1, 20);
select tests.authenticate_as_service_role();
select is((select count(*)::int from public.notifications
            where user_id = current_setting('t.ana')::uuid and actor_id = current_setting('t.caro')::uuid and type = 'patreon'), 1,
  'twenty-one support presses notify the creator once');
select lives_ok(format($$ select public.notify(%L, %L, 'comment', 'comentó', '/post/1'), public.notify(%L, %L, 'comment', 'comentó', '/post/1') $$,
    current_setting('t.ana'), current_setting('t.caro'), current_setting('t.ana'), current_setting('t.caro')),
  'other kinds of notification are not merged');
select is((select count(*)::int from public.notifications
            where user_id = current_setting('t.ana')::uuid and actor_id = current_setting('t.caro')::uuid and type = 'comment'), 2,
  'two comments notify twice');

-- Reel shares: visitors are not counted, a member once per reel.
insert into public.reels (user_id, video_url) values (current_setting('t.ana')::uuid, '/media/video/sample-1/index.m3u8');
select set_config('t.reel', (select max(id)::text from public.reels where user_id = current_setting('t.ana')::uuid), true);
select tests.authenticate_as_anon();
select public.record_reel_share(current_setting('t.reel')::bigint) from generate_series(1, 200);
select is(public.record_reel_share(current_setting('t.reel')::bigint), 0, 'two hundred anonymous shares count nothing');
select tests.authenticate_as(current_setting('t.caro')::uuid);
select is(public.record_reel_share(current_setting('t.reel')::bigint), 1, 'a member''s share is counted');
select is(public.record_reel_share(current_setting('t.reel')::bigint), 1, 'sharing the same reel again counts once');
select is(public.record_reel_share(-1), null, 'sharing an unknown reel answers null');
select is((select count(*)::int from public.reel_shares), 1, 'a member sees only their own shares');

-- Legacy chat: no message dated before the legacy app (2024), nor in the future.
select tests.authenticate_as(current_setting('t.caro')::uuid);
select is(public.import_legacy_chat(current_setting('t.ana')::uuid, jsonb_build_array(
  jsonb_build_object('id', 'old', 'senderId', current_setting('t.caro'), 'text', 'del pasado', 'timestamp', '1999-01-01T00:00:00Z'),
  jsonb_build_object('id', 'future', 'senderId', current_setting('t.caro'), 'text', 'del futuro', 'timestamp', '2999-01-01T00:00:00Z'),
  jsonb_build_object('id', 'junk', 'senderId', current_setting('t.caro'), 'text', 'fecha rota', 'timestamp', 'ayer'))), 3,
  'the legacy messages are imported');
select is((select min(m.created_at) from public.messages m where m.sender_id = current_setting('t.caro')::uuid),
  '2024-01-01T00:00:00Z'::timestamptz, 'a legacy message dated 1999 is stored as of 2024-01-01');
select ok((select max(m.created_at) from public.messages m where m.sender_id = current_setting('t.caro')::uuid) <= now() + interval '1 second',
  'one dated 2999 (or not a date) is stored as of now');

-- Script URLs are refused.
select tests.authenticate_as(current_setting('t.caro')::uuid);
select throws_ok($$ update public.profiles set avatar_url = 'javascript:alert(1)' where id = auth.uid() $$, '23514', null,
  'an avatar cannot be a javascript: URL');
select lives_ok($$ update public.profiles set avatar_url = 'https://cdn.example/a.png' where id = auth.uid() $$,
  'an https avatar is fine');
select throws_ok($$ select * from public.search_all(repeat('palabra ', 12000)) $$, '22023', 'search_too_long',
  'a 96,000-character search is refused before it reaches the text search');

select * from finish();
rollback;
