-- Staff roles: the access token hook's claim (granted, changed, revoked at the next refresh), who may read and change
-- user_roles and call set_member_role, and the staff log; anon / member / moderator / admin.
begin;
select plan(36);

select tests.create_actors('sr', 'adm', 'Ada Admin', 'mod', 'Mora Moderadora', 'mem', 'Mario Miembro', 'other', 'Olga Otra');
insert into public.user_roles (user_id, role) values
  (current_setting('t.adm')::uuid, 'admin'), (current_setting('t.mod')::uuid, 'moderator');

-- The hook, as auth calls it ---------------------------------------------------------------------------------------

select ok(has_function_privilege('supabase_auth_admin', 'public.custom_access_token_hook(jsonb)', 'execute')
          and not has_function_privilege('authenticated', 'public.custom_access_token_hook(jsonb)', 'execute')
          and not has_function_privilege('anon', 'public.custom_access_token_hook(jsonb)', 'execute'),
  'only the auth server (supabase_auth_admin) may run the access token hook');

create temp table hook_out (who text, result jsonb) on commit drop;
grant insert, select on hook_out to supabase_auth_admin;
set local role supabase_auth_admin;
insert into hook_out
select who, public.custom_access_token_hook(jsonb_build_object('user_id', current_setting('t.' || who), 'authentication_method', 'password',
         'claims', jsonb_build_object('sub', current_setting('t.' || who), 'role', 'authenticated', 'aal', 'aal1', 'user_role', 'admin')))
  from unnest(array['adm', 'mod', 'mem']) who;
reset role;

select is((select result -> 'claims' ->> 'user_role' from hook_out where who = 'adm'), 'admin', 'an admin''s token carries user_role admin');
select is((select result -> 'claims' ->> 'user_role' from hook_out where who = 'mod'), 'moderator', 'a moderator''s token carries user_role moderator');
select ok(not (select result -> 'claims' ? 'user_role' from hook_out where who = 'mem'),
  'a member''s token has no user_role, even when the claims handed to the hook had one');
select is((select array(select jsonb_object_keys(result)) from hook_out where who = 'mod'), array['claims'],
  'the hook answers with the claims alone');
select is((select (result -> 'claims') - 'user_role' from hook_out where who = 'mod'),
  jsonb_build_object('sub', current_setting('t.mod'), 'role', 'authenticated', 'aal', 'aal1'), 'and keeps every other claim as given');
select is(public.custom_access_token_hook('{"user_id": "nadie", "claims": {"role": "anon"}}'), '{"claims": {"role": "anon"}}'::jsonb,
  'an event without a user id passes its claims through');

-- The claim is what policies and functions read -----------------------------------------------------------------

select tests.act_as('authenticated', '{"role": "authenticated", "user_role": "superadmin"}');
select is(public.staff_role(), null, 'an unknown user_role value is no staff role');
select tests.authenticate_with_hook(current_setting('t.mod')::uuid);
select ok(public.is_staff() and not public.is_admin(), 'a moderator is staff but not admin');
select tests.authenticate_with_hook(current_setting('t.adm')::uuid);
select ok(public.is_staff() and public.is_admin(), 'an admin is staff and admin');
select tests.authenticate_with_hook(current_setting('t.mem')::uuid);
select ok(not public.is_staff(), 'a member is not staff');

-- user_roles ----------------------------------------------------------------------------------------------------------

select is(tests.outcomes('select 1 from public.user_roles', 'anon'), array['42501'], 'visitors cannot read roles');
select tests.authenticate_with_hook(current_setting('t.mem')::uuid);
select is((select count(*)::int from public.user_roles), 0, 'a member without a role reads no role');
select tests.authenticate_with_hook(current_setting('t.mod')::uuid);
select is((select count(*)::int from public.user_roles where user_id in (current_setting('t.adm')::uuid, current_setting('t.mod')::uuid)), 2,
  'staff read every role');

select is(tests.outcomes(format($$ insert into public.user_roles (user_id, role) values (%L, 'moderator') $$, current_setting('t.mem')),
                         'anon', 'mem', 'mod', 'adm'),
  array['42501', '42501', '42501', 'ok'], 'only an admin grants a role directly');
select is(tests.outcomes(format($$ update public.user_roles set role = 'admin' where user_id = %L returning 1 $$, current_setting('t.mem')),
                         'mod', 'adm'),
  array['ok', 'ok'], 'updating a role runs for staff');
select is((select role::text from public.user_roles where user_id = current_setting('t.mem')::uuid), 'admin', 'but only the admin''s update changed it');
select is(tests.outcomes(format($$ delete from public.user_roles where user_id = %L $$, current_setting('t.mem')), 'other', 'mod'),
  array['ok', 'ok'], 'a delete by a member or moderator runs');
select ok(exists (select 1 from public.user_roles where user_id = current_setting('t.mem')::uuid), 'and removes nothing');
select tests.authenticate_with_hook(current_setting('t.adm')::uuid);
with changed as (update public.user_roles set role = 'moderator' where user_id = current_setting('t.adm')::uuid returning 1)
select is((select count(*)::int from changed), 0, 'an admin cannot change their own role directly');
select tests.clear_authentication();
select is((select granted_by from public.user_roles where user_id = current_setting('t.mem')::uuid), current_setting('t.adm')::uuid,
  'a role records the admin who granted it');

-- set_member_role -----------------------------------------------------------------------------------------------------

select is(tests.outcomes(format($$ select public.set_member_role(%L, 'moderator', 'Ayuda con la cola') $$, current_setting('t.other')),
                         'anon', 'other', 'mod', 'adm'),
  array['42501', 'not_admin', 'not_admin', 'ok'], 'only an admin makes a member a moderator');
select is(tests.outcomes(format($$ select public.set_member_role(%L, null, 'Cambio') $$, current_setting('t.adm')), 'adm'),
  array['cannot_change_own_role'], 'an admin cannot change their own role');
select is(tests.outcomes(format($$ select public.set_member_role(%L, null, '   ') $$, current_setting('t.other')), 'adm'),
  array['staff_reason_required'], 'a role change needs a reason');
select is(tests.outcomes(format($$ select public.set_member_role(%L, null, repeat('x', 1001)) $$, current_setting('t.other')), 'adm'),
  array['staff_reason_required'], 'of at most 1000 characters');
select is(tests.outcomes($$ select public.set_member_role(gen_random_uuid(), 'moderator', 'Nadie') $$, 'adm'),
  array['member_not_found'], 'an unknown member has no role to change');

-- Revoked: the hook drops the claim, so the role is gone at the next token refresh.
select tests.authenticate_with_hook(current_setting('t.other')::uuid);
select is(public.staff_role(), 'moderator', 'the new moderator''s next token carries the role');
select is(tests.outcomes(format($$ select public.set_member_role(%L, null, 'Fin del turno') $$, current_setting('t.other')), 'adm'),
  array['ok'], 'an admin revokes the role');
select tests.act_as('authenticated', jsonb_build_object('sub', current_setting('t.other'), 'role', 'authenticated', 'user_role', 'moderator'),
                    current_setting('t.other'));
select ok(public.is_staff(), 'the token issued before the revocation still carries the role until it is refreshed');
select tests.authenticate_with_hook(current_setting('t.other')::uuid);
select ok(not public.is_staff() and not (auth.jwt() ? 'user_role'), 'the refreshed token has no user_role claim');

-- The staff log ---------------------------------------------------------------------------------------------------------

select is(tests.outcomes('select 1 from public.staff_actions', 'anon'), array['42501'], 'visitors cannot read the staff log');
select tests.authenticate_with_hook(current_setting('t.mem')::uuid);
select is((select count(*)::int from public.user_roles where user_id = current_setting('t.mem')::uuid), 1,
  'a member granted a role reads their own row');
select tests.authenticate_with_hook(current_setting('t.other')::uuid);
select is((select count(*)::int from public.staff_actions), 0, 'a member reads nothing of the staff log');
select is(tests.outcomes($$ insert into public.staff_actions (action, target_type, target_id) values ('claim', 'post', '1') $$, 'adm'),
  array['42501'], 'not even an admin writes the staff log directly');
select tests.authenticate_with_hook(current_setting('t.mod')::uuid);
select is(
  (select array_agg(array[a.reason, a.details ->> 'from', a.details ->> 'to'] order by a.id)
     from public.staff_actions a where a.action = 'set_role' and a.target_id = current_setting('t.other')),
  array[array['Ayuda con la cola', null, 'moderator'], array['Fin del turno', 'moderator', null]],
  'staff read every role change in the log with its reason, before and after');
select is((select actor_id from public.staff_actions where action = 'set_role' and reason = 'Fin del turno'), current_setting('t.adm')::uuid,
  'and who made it');

select * from finish();
rollback;
