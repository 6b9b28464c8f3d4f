-- Reel comments get the post comments' deletion rule (20261125005000): deleting one's reel comment never destroys
-- what others wrote. Direct DELETE is no longer granted (parent_id cascades took every reply along); the author calls
-- delete_reel_comment: a comment with replies keeps its place as 'Comentario eliminado' (text wiped, replies stay),
-- one without replies is removed, and so is each deleted ancestor it leaves without replies. Edits set edited_at.

alter table public.reel_comments
  add column edited_at timestamptz,
  add column deleted_at timestamptz;

comment on column public.reel_comments.edited_at is 'Last time the author changed the text (null: never edited).';
comment on column public.reel_comments.deleted_at is 'Set when the author deleted a comment that has replies: shown as ''Comentario eliminado'', text wiped.';

alter table public.reel_comments drop constraint reel_comments_content_length;
alter table public.reel_comments add constraint reel_comments_content_length
  check (case when deleted_at is null then btrim(content) <> '' and char_length(content) <= 5000 else content = '' end);

revoke delete on table public.reel_comments from authenticated;
drop policy "Authors delete their own reel comments" on public.reel_comments;

drop policy "Authors edit their own reel comments" on public.reel_comments;
create policy "Authors edit their own reel comments while they exist"
  on public.reel_comments for update
  to authenticated
  using (author_id = (select auth.uid()) and deleted_at is null)
  with check (author_id = (select auth.uid()) and deleted_at is null);

create trigger reel_comments_mark_edited
  before update of content on public.reel_comments
  for each row execute function public.mark_edited();

-- The reel's comments_count follows what readers see: a comment kept as deleted stops counting, once.

create trigger reel_comments_count_deleted
  after update of deleted_at on public.reel_comments
  for each row execute function public.on_reel_comment_change();

-- No reply to a deleted reel comment (the parent check of 20261125004000 still runs first).
create or replace function public.check_reel_comment_target_open()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.parent_id is not null and exists (select 1 from public.reel_comments c where c.id = new.parent_id and c.deleted_at is not null) then
    raise exception 'comment_deleted' using errcode = '23514', detail = private.error_text('comment_deleted');
  end if;
  return new;
end;
$$;

comment on function public.check_reel_comment_target_open() is 'Refuses replies to a deleted reel comment.';
revoke execute on function public.check_reel_comment_target_open() from public, anon, authenticated;

create trigger reel_comments_check_target_open
  before insert on public.reel_comments
  for each row execute function public.check_reel_comment_target_open();

-- delete_reel_comment: the author's own comment only; returns true when it was kept as 'Comentario eliminado'.
create or replace function public.delete_reel_comment(comment_id bigint)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_uid('not_authenticated');
  target public.reel_comments;
  parent bigint;
begin
  select * into target from public.reel_comments c where c.id = delete_reel_comment.comment_id and c.deleted_at is null for update;
  if target.id is null or target.author_id <> uid then
    raise exception 'not_comment_author' using errcode = '42501', detail = private.error_text('not_comment_author');
  end if;
  if exists (select 1 from public.reel_comments r where r.parent_id = target.id) then
    update public.reel_comments c set deleted_at = now(), content = '' where c.id = target.id;
    return true;
  end if;
  delete from public.reel_comments c where c.id = target.id;
  parent := target.parent_id;
  while parent is not null loop
    delete from public.reel_comments c
     where c.id = parent and c.deleted_at is not null
       and not exists (select 1 from public.reel_comments r where r.parent_id = c.id)
    returning c.parent_id into parent;
  end loop;
  return false;
end;
$$;

comment on function public.delete_reel_comment(bigint) is 'The author deletes their reel comment: kept as ''Comentario eliminado'' while it has replies, removed otherwise.';
revoke execute on function public.delete_reel_comment(bigint) from public, anon;
grant execute on function public.delete_reel_comment(bigint) to authenticated, service_role;
