-- Profiles: one public row per auth user, created and kept in sync by triggers on auth.users.

create table public.profiles (
  id uuid primary key references auth.users on delete cascade,
  name text not null default 'Usuario' constraint profiles_name_length check (char_length(btrim(name)) between 1 and 100),
  avatar_url text,
  bio text constraint profiles_bio_length check (char_length(bio) <= 300),
  role text not null default 'user' constraint profiles_role_valid check (role in ('user', 'creator')),
  is_verified boolean not null default false,
  support_url text constraint profiles_support_url_is_http check (support_url ~* '^https?://[^[:space:]]+$'),
  followers_count int not null default 0 constraint profiles_followers_count_nonnegative check (followers_count >= 0),
  following_count int not null default 0 constraint profiles_following_count_nonnegative check (following_count >= 0),
  posts_count int not null default 0 constraint profiles_posts_count_nonnegative check (posts_count >= 0),
  recognitions_count int not null default 0 constraint profiles_recognitions_count_nonnegative check (recognitions_count >= 0),
  created_at timestamptz not null default now()
);

comment on table public.profiles is 'Public face of a member: display name, avatar, bio, creator role, verification, support link and counters kept by triggers.';
comment on column public.profiles.support_url is 'External support link (Patreon-like); supporting needs a verified creator with this link.';
comment on column public.profiles.recognitions_count is 'Awards received on the profile and on the member''s posts; kept by the awards trigger.';

select private.secure_table('public.profiles', 'id',
  read_all => 'Anyone can read profiles',
  update_own => 'Members can update their own profile');

-- Clients may read everything and change only their own descriptive fields; counters, role and verification are server-side.
grant select on table public.profiles to anon, authenticated;
grant update (name, avatar_url, bio, support_url) on table public.profiles to authenticated;

-- Display name from sign-up metadata, 'Usuario' when missing or blank.
create or replace function public.profile_name_from_metadata(meta jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(nullif(btrim(left(meta ->> 'full_name', 100)), ''), 'Usuario');
$$;

comment on function public.profile_name_from_metadata(jsonb) is 'Display name from auth user metadata: full_name, or Usuario when missing or blank.';

create or replace function public.handle_new_auth_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, name, avatar_url, bio, created_at)
  values (
    new.id,
    public.profile_name_from_metadata(new.raw_user_meta_data),
    nullif(btrim(new.raw_user_meta_data ->> 'avatar_url'), ''),
    nullif(left(new.raw_user_meta_data ->> 'bio', 300), ''),
    coalesce(new.created_at, now())
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

comment on function public.handle_new_auth_user() is 'Creates the profile of a new auth user from its metadata (full_name, avatar_url, bio).';

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_auth_user();

create or replace function public.handle_auth_user_metadata_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Only the keys present in the metadata are copied: a partial updateUser keeps what the profile already has.
  update public.profiles p
     set name = case when new.raw_user_meta_data ? 'full_name'
                     then public.profile_name_from_metadata(new.raw_user_meta_data) else p.name end,
         avatar_url = case when new.raw_user_meta_data ? 'avatar_url'
                           then nullif(btrim(new.raw_user_meta_data ->> 'avatar_url'), '') else p.avatar_url end,
         bio = case when new.raw_user_meta_data ? 'bio'
                    then nullif(left(new.raw_user_meta_data ->> 'bio', 300), '') else p.bio end
   where p.id = new.id;
  return new;
end;
$$;

comment on function public.handle_auth_user_metadata_update() is 'Keeps name, avatar and bio of the profile in sync when auth user metadata changes (updateUser).';

create trigger on_auth_user_metadata_updated
  after update of raw_user_meta_data on auth.users
  for each row
  when (old.raw_user_meta_data is distinct from new.raw_user_meta_data)
  execute function public.handle_auth_user_metadata_update();

revoke execute on function public.handle_new_auth_user() from public, anon, authenticated;
revoke execute on function public.handle_auth_user_metadata_update() from public, anon, authenticated;
