-- The second factor is enforced where the data is (issue 33): a member who has a verified MFA factor acts only from a
-- two-step session (aal2). Supabase's documented pattern (the token's aal is aal2, or the member has no verified factor)
-- lives in one helper, private.second_step_ok(), used by restrictive policies on every table clients reach and by the
-- functions members call. Reading public content never needs it: a password-only session reads what visitors read.

insert into private.error_texts (key, text) values
  ('insufficient_aal', 'Confirma primero el código de tu app de autenticación.');

-- The helper ----------------------------------------------------------------------------------------------------------
-- Definer: members cannot read auth.mfa_factors themselves. Visitors and the service role have no factor: true.
create or replace function private.second_step_ok()
returns boolean language sql stable security definer set search_path = '' as $$
  select case
    when auth.jwt() ->> 'aal' = 'aal2' then true
    else not exists (select 1 from auth.mfa_factors f where f.user_id = auth.uid() and f.status = 'verified')
  end;
$$;

comment on function private.second_step_ok() is
  'True when the caller may act: the access token is aal2, or the caller has no verified MFA factor (Supabase''s aal pattern).';
revoke execute on function private.second_step_ok() from public;
grant execute on function private.second_step_ok() to anon, authenticated, service_role;

-- The same rule as a refusal with a code: write policies and member functions say why instead of answering nothing.
create or replace function private.require_second_step()
returns boolean language plpgsql stable set search_path = '' as $$
begin
  if private.second_step_ok() then return true; end if;
  raise exception 'insufficient_aal' using errcode = '42501', detail = private.error_text('insufficient_aal');
end;
$$;

comment on function private.require_second_step() is 'True, or raises insufficient_aal (42501) for an aal1 session of a member with a verified factor.';
revoke execute on function private.require_second_step() from public;
grant execute on function private.require_second_step() to anon, authenticated, service_role;

-- Functions members call --------------------------------------------------------------------------------------------
-- Every member function starts with private.require_uid (directly, or through require_staff and require_live_moderator)
-- or private.require_live_host: the check goes there once. The custom access token hook and the functions of the
-- service role and the media worker call none of them for a member.
-- Migration helper: re-creates a function from its current definition with one change, rather than copying it whole;
-- a definition that no longer reads as expected stops the migration.
create or replace function private.redefine(fn regprocedure, pattern text, replacement text)
returns void language plpgsql set search_path = '' as $$
declare
  def text := pg_get_functiondef(fn);
begin
  if def !~ pattern then
    raise exception 'redefine %: % is not in its definition', fn, pattern;
  end if;
  execute regexp_replace(def, pattern, replacement, 'g');
end;
$$;

comment on function private.redefine(regprocedure, text, text) is 'Migration helper: re-creates fn from pg_get_functiondef with every match of pattern replaced.';
revoke execute on function private.redefine(regprocedure, text, text) from public, anon, authenticated;

select private.redefine('private.require_uid(text)', '(\n\s*)return uid;', '\1perform private.require_second_step();\1return uid;');
comment on function private.require_uid(text) is
  'auth.uid(), or raises not_authenticated (42501) with the Spanish text of text_key; insufficient_aal (42501) before the second step.';

select private.redefine('private.require_live_host(bigint, uuid)', '\nbegin\n', E'\nbegin\n  perform private.require_second_step();\n');

-- Visitors' shares are not counted, nor those of a member before the second step (the app shows them as a visitor).
select private.redefine('public.record_reel_share(bigint)', 'if uid is not null and exists', 'if uid is not null and private.second_step_ok() and exists');

-- A read of the caller's own applications: before the second step it answers what it answers a visitor.
create or replace function public.my_capabilities()
returns public.application_kind[] language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(a.kind order by a.kind), '{}')
    from public.applications a where a.user_id = (select auth.uid()) and a.status = 'approved' and private.second_step_ok();
$$;

-- Tables ------------------------------------------------------------------------------------------------------------
-- Restrictive policies: they add a condition to whatever the table's own policies allow. Writes (insert, update,
-- delete) raise insufficient_aal; reads of a member's private rows answer no row, as RLS does.
create or replace function private.require_second_step_on(tbl regclass, private_rows boolean)
returns void language plpgsql set search_path = '' as $$
begin
  execute format('create policy %I on %s as restrictive for insert to authenticated with check ((select private.require_second_step()))',
    'Adding rows needs the second step when a factor is verified', tbl);
  execute format('create policy %I on %s as restrictive for update to authenticated using ((select private.require_second_step()))',
    'Changing rows needs the second step when a factor is verified', tbl);
  execute format('create policy %I on %s as restrictive for delete to authenticated using ((select private.require_second_step()))',
    'Removing rows needs the second step when a factor is verified', tbl);
  if private_rows then
    execute format('create policy %I on %s as restrictive for select to authenticated using ((select private.second_step_ok()))',
      'Private rows need the second step when a factor is verified', tbl);
  end if;
end;
$$;

comment on function private.require_second_step_on(regclass, boolean) is
  'Migration helper: restrictive insert/update/delete policies needing the second step, and a restrictive select one when private_rows.';
revoke execute on function private.require_second_step_on(regclass, boolean) from public, anon, authenticated;

-- Public content (visitors read it): writes only.
select private.require_second_step_on(t::regclass, false) from unnest(array[
  'public.awards', 'public.comments', 'public.communities', 'public.course_certificates', 'public.course_reviews',
  'public.courses', 'public.experts', 'public.follows', 'public.job_seekers', 'public.jobs', 'public.learning_categories',
  'public.learning_modules', 'public.learning_questions', 'public.lessons', 'public.live_broadcasts',
  'public.live_chat_messages', 'public.live_status_broadcasts', 'public.live_viewer_counts', 'public.memberships',
  'public.posts', 'public.profiles', 'public.reel_likes', 'public.reels', 'public.talent_services', 'public.talents',
  'storage.objects'
]) t;

-- A member's private rows (no visitor reads them): writes and reads.
select private.require_second_step_on(t::regclass, true) from unnest(array[
  'public.applications', 'public.blocks', 'public.content_requests', 'public.conversation_reads', 'public.conversations',
  'public.email_outbox',
  'public.enrolments', 'public.expert_session_requests', 'public.job_applications', 'public.lesson_completions',
  'public.lesson_positions', 'public.live_chat_timeouts', 'public.live_viewers', 'public.messages',
  'public.moderation_items', 'public.notifications', 'public.quiz_attempts', 'public.reel_shares', 'public.reports',
  'public.saved_posts', 'public.staff_actions', 'public.user_roles', 'public.votes'
]) t;

-- Realtime: sends on any topic need the second step; joins too (private channels read realtime.messages), except on
-- live:<event id>, whose chat and status every visitor watches.
select private.require_second_step_on('realtime.messages', false);
create policy "Private topics need the second step when a factor is verified"
  on realtime.messages as restrictive for select to authenticated
  using ((select private.second_step_ok()) or (select realtime.topic()) like 'live:%');

-- Tables made from now on get the same policies: secure_table adds the write ones always and the read one unless
-- the table is public content (read_all, or public_rows when its public read policy is written beside the call).
alter function private.secure_table(regclass, text, text, text, text, text, text) rename to secure_table_policies;
comment on function private.secure_table_policies(regclass, text, text, text, text, text, text) is
  'Migration helper (through secure_table): RLS on, anon/authenticated privileges revoked, the standard read-all / owner-only policies by name.';
create function private.secure_table(tbl regclass, owner_column text default null, read_all text default null,
  read_own text default null, insert_own text default null, update_own text default null, delete_own text default null,
  public_rows boolean default false)
returns void language plpgsql set search_path = '' as $$
begin
  perform private.secure_table_policies(tbl, owner_column, read_all, read_own, insert_own, update_own, delete_own);
  perform private.require_second_step_on(tbl, read_all is null and not public_rows);
end;
$$;

comment on function private.secure_table(regclass, text, text, text, text, text, text, boolean) is
  'Migration helper: RLS on, anon/authenticated privileges revoked, the standard read-all / owner-only policies by name, and the second-step policies (reads too unless read_all or public_rows).';
revoke execute on function private.secure_table(regclass, text, text, text, text, text, text, boolean) from public, anon, authenticated;
