-- Communities and memberships: public read, curated writes, join/leave toggle with members_count, notifications toggle.
begin;
select plan(20);

select tests.create_actors('comm', 'ana', 'Ana Comunidad', 'beto', 'Beto Comunidad');
insert into public.communities (name, description, topics) values ('Comunidad de Prueba', 'Para probar', '{pruebas}');
select set_config('t.c', (select id::text from public.communities where name = 'Comunidad de Prueba'), true);

select throws_ok($$ insert into public.communities (name, price) values ('Cara', -1) $$, '23514', null,
  'a negative price is refused');
select throws_ok($$ insert into public.communities (name, is_live_event) values ('Evento sin fecha', true) $$, '23514', null,
  'a live event needs a date');
select throws_ok($$ insert into public.communities (name) values ('  ') $$, '23514', null, 'a blank community name is refused');

select tests.authenticate_as_anon();
select is((select name from public.communities where id = current_setting('t.c')::bigint), 'Comunidad de Prueba',
  'visitors can browse communities');
select throws_ok($$ select public.toggle_membership(1) $$, '42501', null, 'visitors cannot join a community');
select throws_ok($$ insert into public.communities (name) values ('Pirata') $$, '42501', null, 'visitors cannot create communities');

select tests.authenticate_as(current_setting('t.ana')::uuid);
select throws_ok($$ insert into public.communities (name) values ('Pirata') $$, '42501', null, 'members cannot create communities');
select throws_ok(format($$ update public.communities set members_count = 999 where id = %s $$, current_setting('t.c')), '42501', null,
  'members cannot change a community''s counters');
select is(public.toggle_membership(current_setting('t.c')::bigint), true, 'toggle_membership joins a community');
select is((select members_count from public.communities where id = current_setting('t.c')::bigint), 1,
  'joining adds one member to the count');
select is(public.toggle_community_notifications(current_setting('t.c')::bigint), false,
  'the notifications toggle starts on and turns off');
select is(public.toggle_community_notifications(current_setting('t.c')::bigint), true, 'the notifications toggle turns back on');
select throws_ok(
  format($$ insert into public.memberships (user_id, community_id) values (%L, %s) $$, current_setting('t.beto'), current_setting('t.c')),
  '42501', null, 'a member cannot join someone else to a community');

select tests.authenticate_as(current_setting('t.beto')::uuid);
select is((select count(*)::int from public.memberships where community_id = current_setting('t.c')::bigint), 1,
  'members can see who belongs to a community');
select is_empty(format($$ delete from public.memberships where community_id = %s returning 1 $$, current_setting('t.c')),
  'a member cannot remove another member');
select is_empty(format($$ update public.memberships set notifications_enabled = false where community_id = %s returning 1 $$, current_setting('t.c')),
  'a member cannot change another member''s notifications toggle');
select throws_ok(format($$ select public.toggle_community_notifications(%s) $$, current_setting('t.c')), 'P0001', 'not_a_member',
  'only members have a notifications toggle');

select tests.authenticate_as(current_setting('t.ana')::uuid);
select is(public.toggle_membership(current_setting('t.c')::bigint), false, 'toggle_membership again leaves the community');
select is((select members_count from public.communities where id = current_setting('t.c')::bigint), 0,
  'leaving removes the member from the count');
select throws_ok($$ insert into public.memberships (community_id) values (987654321) $$, '23503', null,
  'joining an unknown community is refused');

select * from finish();
rollback;
