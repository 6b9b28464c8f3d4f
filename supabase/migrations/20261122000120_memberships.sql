-- Memberships: who joined which community, with the per-community notifications toggle; members_count kept by trigger.

create table public.memberships (
  user_id uuid not null default auth.uid() references public.profiles on delete cascade,
  community_id bigint not null references public.communities on delete cascade,
  notifications_enabled boolean not null default true,
  joined_at timestamptz not null default now(),
  primary key (user_id, community_id)
);

comment on table public.memberships is 'A member joined a community; notifications_enabled is the community''s notifications on/off toggle.';

create index memberships_community_idx on public.memberships (community_id, joined_at);

select private.secure_table('public.memberships', 'user_id',
  read_all => 'Anyone can see who belongs to a community',
  insert_own => 'Members join communities as themselves',
  update_own => 'Members change their own notifications toggle',
  delete_own => 'Members leave communities they joined');

grant select on table public.memberships to anon, authenticated;
grant insert (user_id, community_id, notifications_enabled), delete on table public.memberships to authenticated;
grant update (notifications_enabled) on table public.memberships to authenticated;

create trigger memberships_count
  after insert or delete on public.memberships
  for each row execute function private.count_in_parent('public.communities', 'members_count', 'community_id');

create or replace function public.toggle_membership(community_id bigint)
returns boolean
language sql
security invoker
set search_path = ''
as $$
  select private.toggle_own_row('public.memberships', 'user_id', 'community_id', toggle_membership.community_id);
$$;

comment on function public.toggle_membership(bigint) is 'Joins the community, or leaves it when already a member; returns true when the caller is now a member.';

create or replace function public.toggle_community_notifications(community_id bigint)
returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
declare
  enabled boolean;
begin
  update public.memberships m
     set notifications_enabled = not m.notifications_enabled
   where m.user_id = auth.uid() and m.community_id = toggle_community_notifications.community_id
  returning m.notifications_enabled into enabled;
  if not found then
    raise exception 'not_a_member' using errcode = 'P0001', detail = private.error_text('not_a_member');
  end if;
  return enabled;
end;
$$;

comment on function public.toggle_community_notifications(bigint) is 'Flips the caller''s notifications toggle for a community they joined; returns the new value.';

revoke execute on function public.toggle_membership(bigint) from public, anon;
revoke execute on function public.toggle_community_notifications(bigint) from public, anon;
grant execute on function public.toggle_membership(bigint) to authenticated, service_role;
grant execute on function public.toggle_community_notifications(bigint) to authenticated, service_role;

alter publication supabase_realtime add table public.memberships;
