-- Votes on posts (up = 1, down = -1, none = no row); vote_post() applies the spec's none/up/down transitions.

create table public.post_votes (
  post_id bigint not null references public.posts on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles on delete cascade,
  value smallint not null constraint post_votes_value_valid check (value in (-1, 1)),
  created_at timestamptz not null default now(),
  primary key (post_id, user_id)
);

comment on table public.post_votes is 'One vote per member and post (1 up, -1 down); posts.upvotes/downvotes follow by trigger.';

create index post_votes_user_idx on public.post_votes (user_id);

alter table public.post_votes enable row level security;

revoke all on table public.post_votes from anon, authenticated;
grant select, delete on table public.post_votes to authenticated;
grant insert (post_id, user_id, value) on table public.post_votes to authenticated;
grant update (value) on table public.post_votes to authenticated;

create policy "Members see their own post votes"
  on public.post_votes for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Members vote as themselves"
  on public.post_votes for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "Members change their own post votes"
  on public.post_votes for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Members withdraw their own post votes"
  on public.post_votes for delete
  to authenticated
  using (user_id = (select auth.uid()));

create or replace function public.on_post_vote_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  post record;
  voter text;
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update public.posts p
       set upvotes = greatest(p.upvotes - (old.value = 1)::int, 0),
           downvotes = greatest(p.downvotes - (old.value = -1)::int, 0)
     where p.id = old.post_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    update public.posts p
       set upvotes = p.upvotes + (new.value = 1)::int,
           downvotes = p.downvotes + (new.value = -1)::int
     where p.id = new.post_id
    returning p.id, p.author_id, p.title into post;
    if new.value = 1 and (tg_op = 'INSERT' or old.value <> 1) then
      select pr.name into voter from public.profiles pr where pr.id = new.user_id;
      perform public.notify(post.author_id, new.user_id, 'upvote',
        format('A %s le gusta tu publicación «%s».', voter, post.title), format('/post/%s', post.id));
    end if;
  end if;
  return null;
end;
$$;

comment on function public.on_post_vote_change() is 'Keeps posts.upvotes/downvotes and notifies the author of a new upvote.';
revoke execute on function public.on_post_vote_change() from public, anon, authenticated;

create trigger post_votes_change
  after insert or update or delete on public.post_votes
  for each row execute function public.on_post_vote_change();

-- The spec's vote click rules, shared by posts and comments: a click on the current direction clears the vote,
-- another direction replaces it, 'none' clears. Returns the stored value (1, -1, or 0 for "no vote").
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

comment on function public.next_vote_value(smallint, text) is 'Vote transition rule (none/up/down) shared by vote_post and vote_comment; raises 22023 on an unknown direction.';

create or replace function public.vote_label(value smallint)
returns text
language sql
immutable
set search_path = ''
as $$ select case value when 1 then 'up' when -1 then 'down' else 'none' end $$;

comment on function public.vote_label(smallint) is 'Maps a stored vote value to the API''s up/down/none.';

-- Spec transitions: up from none +1 up; up again → none; down → up moves both counts; down mirrors up. 'none' clears.
create or replace function public.vote_post(post_id bigint, direction text)
returns table (upvotes int, downvotes int, my_vote text)
language plpgsql
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  uid uuid := private.require_uid('not_authenticated.para_votar');
  current_value smallint;
  wanted smallint;
begin
  select v.value into current_value from public.post_votes v where v.post_id = vote_post.post_id and v.user_id = uid;
  wanted := public.next_vote_value(current_value, direction);
  if wanted = 0 then
    delete from public.post_votes v where v.post_id = vote_post.post_id and v.user_id = uid;
  elsif current_value is null then
    insert into public.post_votes (post_id, user_id, value) values (vote_post.post_id, uid, wanted);
  else
    update public.post_votes v set value = wanted where v.post_id = vote_post.post_id and v.user_id = uid;
  end if;
  return query
    select p.upvotes, p.downvotes, public.vote_label(wanted)
      from public.posts p where p.id = vote_post.post_id;
end;
$$;

comment on function public.vote_post(bigint, text) is 'Applies the caller''s vote click (up/down toggles, none clears) and returns the post''s counts and the caller''s vote.';

revoke execute on function public.vote_post(bigint, text) from public, anon;
grant execute on function public.vote_post(bigint, text) to authenticated, service_role;
