-- Follows between members (no self-follow); followers/following counters and the 'follow' notification by trigger.
-- Also support_creator(): the support link of a verified creator, with a 'patreon' notification.

create table public.follows (
  follower_id uuid not null default auth.uid() references public.profiles on delete cascade,
  following_id uuid not null references public.profiles on delete cascade,
  created_at timestamptz not null default now(),
  primary key (follower_id, following_id),
  constraint follows_no_self_follow check (follower_id <> following_id)
);

comment on table public.follows is 'follower_id follows following_id; public, so profiles can list followers.';

create index follows_following_idx on public.follows (following_id);

select private.secure_table('public.follows', 'follower_id',
  read_all => 'Anyone can see who follows whom',
  insert_own => 'Members follow as themselves',
  delete_own => 'Members unfollow as themselves');

grant select on table public.follows to anon, authenticated;
grant insert (follower_id, following_id), delete on table public.follows to authenticated;

create or replace function public.on_follow_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  follower text;
begin
  if tg_op = 'DELETE' then
    update public.profiles p set followers_count = greatest(p.followers_count - 1, 0) where p.id = old.following_id;
    update public.profiles p set following_count = greatest(p.following_count - 1, 0) where p.id = old.follower_id;
    return null;
  end if;
  update public.profiles p set followers_count = p.followers_count + 1 where p.id = new.following_id;
  update public.profiles p set following_count = p.following_count + 1 where p.id = new.follower_id
  returning p.name into follower;
  perform public.notify(new.following_id, new.follower_id, 'follow',
    format('%s empezó a seguirte.', follower), format('/profile/%s', new.follower_id));
  return null;
end;
$$;

comment on function public.on_follow_change() is 'Keeps followers_count/following_count and notifies the followed member.';
revoke execute on function public.on_follow_change() from public, anon, authenticated;

create trigger follows_change
  after insert or delete on public.follows
  for each row execute function public.on_follow_change();

create or replace function public.toggle_follow(profile_id uuid)
returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
begin
  perform private.require_uid('not_authenticated.a_usuarios');
  if toggle_follow.profile_id is null or not exists (select 1 from public.profiles p where p.id = toggle_follow.profile_id) then
    raise exception 'profile_not_found' using errcode = 'PT404', detail = private.error_text('profile_not_found');
  end if;
  return private.toggle_own_row('public.follows', 'follower_id', 'following_id', toggle_follow.profile_id, 'not_authenticated.a_usuarios');
end;
$$;

comment on function public.toggle_follow(uuid) is 'Follows the member, or unfollows when already following; true when now following.';

-- Definer: it notifies the creator, which members cannot write themselves.
create or replace function public.support_creator(creator_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_uid('not_authenticated.necesitas_a_creadores');
  creator record;
  supporter text;
begin
  select p.id, p.role, p.is_verified, p.support_url into creator from public.profiles p where p.id = support_creator.creator_id;
  if creator.id is null then
    raise exception 'profile_not_found' using errcode = 'P0002', detail = private.error_text('profile_not_found');
  end if;
  if creator.role <> 'creator' or not creator.is_verified then
    raise exception 'creator_not_verified' using errcode = 'P0001',
      detail = private.error_text('creator_not_verified');
  end if;
  if creator.support_url is null then
    raise exception 'support_link_missing' using errcode = 'P0001', detail = private.error_text('support_link_missing');
  end if;
  select p.name into supporter from public.profiles p where p.id = uid;
  perform public.notify(creator.id, uid, 'patreon', format('%s quiere apoyarte como creador.', supporter), format('/profile/%s', uid));
  return creator.support_url;
end;
$$;

comment on function public.support_creator(uuid) is 'Support link of a verified creator (errors creator_not_verified / support_link_missing otherwise); notifies the creator (type patreon).';

revoke execute on function public.toggle_follow(uuid) from public, anon;
revoke execute on function public.support_creator(uuid) from public, anon;
grant execute on function public.toggle_follow(uuid) to authenticated, service_role;
grant execute on function public.support_creator(uuid) to authenticated, service_role;
