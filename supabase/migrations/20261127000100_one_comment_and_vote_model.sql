-- One comment model: a comment thread hangs on a post or on a reel (comments.post_id or reel_id), as a vote hangs on a
-- post or a comment (votes, 20261122000230). Databases made before the one model had twin tables (reel_comments,
-- post_votes, comment_votes): private.merge_comment_and_vote_twins moves their rows in.

-- Comments: one thread per post or reel. Reel comments get every post-comment rule (parent in the same thread,
-- soft delete, edit mark, client_id, blocks, realtime) from the same triggers and policies.
alter table public.comments
  alter column post_id drop not null,
  add column reel_id bigint references public.reels on delete cascade,
  add constraint comments_one_thread check (num_nonnulls(post_id, reel_id) = 1);

comment on table public.comments is 'Comments on a post or a reel (exactly one); parent_id makes a reply (any depth) to another comment of the same thread.';

create index comments_reel_created_idx on public.comments (reel_id, created_at) where reel_id is not null;
grant insert (reel_id) on table public.comments to authenticated;

create or replace function public.check_comment_parent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.parent_id is not null and not exists (
    select 1 from public.comments c
     where c.id = new.parent_id and c.post_id is not distinct from new.post_id and c.reel_id is not distinct from new.reel_id
  ) then
    raise exception 'reply_parent_mismatch'
      using errcode = '23514',
            constraint = case when new.reel_id is null then 'comments_parent_same_post' else 'comments_parent_same_reel' end,
            detail = private.error_text(case when new.reel_id is null then 'reply_parent_mismatch' else 'reply_parent_mismatch.mismo_reel' end);
  end if;
  return new;
end;
$$;

comment on function public.check_comment_parent() is 'Refuses a reply whose parent comment belongs to another post or reel.';
revoke execute on function public.check_comment_parent() from public, anon, authenticated;

create trigger comments_check_parent
  before insert or update of parent_id, post_id, reel_id on public.comments
  for each row execute function public.check_comment_parent();

-- The move, kept as a function so pgTAP can run it again on legacy-shaped rows: reel comments get ids after the
-- highest comment id (same offset for id and parent_id, and for reports naming them), keep their text, dates, edit
-- and delete marks; votes keep value and date. Triggers stay off while rows move (counters and notifications are
-- already right), then the legacy tables go.
create or replace function private.merge_comment_and_vote_twins()
returns void
language plpgsql
set search_path = ''
as $$
declare
  shift bigint := coalesce((select max(c.id) from public.comments c), 0);
begin
  alter table public.comments disable trigger user;
  insert into public.comments (id, reel_id, parent_id, author_id, content, client_id, created_at, updated_at, edited_at, deleted_at)
  select rc.id + shift, rc.reel_id, rc.parent_id + shift, rc.author_id, rc.content, rc.client_id, rc.created_at, rc.updated_at,
         rc.edited_at, rc.deleted_at
    from public.reel_comments rc;
  alter table public.comments enable trigger user;
  perform setval(pg_get_serial_sequence('public.comments', 'id'), greatest(coalesce((select max(c.id) from public.comments c), 0), 1));

  alter table public.votes disable trigger user;
  insert into public.votes (post_id, user_id, value, created_at)
  select v.post_id, v.user_id, v.value, v.created_at from public.post_votes v;
  insert into public.votes (comment_id, user_id, value, created_at)
  select v.comment_id, v.user_id, v.value, v.created_at from public.comment_votes v;
  alter table public.votes enable trigger user;

  alter table public.reports drop constraint if exists reports_target_type_valid;
  update public.reports r
     set target_type = 'comment', target_id = case when r.target_id ~ '^[0-9]{1,18}$' then (r.target_id::bigint + shift)::text else r.target_id end
   where r.target_type = 'reel_comment';
  alter table public.reports add constraint reports_target_type_valid
    check (target_type in ('post', 'comment', 'profile', 'reel', 'job', 'talent', 'message', 'live_message'));

  drop table public.reel_comments, public.post_votes, public.comment_votes;
end;
$$;

comment on function private.merge_comment_and_vote_twins() is 'Internal (migration 20261127000100): moves reel_comments into comments and post_votes/comment_votes into votes, remaps ids, drops the legacy tables.';
revoke execute on function private.merge_comment_and_vote_twins() from public, anon, authenticated;
