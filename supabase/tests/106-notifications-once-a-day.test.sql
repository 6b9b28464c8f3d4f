-- Toggled actions notify at most once a day per actor, kind and target; comments always notify.
begin;
select plan(6);

select tests.create_actors('daily', 'star', 'Estrella Diaria', 'fan', 'Fan Insistente', 'other', 'Otra Fan');

select tests.authenticate_as(current_setting('t.fan')::uuid);
select public.toggle_follow(current_setting('t.star')::uuid);
select public.toggle_follow(current_setting('t.star')::uuid);
select public.toggle_follow(current_setting('t.star')::uuid);
select public.toggle_follow(current_setting('t.star')::uuid);
select public.toggle_follow(current_setting('t.star')::uuid);

select tests.authenticate_as(current_setting('t.star')::uuid);
select is((select count(*)::int from public.notifications where type = 'follow' and actor_id = current_setting('t.fan')::uuid), 1,
  'following, unfollowing and following again within a day notifies once');
select is((select followers_count from public.profiles where id = current_setting('t.star')::uuid), 1,
  'the follow itself still counts');

select tests.authenticate_as(current_setting('t.other')::uuid);
select public.toggle_follow(current_setting('t.star')::uuid);
select tests.authenticate_as(current_setting('t.star')::uuid);
select is((select count(*)::int from public.notifications where type = 'follow'), 2, 'another follower still notifies');

-- A day later the same follower notifies again
reset role;
update public.notifications set created_at = now() - interval '25 hours' where actor_id = current_setting('t.fan')::uuid;
select tests.authenticate_as(current_setting('t.fan')::uuid);
select public.toggle_follow(current_setting('t.star')::uuid);
select public.toggle_follow(current_setting('t.star')::uuid);
select tests.authenticate_as(current_setting('t.star')::uuid);
select is((select count(*)::int from public.notifications where type = 'follow' and actor_id = current_setting('t.fan')::uuid), 2,
  'after a day the same follower notifies again');

-- Comments are not toggles
reset role;
select set_config('t.post', (select public.notify(current_setting('t.star')::uuid, current_setting('t.fan')::uuid, 'comment', 'Uno', '/post/1'))::text, true);
select public.notify(current_setting('t.star')::uuid, current_setting('t.fan')::uuid, 'comment', 'Dos', '/post/1');
select is((select count(*)::int from public.notifications where type = 'comment' and actor_id = current_setting('t.fan')::uuid), 2,
  'each comment notifies, even on the same post the same day');
select public.notify(current_setting('t.star')::uuid, current_setting('t.fan')::uuid, 'upvote', 'Voto', '/post/1');
select public.notify(current_setting('t.star')::uuid, current_setting('t.fan')::uuid, 'upvote', 'Voto', '/post/2');
select is((select count(*)::int from public.notifications where type = 'upvote' and actor_id = current_setting('t.fan')::uuid), 2,
  'the same kind about a different target notifies');

select * from finish();
rollback;
