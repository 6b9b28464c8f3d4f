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

create or replace function public.count_membership()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    update public.communities c set members_count = c.members_count + 1 where c.id = new.community_id;
  elsif tg_op = 'DELETE' then
    update public.communities c set members_count = greatest(c.members_count - 1, 0) where c.id = old.community_id;
  end if;
  return null;
end;
$$;

comment on function public.count_membership() is 'Keeps communities.members_count in step with memberships.';
revoke execute on function public.count_membership() from public, anon, authenticated;

create trigger memberships_count
  after insert or delete on public.memberships
  for each row execute function public.count_membership();

create or replace function public.toggle_membership(community_id bigint)
returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
declare
  uid uuid := private.require_uid('not_authenticated');
begin
  delete from public.memberships m where m.user_id = uid and m.community_id = toggle_membership.community_id;
  if found then
    return false;
  end if;
  insert into public.memberships (user_id, community_id) values (uid, toggle_membership.community_id);
  return true;
end;
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
