-- Live broadcast: the host's stream key, the media service's start / segment / stop and the sweep (window, takes, lost
-- and back), the 'air' broadcast, deleting the recording, bucket live and the viewer count; anon / member / host /
-- stranger / service role.
begin;
select plan(75);

-- The seed: past events show their recording, nothing seeded is on air.
select is((select array[state, recording_path, recording_seconds::text] from public.live_broadcasts where event_id = 9),
  array['ended', '/media/video/sample-1/index.m3u8', '6'], 'the seeded past event shows the sample clip it looped as its recording');
select is((select count(*)::int from public.live_broadcasts b join public.communities c on c.id = b.event_id
            where b.state <> 'idle' and public.current_live_status(c) <> 'ended'), 0,
  'no live or upcoming seeded event shows a sample clip as live');

select tests.create_actors('lb', 'host', 'Hugo Host', 'member', 'Marta Miembro', 'stranger', 'Sergio Extraño');

-- Events of the host (as the runner): on now, opening in 10 and in 20 minutes, over, and a regular community.
insert into public.communities (name, is_live_event, live_date, duration, host_id) values
  ('Transmisión en curso', true, now() - interval '10 minutes', '1 hora', current_setting('t.host')::uuid),
  ('Transmisión en 10 minutos', true, now() + interval '10 minutes', '1 hora', current_setting('t.host')::uuid),
  ('Transmisión en 20 minutos', true, now() + interval '20 minutes', '1 hora', current_setting('t.host')::uuid),
  ('Transmisión terminada', true, now() - interval '3 hours', '1 hora', current_setting('t.host')::uuid),
  ('Comunidad sin transmisión', false, null, null, current_setting('t.host')::uuid);
select set_config('t.on', (select id::text from public.communities where name = 'Transmisión en curso'), true),
       set_config('t.soon', (select id::text from public.communities where name = 'Transmisión en 10 minutos'), true),
       set_config('t.later', (select id::text from public.communities where name = 'Transmisión en 20 minutos'), true),
       set_config('t.over', (select id::text from public.communities where name = 'Transmisión terminada'), true),
       set_config('t.plain', (select id::text from public.communities where name = 'Comunidad sin transmisión'), true);

-- Stream keys -----------------------------------------------------------------------------------------------------

select tests.authenticate_as_anon();
select throws_ok(format('select public.live_stream_key(%s)', current_setting('t.on')), '42501', null, 'a visitor has no stream key');

select tests.authenticate_as(current_setting('t.stranger')::uuid);
select is(tests.error_of(format('select public.live_stream_key(%s)', current_setting('t.on'))),
  array['42501', 'not_live_host', 'Solo el anfitrión de esta sesión puede transmitir.'], 'a member who is not the host gets no key');
select throws_ok(format('select public.regenerate_live_stream_key(%s)', current_setting('t.on')), '42501', 'not_live_host',
  'nor can they replace the host''s key');
select throws_ok('select * from private.live_stream_keys', '42501', null, 'members cannot read the keys table');

select tests.authenticate_as(current_setting('t.host')::uuid);
select set_config('t.key1', public.live_stream_key(current_setting('t.on')::bigint), true);
select ok(current_setting('t.key1') ~ '^live_[0-9a-f]{40}$', 'the host gets a key, made on first call');
select is(public.live_stream_key(current_setting('t.on')::bigint), current_setting('t.key1'), 'the same key on the next call');
select set_config('t.key', public.regenerate_live_stream_key(current_setting('t.on')::bigint), true);
select isnt(current_setting('t.key'), current_setting('t.key1'), 'regenerating gives a new key');
select is(public.live_stream_key(current_setting('t.on')::bigint), current_setting('t.key'), 'which is the key from then on');
select throws_ok(format('select public.live_stream_key(%s)', current_setting('t.plain')), '42501', 'not_live_host',
  'a regular community has no stream key');
select throws_ok('select * from private.live_stream_keys', '42501', null, 'not even the host reads the keys table');

-- Only the media service ingests ------------------------------------------------------------------------------------

select is(array(select f from unnest(array['public.live_ingest_start(text,bigint,text,uuid)', 'public.live_ingest_segment(bigint,int,numeric)',
                  'public.live_ingest_stop(bigint,int,text)', 'public.sweep_live_broadcasts()', 'public.broadcast_live_viewer_counts()']) f
                 where has_function_privilege('anon', f, 'execute') or has_function_privilege('authenticated', f, 'execute')
                    or not has_function_privilege('service_role', f, 'execute')),
  '{}'::text[], 'the ingest, sweep and count functions are the service role''s only');
select throws_ok(format($$ select public.live_ingest_start('browser', %s, null, %L) $$, current_setting('t.on'), current_setting('t.host')),
  '42501', null, 'even the host cannot start a take without the media service');
select tests.authenticate_as_anon();
select throws_ok(format('select public.live_ingest_stop(%s, 1, %L)', current_setting('t.on'), 'finished'), '42501', null,
  'a visitor cannot stop a broadcast');

select tests.authenticate_as_service_role();
select is(tests.error_of(format($$ select public.live_ingest_start('rtmp', null, %L) $$, current_setting('t.key1'))),
  array['42501', 'live_stream_key_invalid', 'La clave de transmisión no es válida: copia la clave actual desde el estudio.'],
  'the key replaced by regenerate is refused');
select throws_ok(format($$ select public.live_ingest_start('rtmp', %s, %L) $$, current_setting('t.soon'), current_setting('t.key')),
  '42501', 'live_stream_key_invalid', 'a key does not open another event');
select is(tests.error_of(format($$ select public.live_ingest_start('browser', %s, null, %L) $$, current_setting('t.on'), current_setting('t.stranger'))),
  array['42501', 'not_live_host', 'Solo el anfitrión de esta sesión puede transmitir.'], 'a browser take of someone who is not the host is refused');
select throws_ok(format($$ select public.live_ingest_start('browser', %s) $$, current_setting('t.on')), '42501', 'not_live_host',
  'a browser take needs the host');
select is(tests.error_of($$ select public.live_ingest_start('browser', -1, null, gen_random_uuid()) $$),
  array['P0001', 'live_event_not_found', 'Esta sesión en vivo no existe.'], 'an unknown event is refused');
select throws_ok(format($$ select public.live_ingest_start('browser', %s, null, %L) $$, current_setting('t.plain'), current_setting('t.host')),
  'P0001', 'live_event_not_found', 'a regular community is not a live session');
select throws_ok(format($$ select public.live_ingest_start('webrtc', %s, null, %L) $$, current_setting('t.on'), current_setting('t.host')),
  '22023', 'live_source_invalid', 'the source is browser or rtmp');

-- The window: from 15 minutes before the start until the end.
select is(tests.error_of(format($$ select public.live_ingest_start('browser', %s, null, %L) $$, current_setting('t.later'), current_setting('t.host'))),
  array['P0001', 'live_outside_window', 'Puedes transmitir desde 15 minutos antes del inicio hasta el final de la sesión.'],
  'twenty minutes before the start is too early');
select throws_ok(format($$ select public.live_ingest_start('browser', %s, null, %L) $$, current_setting('t.over'), current_setting('t.host')),
  'P0001', 'live_outside_window', 'after the end is too late');
select is(public.live_ingest_start('browser', current_setting('t.soon')::bigint, null, current_setting('t.host')::uuid) ->> 'take', '1',
  'ten minutes before the start the host may go on air');
select is((select count(*)::int from public.live_broadcasts where event_id in (current_setting('t.later')::bigint, current_setting('t.over')::bigint)), 0,
  'refused takes leave nothing behind');

-- Takes.
select is(public.live_ingest_start('rtmp', null, current_setting('t.key')) - 'ends_at',
  jsonb_build_object('event_id', current_setting('t.on')::bigint, 'take', 1, 'playlist_path', current_setting('t.on') || '/1/live.m3u8',
                     'recording_path', current_setting('t.on') || '/recording.m3u8'),
  'the current key starts take 1 of its event with its playlist and recording paths');
select is((select array[state, source, take::text] from public.live_broadcasts where event_id = current_setting('t.on')::bigint),
  array['live', 'rtmp', '1'], 'the event is live from RTMP');
update public.live_broadcasts set started_at = now() - interval '5 minutes' where event_id = current_setting('t.on')::bigint;
select is(public.live_ingest_start('browser', current_setting('t.on')::bigint, null, current_setting('t.host')::uuid) ->> 'playlist_path',
  current_setting('t.on') || '/2/live.m3u8', 'starting again is take 2 with its own playlist');
select is((select array[source, take::text, (started_at = now() - interval '5 minutes')::text] from public.live_broadcasts
            where event_id = current_setting('t.on')::bigint), array['browser', '2', 'true'],
  'the take counts up and the broadcast keeps the start of its first take');
select lives_ok(format('select public.live_ingest_segment(%s, 1, 99)', current_setting('t.on')), 'a segment of the old take is accepted');
select is((select recording_seconds from public.live_broadcasts where event_id = current_setting('t.on')::bigint), null,
  'and ignored');
select lives_ok(format($$ select public.live_ingest_stop(%s, 1, 'finished') $$, current_setting('t.on')), 'a stop of the old take is accepted');
select is((select state from public.live_broadcasts where event_id = current_setting('t.on')::bigint), 'live', 'and ignored');
select public.live_ingest_stop(current_setting('t.on')::bigint, 2, 'lost');
select is((select state from public.live_broadcasts where event_id = current_setting('t.on')::bigint), 'lost', 'a dropped connection makes the take lost');
select public.live_ingest_segment(current_setting('t.on')::bigint, 2, 12.5);
select is((select array[state, recording_seconds::text] from public.live_broadcasts where event_id = current_setting('t.on')::bigint),
  array['live', '12.5'], 'a segment of the current take puts it back live and counts the recording');
select throws_ok(format($$ select public.live_ingest_stop(%s, 2, 'paused') $$, current_setting('t.on')), '22023', 'live_stop_reason_invalid',
  'a stop is finished or lost');
select throws_ok(format('select public.live_ingest_segment(%s, 2, -1)', current_setting('t.on')), '23514', null,
  'a negative recording length is refused');

-- 'air' on live:<id>: changes of state, take or paths, not every heartbeat.
select ok(exists (select 1 from realtime.messages where topic = 'live:' || current_setting('t.on') and event = 'air' and private
                    and payload @> jsonb_build_object('state', 'lost', 'take', 2, 'playlist_path', current_setting('t.on') || '/2/live.m3u8'))
          and exists (select 1 from realtime.messages where topic = 'live:' || current_setting('t.on') and event = 'air'
                        and payload ->> 'state' = 'live' and payload ? 'server_time' and payload ? 'recording_seconds'),
  'every state change goes out as ''air'' on the private topic live:<id>');
select set_config('t.airs', (select count(*)::text from realtime.messages where topic = 'live:' || current_setting('t.on') and event = 'air'), true);
select public.live_ingest_segment(current_setting('t.on')::bigint, 2, 13.5);
select is((select count(*)::text from realtime.messages where topic = 'live:' || current_setting('t.on') and event = 'air'), current_setting('t.airs'),
  'a heartbeat that changes no state is not broadcast');

-- Sweep: a take silent for 15 s is lost; past the window it has ended.
update public.live_broadcasts set last_segment_at = now() - interval '20 seconds' where event_id = current_setting('t.on')::bigint;
update public.communities set live_date = now() - interval '2 hours' where id = current_setting('t.soon')::bigint;
select is(public.sweep_live_broadcasts(), 2, 'the sweep changes the silent take and the one past its window');
select is((select array_agg(state order by event_id) from public.live_broadcasts
            where event_id in (current_setting('t.on')::bigint, current_setting('t.soon')::bigint)), array['lost', 'ended'],
  'the silent take is lost, the one past its window ended');
select ok((select ended_at is not null from public.live_broadcasts where event_id = current_setting('t.soon')::bigint), 'with its end time');
select public.live_ingest_segment(current_setting('t.on')::bigint, 2, 14);
select is(public.sweep_live_broadcasts(), 0, 'a take that sends segments again is left live');

-- Bucket live: the media service writes, visitors read, the host deletes when not on air.
select ok((select public from storage.buckets where id = 'live'), 'bucket live is public');
insert into storage.objects (bucket_id, name) values
  ('live', current_setting('t.on') || '/2/seg-1.ts'), ('live', current_setting('t.on') || '/recording.m3u8');
select tests.authenticate_as_anon();
select is((select count(*)::int from storage.objects where bucket_id = 'live' and name like current_setting('t.on') || '/%'), 2,
  'visitors watch the live video (bucket live is public)');

select tests.authenticate_as(current_setting('t.stranger')::uuid);
select throws_ok(format($$ insert into storage.objects (bucket_id, name) values ('live', %L) $$, current_setting('t.on') || '/2/seg-2.ts'),
  '42501', null, 'a member cannot write live video');
select is_empty(format($$ delete from storage.objects where bucket_id = 'live' and name like '%s/%%' returning id $$, current_setting('t.on')),
  'a stranger cannot delete the host''s video');
select is(tests.error_of(format('select public.delete_live_recording(%s)', current_setting('t.on'))),
  array['42501', 'not_live_host', 'Solo el anfitrión de esta sesión puede transmitir.'], 'a stranger cannot delete the recording');

select tests.authenticate_as(current_setting('t.host')::uuid);
select throws_ok(format($$ insert into storage.objects (bucket_id, name) values ('live', %L) $$, current_setting('t.on') || '/2/seg-2.ts'),
  '42501', null, 'nor can the host: only the media service writes live video');
select is_empty(format($$ update storage.objects set metadata = '{}' where bucket_id = 'live' and name like '%s/%%' returning id $$, current_setting('t.on')),
  'the host cannot change live video');
select is(tests.error_of(format('select public.delete_live_recording(%s)', current_setting('t.on'))),
  array['P0001', 'live_recording_while_live', 'No puedes borrar la grabación mientras transmites.'], 'the recording stays while on air');
select is_empty(format($$ delete from storage.objects where bucket_id = 'live' and name like '%s/%%' returning id $$, current_setting('t.on')),
  'and so do its files');
select is((select array[state, recording_path] from public.live_broadcasts where event_id = current_setting('t.on')::bigint),
  array['live', current_setting('t.on') || '/recording.m3u8'], 'the refusal changed nothing');
select throws_ok(format($$ update public.live_broadcasts set state = 'ended' where event_id = %s $$, current_setting('t.on')),
  '42501', null, 'the host cannot write the on-air state');

select tests.authenticate_as_service_role();
select public.live_ingest_stop(current_setting('t.on')::bigint, 2, 'finished');
select is((select array[state, (ended_at = now())::text] from public.live_broadcasts where event_id = current_setting('t.on')::bigint),
  array['ended', 'true'], '''Finalizar transmisión'' ends the broadcast');

select tests.authenticate_as(current_setting('t.host')::uuid);
select lives_ok(format('select public.delete_live_recording(%s)', current_setting('t.on')), 'after the broadcast the host deletes the recording');
select is((select array[recording_path, recording_seconds::text] from public.live_broadcasts where event_id = current_setting('t.on')::bigint),
  array[null, null]::text[], 'the recording is gone from the broadcast');
select isnt_empty(format($$ delete from storage.objects where bucket_id = 'live' and name like '%s/%%' returning id $$, current_setting('t.on')),
  'and the host deletes its files');
select tests.clear_authentication();
select ok(exists (select 1 from realtime.messages where topic = 'live:' || current_setting('t.on') and event = 'air'
                   and payload ->> 'state' = 'ended' and payload -> 'recording_path' = 'null'::jsonb), 'viewers hear that the recording is gone');

select tests.authenticate_as_anon();
select is((select state from public.live_broadcasts where event_id = current_setting('t.on')::bigint), 'ended', 'visitors read the on-air state');
select throws_ok(format('select public.delete_live_recording(%s)', current_setting('t.on')), '42501', null, 'a visitor deletes no recording');
select throws_ok(format($$ insert into public.live_broadcasts (event_id, state) values (%s, 'live') $$, current_setting('t.later')),
  '42501', null, 'a visitor cannot put an event on air');

-- Viewer count ------------------------------------------------------------------------------------------------------

select lives_ok(format($$ select public.live_viewer_ping(%s, 'aaaaaaaa-0000-4000-8000-000000000001'), public.live_viewer_ping(%1$s, 'aaaaaaaa-0000-4000-8000-000000000001') $$,
  current_setting('t.soon')), 'a visitor''s page pings, twice');
select public.live_viewer_ping(current_setting('t.plain')::bigint, gen_random_uuid()), public.live_viewer_ping(current_setting('t.soon')::bigint, null);
select throws_ok('select * from public.live_viewers', '42501', null, 'visitors cannot read who is watching');
select tests.authenticate_as(current_setting('t.member')::uuid);
select public.live_viewer_ping(current_setting('t.soon')::bigint, 'bbbbbbbb-0000-4000-8000-000000000002'),
       public.live_viewer_ping(current_setting('t.soon')::bigint, 'cccccccc-0000-4000-8000-000000000003');
select throws_ok('select * from public.live_viewers', '42501', null, 'nor can members');

select tests.authenticate_as_service_role();
select ok(public.broadcast_live_viewer_counts() >= 1, 'the count job runs');
select is((select viewers from public.live_viewer_counts where event_id = current_setting('t.soon')::bigint), 3, 'three pages are watching');
select ok(exists (select 1 from realtime.messages where topic = 'live:' || current_setting('t.soon') and event = 'viewers' and private
                    and payload ->> 'viewers' = '3' and payload ? 'server_time'), 'the count goes out as ''viewers'' on live:<id>');
select is(public.broadcast_live_viewer_counts(), 0, 'an unchanged count is not broadcast again');

select tests.authenticate_as(current_setting('t.member')::uuid);
select public.live_viewer_leave(current_setting('t.soon')::bigint, 'cccccccc-0000-4000-8000-000000000003');
select tests.clear_authentication();
update public.live_viewers set seen_at = now() - interval '1 minute' where viewer_key = 'aaaaaaaa-0000-4000-8000-000000000001';
update public.live_viewers set seen_at = now() - interval '6 minutes' where viewer_key = 'bbbbbbbb-0000-4000-8000-000000000002';
select tests.authenticate_as_service_role();
select is(public.broadcast_live_viewer_counts(), 1, 'a page that left or went quiet stops counting');
select is((select viewers from public.live_viewer_counts where event_id = current_setting('t.soon')::bigint), 0, 'nobody is watching now');
select is((select array_agg(viewer_key::text) from public.live_viewers), array['aaaaaaaa-0000-4000-8000-000000000001'],
  'keys older than five minutes are forgotten (and pings without a key or for a regular community stored nothing)');

select tests.authenticate_as_anon();
select is((select viewers from public.live_viewer_counts where event_id = current_setting('t.soon')::bigint), 0, 'visitors read the count');
select tests.clear_authentication();
select is(array(select schedule || ' ' || command from cron.job where jobname in ('sweep-live-broadcasts', 'broadcast-live-viewer-counts') order by jobname),
  array['5 seconds select public.broadcast_live_viewer_counts()', '10 seconds select public.sweep_live_broadcasts()'],
  'pg_cron sweeps every 10 seconds and counts viewers every 5');

select * from finish();
rollback;
