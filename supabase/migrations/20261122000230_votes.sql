-- Votes on posts and comments (up = 1, down = -1, none = no row), one table: the target's upvotes/downvotes follow by
-- trigger; vote_post() and vote_comment() apply the spec's none/up/down transitions.

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

select private.secure_table('public.votes', 'user_id',
  read_own => 'Members see their own votes',
  insert_own => 'Members vote as themselves',
  update_own => 'Members change their own votes',
  delete_own => 'Members withdraw their own votes');

grant select, delete on table public.votes to authenticated;
grant insert (post_id, comment_id, user_id, value) on table public.votes to authenticated;
grant update (value) on table public.votes to authenticated;

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

-- The spec's vote click rules: a click on the current direction clears the vote, another direction replaces it,
-- 'none' clears. Returns the stored value (1, -1, or 0 for "no vote").
create or replace function public.next_vote_value(current_value smallint, direction text)
returns smallint
language plpgsql
immutable
set search_path = ''
as $$
declare
  wanted smallint;
begin
  if direction is null or direction not in ('up', 'down', 'none') then
    raise exception 'invalid_vote_direction' using errcode = '22023', detail = private.error_text('invalid_vote_direction');
  end if;
  wanted := case direction when 'up' then 1 when 'down' then -1 else 0 end;
  return case when current_value = wanted then 0 else wanted end;
end;
$$;

comment on function public.next_vote_value(smallint, text) is 'Vote transition rule (none/up/down) used by private.apply_vote; raises 22023 on an unknown direction.';

create or replace function public.vote_label(value smallint)
returns text
language sql
immutable
set search_path = ''
as $$ select case value when 1 then 'up' when -1 then 'down' else 'none' end $$;

comment on function public.vote_label(smallint) is 'Maps a stored vote value to the API''s up/down/none.';

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

comment on function public.vote_post(bigint, text) is 'Applies the caller''s vote click (up/down toggles, none clears) and returns the post''s counts and the caller''s vote.';
revoke execute on function public.vote_post(bigint, text) from public, anon;
grant execute on function public.vote_post(bigint, text) to authenticated, service_role;

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

comment on function public.vote_comment(bigint, text) is 'Applies the caller''s vote click on a comment and returns its counts and the caller''s vote.';
revoke execute on function public.vote_comment(bigint, text) from public, anon;
grant execute on function public.vote_comment(bigint, text) to authenticated, service_role;
