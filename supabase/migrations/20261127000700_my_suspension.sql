-- A member reads the end of their own suspension: a suspension ends every session, so the signed-out tab asks with its
-- last access token (still valid until it expires) and /login says until when.
create or replace function public.my_suspension()
returns timestamptz language sql stable security definer set search_path = '' as $$
  select u.banned_until from auth.users u where u.id = auth.uid() and u.banned_until > now();
$$;

comment on function public.my_suspension() is 'The caller''s suspension end (auth.users.banned_until) while it is in the future; null otherwise.';
revoke execute on function public.my_suspension() from public, anon;
grant execute on function public.my_suspension() to authenticated;
