-- Members edit and delete their own posts and comments without losing what others wrote; posts are idempotent per
-- form (client_id); nobody reports their own post, comment or profile.
--
-- Deleting is a soft delete decided in SQL (delete_post / delete_comment); direct DELETE is no longer granted:
-- * a post gets deleted_at and leaves every list (RLS hides it, counters drop); its row stays for moderation and its
--   comments stay readable on /post/{id} under 'Publicación eliminada' (nobody's comment is destroyed);
-- * a comment with replies keeps its place as 'Comentario eliminado' (content wiped, replies and votes stay); one
--   without replies is removed with its votes, and a deleted parent left without replies goes with it.

-- Posts: the browser's form id, edit mark, soft delete.
alter table public.posts
  add column client_id uuid constraint posts_client_id_unique unique,
  add column edited_at timestamptz,
  add column deleted_at timestamptz;

comment on column public.posts.client_id is 'Id the author''s browser gave the form: the same form sent twice is stored once.';
comment on column public.posts.edited_at is 'Last time the author changed title, content, image or tags (null: never edited).';
comment on column public.posts.deleted_at is 'Set when the author deleted the post: hidden from everyone, its comments stay readable.';

grant insert (client_id) on table public.posts to authenticated;
revoke delete on table public.posts from authenticated;

drop policy "Anyone can read posts except from members they blocked" on public.posts;
create policy "Anyone can read posts that are not deleted, except from members they blocked"
  on public.posts for select
  to anon, authenticated
  using (deleted_at is null and not public.is_blocked_by_me(author_id));

drop policy "Authors edit their own posts" on public.posts;
create policy "Authors edit their own posts while they exist"
  on public.posts for update
  to authenticated
  using (author_id = (select auth.uid()) and deleted_at is null)
  with check (author_id = (select auth.uid()) and deleted_at is null);

drop policy "Authors delete their own posts" on public.posts;

-- Comments: edit mark, soft delete (a deleted comment keeps no text).
alter table public.comments
  add column edited_at timestamptz,
  add column deleted_at timestamptz;

comment on column public.comments.edited_at is 'Last time the author changed the text (null: never edited).';
comment on column public.comments.deleted_at is 'Set when the author deleted a comment that has replies: shown as ''Comentario eliminado'', text wiped.';

alter table public.comments drop constraint comments_content_length;
alter table public.comments add constraint comments_content_length
  check (case when deleted_at is null then btrim(content) <> '' and char_length(content) <= 5000 else content = '' end);

revoke delete on table public.comments from authenticated;

drop policy "Authors edit their own comments" on public.comments;
create policy "Authors edit their own comments while they exist"
  on public.comments for update
  to authenticated
  using (author_id = (select auth.uid()) and deleted_at is null)
  with check (author_id = (select auth.uid()) and deleted_at is null);

drop policy "Authors delete their own comments" on public.comments;

-- The edit mark: set when the visible text really changes (not by counters).
create or replace function public.mark_edited()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.deleted_at is not null then
    return new;
  end if;
  if tg_table_name = 'posts' then
    if (new.title, new.content, new.image_url, new.tags) is distinct from (old.title, old.content, old.image_url, old.tags) then
      new.edited_at := now();
    end if;
  elsif new.content is distinct from old.content then
    new.edited_at := now();
  end if;
  return new;
end;
$$;

comment on function public.mark_edited() is 'Sets edited_at when the author changes what readers see of a post or comment.';
revoke execute on function public.mark_edited() from public, anon, authenticated;

create trigger posts_mark_edited
  before update of title, content, image_url, tags on public.posts
  for each row execute function public.mark_edited();

create trigger comments_mark_edited
  before update of content on public.comments
  for each row execute function public.mark_edited();

-- Counters follow what readers see: a deleted post leaves community and author counts, a deleted comment the post's.

create trigger posts_count_deleted
  after update of deleted_at on public.posts
  for each row execute function public.count_post();

create trigger comments_count_deleted
  after update of deleted_at on public.comments
  for each row execute function public.on_comment_change();

-- No new comment on a deleted post, no reply to a deleted comment.
create or replace function public.check_comment_target_open()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.posts p where p.id = new.post_id and p.deleted_at is not null) then
    raise exception 'post_deleted' using errcode = '23514', detail = private.error_text('post_deleted');
  end if;
  if new.parent_id is not null and exists (select 1 from public.comments c where c.id = new.parent_id and c.deleted_at is not null) then
    raise exception 'comment_deleted' using errcode = '23514', detail = private.error_text('comment_deleted');
  end if;
  return new;
end;
$$;

comment on function public.check_comment_target_open() is 'Refuses comments on a deleted post and replies to a deleted comment.';
revoke execute on function public.check_comment_target_open() from public, anon, authenticated;

create trigger comments_check_target_open
  before insert on public.comments
  for each row execute function public.check_comment_target_open();

-- delete_post: the author's own post only; soft, so nobody's comment is lost.
create or replace function public.delete_post(post_id bigint)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_uid('not_authenticated');
  author uuid;
begin
  select p.author_id into author from public.posts p where p.id = delete_post.post_id and p.deleted_at is null for update;
  if author is null or author <> uid then
    raise exception 'not_post_author' using errcode = '42501', detail = private.error_text('not_post_author');
  end if;
  update public.posts p set deleted_at = now() where p.id = delete_post.post_id;
end;
$$;

comment on function public.delete_post(bigint) is 'The author deletes their post: hidden everywhere, counters drop, comments stay readable under ''Publicación eliminada''.';
revoke execute on function public.delete_post(bigint) from public, anon;
grant execute on function public.delete_post(bigint) to authenticated, service_role;

-- delete_comment: the author's own comment only. With replies it stays as 'Comentario eliminado'; without, it goes
-- (with its votes), and so does each deleted ancestor it leaves without replies. Returns true when it was kept.
create or replace function public.delete_comment(comment_id bigint)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_uid('not_authenticated');
  target public.comments;
  parent bigint;
begin
  select * into target from public.comments c where c.id = delete_comment.comment_id and c.deleted_at is null for update;
  if target.id is null or target.author_id <> uid then
    raise exception 'not_comment_author' using errcode = '42501', detail = private.error_text('not_comment_author');
  end if;
  if exists (select 1 from public.comments r where r.parent_id = target.id) then
    update public.comments c set deleted_at = now(), content = '' where c.id = target.id;
    return true;
  end if;
  delete from public.comments c where c.id = target.id;
  parent := target.parent_id;
  while parent is not null loop
    delete from public.comments c
     where c.id = parent and c.deleted_at is not null
       and not exists (select 1 from public.comments r where r.parent_id = c.id)
    returning c.parent_id into parent;
  end loop;
  return false;
end;
$$;

comment on function public.delete_comment(bigint) is 'The author deletes their comment: kept as ''Comentario eliminado'' while it has replies, removed otherwise.';
revoke execute on function public.delete_comment(bigint) from public, anon;
grant execute on function public.delete_comment(bigint) to authenticated, service_role;

-- Why /post/{id} reads no post: 'deleted' (its comments may still be read), 'blocked' (its author is someone the
-- caller blocked), null when it is readable or never existed. Reveals nothing of the post itself.
create or replace function public.post_state(post_id bigint)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case when p.deleted_at is not null then 'deleted' when public.is_blocked_by_me(p.author_id) then 'blocked' end
    from public.posts p where p.id = post_state.post_id;
$$;

comment on function public.post_state(bigint) is '''deleted'' when its author deleted the post, ''blocked'' when the caller blocked its author, else null.';
grant execute on function public.post_state(bigint) to anon, authenticated, service_role;

-- The home hero's counts: every community (live events included), courses, and the discussions readers can find.
create or replace function public.site_counters()
returns table (communities int, courses int, posts int)
language sql
stable
security definer
set search_path = ''
as $$
  select
    (select count(*)::int from public.communities),
    (select count(*)::int from public.courses),
    (select count(*)::int from public.posts where deleted_at is null);
$$;

comment on function public.site_counters() is 'Counts for the home hero: all communities (live events included), courses and discussions (posts); the app adds the plus sign.';
grant execute on function public.site_counters() to anon, authenticated, service_role;

-- Nobody reports their own post, comment or profile.
create or replace function public.check_report_not_own()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  owner uuid;
begin
  if new.target_type = 'profile' then
    owner := case when new.target_id ~* '^[0-9a-f-]{36}$' then new.target_id::uuid end;
  elsif new.target_type = 'post' and new.target_id ~ '^[0-9]+$' then
    select p.author_id into owner from public.posts p where p.id = new.target_id::bigint;
  elsif new.target_type = 'comment' and new.target_id ~ '^[0-9]+$' then
    select c.author_id into owner from public.comments c where c.id = new.target_id::bigint;
  end if;
  if owner = new.reporter_id then
    raise exception 'cannot_report_own_content' using errcode = '23514', detail = private.error_text('cannot_report_own_content');
  end if;
  return new;
end;
$$;

comment on function public.check_report_not_own() is 'Refuses a report of one''s own post, comment or profile.';
revoke execute on function public.check_report_not_own() from public, anon, authenticated;

create trigger reports_not_own
  before insert on public.reports
  for each row execute function public.check_report_not_own();
