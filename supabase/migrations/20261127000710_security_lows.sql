-- Issue 33's lows in the product schema: no member or visitor may TRUNCATE (it skips RLS), reel shares are written only
-- by record_reel_share, and a profile picture from auth metadata that is not a web address is not taken (it failed
-- sign-up and PUT /auth/v1/user with a 500).

-- Supabase's default privileges give anon and authenticated every privilege on public tables, TRUNCATE included, and
-- TRUNCATE is not subject to RLS. PostgREST never sends it; a role that cannot is safer than a client that does not.
revoke truncate on all tables in schema public from anon, authenticated;
alter default privileges in schema public revoke truncate on tables from anon, authenticated;

revoke insert, update, delete on table public.reel_shares from anon, authenticated;
revoke select on table public.reel_shares from anon;

-- The metadata is the member's own, but the profile is public; a refused row would fail GoTrue's whole request. A
-- member's own update of the profile (trigger depth 1) still meets profiles_avatar_url_is_web and its error.
create or replace function private.keep_web_avatar()
returns trigger language plpgsql set search_path = '' as $$
begin
  if pg_trigger_depth() > 1 and new.avatar_url !~* '^(https?://|/[^/])[^[:space:]]*$' then
    new.avatar_url := case when tg_op = 'UPDATE' then old.avatar_url end;
  end if;
  return new;
end $$;

comment on function private.keep_web_avatar() is 'Profiles: an avatar_url written by the auth metadata sync that is not a web address keeps the previous one (none on sign-up).';

create trigger profiles_avatar_from_metadata_is_web
  before insert or update of avatar_url on public.profiles
  for each row execute function private.keep_web_avatar();
