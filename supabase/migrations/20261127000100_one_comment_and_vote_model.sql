-- One comment model and one vote model: a comment thread hangs on a post or on a reel (comments.post_id or reel_id),
-- a vote on a post or on a comment (votes.post_id or comment_id). reel_comments, post_votes and comment_votes move
-- into them (nothing lost, ids remapped) and their twin triggers and functions go.

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

drop trigger comments_check_parent on public.comments;
create trigger comments_check_parent
  before insert or update of parent_id, post_id, reel_id on public.comments
  for each row execute function public.check_comment_parent();

-- The thread's comments_count follows what readers see (a comment kept as deleted stops counting, once); a new
-- comment notifies the thread's author and the parent's author (once each).
create or replace function public.on_comment_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  owner uuid;
  title text;
  parent_author uuid;
  author text;
  link text;
begin
  if tg_op <> 'INSERT' then
    if old.deleted_at is null and (tg_op = 'DELETE' or new.deleted_at is not null) then
      update public.posts p set comments_count = greatest(p.comments_count - 1, 0) where p.id = old.post_id;
      update public.reels r set comments_count = greatest(r.comments_count - 1, 0) where r.id = old.reel_id;
    end if;
    return null;
  end if;
  if new.post_id is not null then
    update public.posts p set comments_count = p.comments_count + 1 where p.id = new.post_id
    returning p.author_id, p.title into owner, title;
    link := format('/post/%s#comment-%s', new.post_id, new.id);
  else
    update public.reels r set comments_count = r.comments_count + 1 where r.id = new.reel_id
    returning r.user_id into owner;
    link := format('/reels#%s', new.reel_id);
  end if;
  select pr.name into author from public.profiles pr where pr.id = new.author_id;
  if new.parent_id is not null then
    select c.author_id into parent_author from public.comments c where c.id = new.parent_id;
    perform public.notify(parent_author, new.author_id, 'comment', case when new.post_id is not null
      then format('%s respondió a tu comentario en «%s».', author, title)
      else format('%s respondió a tu comentario en un reel.', author) end, link);
  end if;
  if parent_author is distinct from owner then
    perform public.notify(owner, new.author_id, 'comment', case when new.post_id is not null
      then format('%s comentó en tu publicación «%s».', author, title)
      else format('%s comentó tu reel.', author) end, link);
  end if;
  return null;
end;
$$;

comment on function public.on_comment_change() is 'Keeps posts.comments_count or reels.comments_count (deleted comments stop counting once); notifies the thread author of a comment and the parent author of a reply (once each).';

drop trigger comments_count_deleted on public.comments;
create trigger comments_count_deleted
  after update of deleted_at on public.comments
  for each row execute function public.on_comment_change();
drop function public.count_comment_deleted();

-- Votes: one table for posts and comments, the same four owner-only policies.
create table public.votes (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid() references public.profiles on delete cascade,
  post_id bigint references public.posts on delete cascade,
  comment_id bigint references public.comments on delete cascade,
  value smallint not null constraint votes_value_valid check (value in (-1, 1)),
  created_at timestamptz not null default now(),
  constraint votes_one_target check (num_nonnulls(post_id, comment_id) = 1),
  constraint votes_post_user_unique unique (post_id, user_id),
  constraint votes_comment_user_unique unique (comment_id, user_id)
);

comment on table public.votes is 'One vote per member and post or comment (1 up, -1 down); the target''s upvotes/downvotes follow by trigger.';

create index votes_user_idx on public.votes (user_id);

alter table public.votes enable row level security;

revoke all on table public.votes from anon, authenticated;
grant select, delete on table public.votes to authenticated;
grant insert (post_id, comment_id, user_id, value) on table public.votes to authenticated;
grant update (value) on table public.votes to authenticated;

create policy "Members see their own votes"
  on public.votes for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Members vote as themselves"
  on public.votes for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "Members change their own votes"
  on public.votes for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Members withdraw their own votes"
  on public.votes for delete
  to authenticated
  using (user_id = (select auth.uid()));

create or replace function public.on_vote_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  owner uuid;
  what text;
  link text;
  voter text;
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update public.posts p
       set upvotes = greatest(p.upvotes - (old.value = 1)::int, 0), downvotes = greatest(p.downvotes - (old.value = -1)::int, 0)
     where p.id = old.post_id;
    update public.comments c
       set upvotes = greatest(c.upvotes - (old.value = 1)::int, 0), downvotes = greatest(c.downvotes - (old.value = -1)::int, 0)
     where c.id = old.comment_id;
  end if;
  if tg_op = 'DELETE' then
    return null;
  end if;
  if new.post_id is not null then
    update public.posts p set upvotes = p.upvotes + (new.value = 1)::int, downvotes = p.downvotes + (new.value = -1)::int
     where p.id = new.post_id
    returning p.author_id, format('tu publicación «%s»', p.title), format('/post/%s', p.id) into owner, what, link;
  else
    update public.comments c set upvotes = c.upvotes + (new.value = 1)::int, downvotes = c.downvotes + (new.value = -1)::int
     where c.id = new.comment_id
    returning c.author_id, 'tu comentario',
              case when c.post_id is not null then format('/post/%s#comment-%s', c.post_id, c.id) else format('/reels#%s', c.reel_id) end
      into owner, what, link;
  end if;
  if new.value = 1 and (tg_op = 'INSERT' or old.value <> 1) then
    select pr.name into voter from public.profiles pr where pr.id = new.user_id;
    perform public.notify(owner, new.user_id, 'upvote', format('A %s le gusta %s.', voter, what), link);
  end if;
  return null;
end;
$$;

comment on function public.on_vote_change() is 'Keeps the voted post''s or comment''s upvotes/downvotes and notifies its author of a new upvote.';
revoke execute on function public.on_vote_change() from public, anon, authenticated;

create trigger votes_change
  after insert or update or delete on public.votes
  for each row execute function public.on_vote_change();

-- The caller's vote click on a post or a comment (exactly one); returns the stored value (1, -1, 0 for none).
create or replace function private.apply_vote(post_id bigint, comment_id bigint, direction text)
returns smallint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  uid uuid := private.require_uid('not_authenticated.para_votar');
  current_value smallint;
  wanted smallint;
begin
  select v.value into current_value from public.votes v
   where v.user_id = uid and v.post_id is not distinct from apply_vote.post_id and v.comment_id is not distinct from apply_vote.comment_id;
  wanted := public.next_vote_value(current_value, direction);
  if wanted = 0 then
    delete from public.votes v
     where v.user_id = uid and v.post_id is not distinct from apply_vote.post_id and v.comment_id is not distinct from apply_vote.comment_id;
  elsif current_value is null then
    insert into public.votes (post_id, comment_id, user_id, value) values (apply_vote.post_id, apply_vote.comment_id, uid, wanted);
  else
    update public.votes v set value = wanted
     where v.user_id = uid and v.post_id is not distinct from apply_vote.post_id and v.comment_id is not distinct from apply_vote.comment_id;
  end if;
  return wanted;
end;
$$;

comment on function private.apply_vote(bigint, bigint, text) is 'Internal: stores the caller''s vote click (up/down toggles, none clears) on a post or comment, as the caller (RLS applies).';
revoke execute on function private.apply_vote(bigint, bigint, text) from public, anon;
grant execute on function private.apply_vote(bigint, bigint, text) to authenticated, service_role;

create or replace function public.vote_post(post_id bigint, direction text)
returns table (upvotes int, downvotes int, my_vote text)
language plpgsql
security invoker
set search_path = ''
as $$
declare
  wanted smallint := private.apply_vote(vote_post.post_id, null, direction);
begin
  return query select p.upvotes, p.downvotes, public.vote_label(wanted) from public.posts p where p.id = vote_post.post_id;
end;
$$;

create or replace function public.vote_comment(comment_id bigint, direction text)
returns table (upvotes int, downvotes int, my_vote text)
language plpgsql
security invoker
set search_path = ''
as $$
declare
  wanted smallint := private.apply_vote(null, vote_comment.comment_id, direction);
begin
  return query select c.upvotes, c.downvotes, public.vote_label(wanted) from public.comments c where c.id = vote_comment.comment_id;
end;
$$;

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

select private.merge_comment_and_vote_twins();

-- The twins' own functions (their tables and triggers went with the move).
drop function public.on_reel_comment_change();
drop function public.check_reel_comment_parent();
drop function public.check_reel_comment_target_open();
drop function public.delete_reel_comment(bigint);
drop function public.on_post_vote_change();
drop function public.on_comment_vote_change();

comment on function public.next_vote_value(smallint, text) is 'Vote transition rule (none/up/down) used by private.apply_vote; raises 22023 on an unknown direction.';
