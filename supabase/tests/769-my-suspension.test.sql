-- A member reads the end of their own suspension (and nobody else's); visitors may not ask.
begin;
select plan(4);

select tests.create_actors('ms', 'member', 'Mía Suspendida', 'other', 'Óscar Otro');
update auth.users set banned_until = now() + interval '2 hours' where id = current_setting('t.member')::uuid;
update auth.users set banned_until = now() - interval '1 hour' where id = current_setting('t.other')::uuid;

select is(tests.outcomes('select public.my_suspension()', 'anon', 'member'), array['42501', 'ok'],
  'visitors may not ask; a member may');
select tests.authenticate_as(current_setting('t.member')::uuid);
select ok(public.my_suspension() between now() + interval '119 minutes' and now() + interval '121 minutes',
  'a suspended member reads when their suspension ends');
select tests.authenticate_as(current_setting('t.other')::uuid);
select is(public.my_suspension(), null, 'a suspension that ended is no suspension');
select tests.clear_authentication();
select is(public.my_suspension(), null, 'without a signed-in member there is nothing to read');

select * from finish();
rollback;
