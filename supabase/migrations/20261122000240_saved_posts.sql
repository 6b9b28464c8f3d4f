-- Saved posts: a member's private bookmarks.

create table public.saved_posts (
  user_id uuid not null default auth.uid() references public.profiles on delete cascade,
  post_id bigint not null references public.posts on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, post_id)
);

comment on table public.saved_posts is 'Posts a member saved (Guardados); visible only to that member.';

create index saved_posts_post_idx on public.saved_posts (post_id);

alter table public.saved_posts enable row level security;

revoke all on table public.saved_posts from anon, authenticated;
grant select, delete on table public.saved_posts to authenticated;
grant insert (user_id, post_id) on table public.saved_posts to authenticated;

create policy "Members see their own saved posts"
  on public.saved_posts for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Members save posts for themselves"
  on public.saved_posts for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "Members unsave their own saved posts"
  on public.saved_posts for delete
  to authenticated
  using (user_id = (select auth.uid()));

create or replace function public.toggle_save_post(post_id bigint)
returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
declare
  uid uuid := private.require_uid('not_authenticated.guardar_publicaciones');
begin
  delete from public.saved_posts s where s.user_id = uid and s.post_id = toggle_save_post.post_id;
  if found then
    return false;
  end if;
  insert into public.saved_posts (user_id, post_id) values (uid, toggle_save_post.post_id);
  return true;
end;
$$;

comment on function public.toggle_save_post(bigint) is 'Saves the post, or unsaves it when already saved; returns true when now saved.';

revoke execute on function public.toggle_save_post(bigint) from public, anon;
grant execute on function public.toggle_save_post(bigint) to authenticated, service_role;
