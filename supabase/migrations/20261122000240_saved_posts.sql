-- Saved posts: a member's private bookmarks.

create table public.saved_posts (
  user_id uuid not null default auth.uid() references public.profiles on delete cascade,
  post_id bigint not null references public.posts on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, post_id)
);

comment on table public.saved_posts is 'Posts a member saved (Guardados); visible only to that member.';

create index saved_posts_post_idx on public.saved_posts (post_id);

select private.secure_table('public.saved_posts', 'user_id',
  read_own => 'Members see their own saved posts',
  insert_own => 'Members save posts for themselves',
  delete_own => 'Members unsave their own saved posts');

grant select, delete on table public.saved_posts to authenticated;
grant insert (user_id, post_id) on table public.saved_posts to authenticated;

create or replace function public.toggle_save_post(post_id bigint)
returns boolean
language sql
security invoker
set search_path = ''
as $$
  select private.toggle_own_row('public.saved_posts', 'user_id', 'post_id', toggle_save_post.post_id,
    'not_authenticated.guardar_publicaciones');
$$;

comment on function public.toggle_save_post(bigint) is 'Saves the post, or unsaves it when already saved; returns true when now saved.';

revoke execute on function public.toggle_save_post(bigint) from public, anon;
grant execute on function public.toggle_save_post(bigint) to authenticated, service_role;
