-- A post's comment count as its reader sees it: posts.comments_count, minus the comments of members the reader blocked
-- (RLS hides those from the thread). Selected as a computed field (visible_comments_count) beside the post.
-- Definer because visitors cannot read blocks; it only ever looks at the caller's own blocks and applies the comments
-- policy's rule (not deleted, author not blocked by the caller) itself.
create or replace function public.visible_comments_count(post public.posts)
returns int
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when not exists (select 1 from public.blocks b where b.blocker_id = (select auth.uid())) then post.comments_count
    else (
      select count(*)::int from public.comments c
       where c.post_id = post.id and c.deleted_at is null
         and not exists (select 1 from public.blocks b where b.blocker_id = (select auth.uid()) and b.blocked_id = c.author_id)
    )
  end;
$$;

comment on function public.visible_comments_count(public.posts) is
  'Comments of the post the caller can read (not deleted, not by members they blocked); comments_count when they blocked nobody.';
grant execute on function public.visible_comments_count(public.posts) to anon, authenticated, service_role;
