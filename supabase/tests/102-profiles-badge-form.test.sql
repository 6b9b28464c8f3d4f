-- Badge form: a member chooses how badges speak of them; only the three forms; only on one's own profile.
begin;
select plan(5);

select tests.create_actors('bf', 'ana', 'Ana Forma', 'beto', 'Beto Forma');

select is((select badge_form from public.profiles where id = current_setting('t.ana')::uuid), 'neutro', 'a new member''s badges are neutral');

select tests.authenticate_as(current_setting('t.ana')::uuid);
update public.profiles set badge_form = 'femenino' where id = current_setting('t.ana')::uuid;
select is((select badge_form from public.profiles where id = current_setting('t.ana')::uuid), 'femenino', 'a member chooses their own form');
select throws_ok(format($$ update public.profiles set badge_form = 'otro' where id = %L $$, current_setting('t.ana')), '23514', null,
  'only femenino, masculino and neutro are forms');
update public.profiles set badge_form = 'masculino' where id = current_setting('t.beto')::uuid;
select is((select badge_form from public.profiles where id = current_setting('t.beto')::uuid), 'neutro', 'nobody chooses for another member');

select tests.authenticate_as_anon();
select throws_ok(format($$ update public.profiles set badge_form = 'femenino' where id = %L $$, current_setting('t.ana')), '42501', null,
  'visitors change no form');

select * from finish();
rollback;
