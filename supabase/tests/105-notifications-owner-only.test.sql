-- Notifications: only their owner reads and marks them; generated, never written by members; user:<id> topic is private.
begin;
select plan(19);

select tests.create_actors('notif', 'owner', 'Nora Notif', 'other', 'Otto Notif');

select public.notify(current_setting('t.owner')::uuid, current_setting('t.other')::uuid, 'follow', 'Otto empezó a seguirte.', '/profile/x');
select public.notify(current_setting('t.owner')::uuid, null, 'course', 'Te has inscrito en «Curso».', '/courses/1');
select public.notify(current_setting('t.owner')::uuid, current_setting('t.owner')::uuid, 'upvote', 'A ti te gusta lo tuyo.', '/post/1');

select is((select count(*)::int from public.notifications where user_id = current_setting('t.owner')::uuid), 2,
  'notify stores notifications but never notifies members about their own actions');
select throws_ok(
  format($$ insert into public.notifications (user_id, type, content) values (%L, 'mensaje', 'x') $$, current_setting('t.owner')),
  '23514', null, 'an unknown notification type is refused');
select throws_ok(
  format($$ insert into public.notifications (user_id, type, content) values (%L, 'follow', '  ') $$, current_setting('t.owner')),
  '23514', null, 'a blank notification is refused');

select tests.authenticate_as_anon();
select throws_ok($$ select count(*) from public.notifications $$, '42501', null, 'visitors cannot read notifications');

select tests.authenticate_as(current_setting('t.other')::uuid);
select is((select count(*)::int from public.notifications), 0, 'a member sees none of another member''s notifications');
select is(public.mark_all_notifications_read(), 0, 'marking all read touches nothing of others');
select is(public.mark_notification_read((select min(id) from public.notifications)), false,
  'a member cannot mark another member''s notification');
select throws_ok(
  format($$ insert into public.notifications (user_id, type, content) values (%L, 'follow', 'Falsa') $$, current_setting('t.owner')),
  '42501', null, 'members cannot write notifications');

select tests.authenticate_as(current_setting('t.owner')::uuid);
select is((select count(*)::int from public.notifications where not read), 2, 'the owner sees their unread notifications');
select is(public.mark_notification_read((select min(id) from public.notifications)), true, 'the owner marks one read');
select is((select count(*)::int from public.notifications where not read), 1, 'one notification is left unread');
select is(public.mark_all_notifications_read(), 1, 'the owner marks all read at once');
select throws_ok($$ update public.notifications set content = 'editada' $$, '42501', null,
  'the owner cannot rewrite a notification');
select lives_ok($$ delete from public.notifications where type = 'course' $$, 'the owner may delete a notification');

select tests.clear_authentication();
select ok(
  exists (select 1 from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'notifications'),
  'notifications are published for realtime (live bell)');
select ok(
  exists (select 1 from pg_policies where schemaname = 'realtime' and tablename = 'messages'
           and policyname = 'Members receive only their own user topic'),
  'the private user:<id> topic is guarded by a realtime.messages policy');

-- Behaviour of the private topic: a member reads the broadcasts of user:<own id> only.
select tests.authenticate_as(current_setting('t.owner')::uuid);
select set_config('realtime.topic', 'user:' || current_setting('t.owner'), true);
select ok((select count(*) from realtime.messages where topic = 'user:' || current_setting('t.owner')) >= 2,
  'new notifications are broadcast on the owner''s user topic and the owner may receive them');
select tests.authenticate_as(current_setting('t.other')::uuid);
select set_config('realtime.topic', 'user:' || current_setting('t.owner'), true);
select is((select count(*)::int from realtime.messages), 0, 'another member cannot receive on someone else''s user topic');
select throws_ok(format($$ insert into realtime.messages (topic, extension, event, payload) values ('user:%s', 'broadcast', 'x', '{}') $$,
  current_setting('t.owner')), '42501', null, 'another member cannot send on someone else''s user topic');

select * from finish();
rollback;
