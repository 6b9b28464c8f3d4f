-- Votes on comments (same none/up/down transitions as posts); comments.upvotes/downvotes kept by trigger.

create table public.comment_votes (
  comment_id bigint not null references public.comments on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles on delete cascade,
  value smallint not null constraint comment_votes_value_valid check (value in (-1, 1)),
  created_at timestamptz not null default now(),
  primary key (comment_id, user_id)
);

comment on table public.comment_votes is 'One vote per member and comment (1 up, -1 down).';

create index comment_votes_user_idx on public.comment_votes (user_id);

alter table public.comment_votes enable row level security;

revoke all on table public.comment_votes from anon, authenticated;
grant select, delete on table public.comment_votes to authenticated;
grant insert (comment_id, user_id, value) on table public.comment_votes to authenticated;
grant update (value) on table public.comment_votes to authenticated;

create policy "Members see their own comment votes"
  on public.comment_votes for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Members vote on comments as themselves"
  on public.comment_votes for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "Members change their own comment votes"
  on public.comment_votes for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Members withdraw their own comment votes"
  on public.comment_votes for delete
  to authenticated
  using (user_id = (select auth.uid()));

create or replace function public.on_comment_vote_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target record;
  voter text;
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update public.comments c
       set upvotes = greatest(c.upvotes - (old.value = 1)::int, 0),
           downvotes = greatest(c.downvotes - (old.value = -1)::int, 0)
     where c.id = old.comment_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    update public.comments c
       set upvotes = c.upvotes + (new.value = 1)::int,
           downvotes = c.downvotes + (new.value = -1)::int
     where c.id = new.comment_id
    returning c.id, c.post_id, c.author_id into target;
    if new.value = 1 and (tg_op = 'INSERT' or old.value <> 1) then
      select pr.name into voter from public.profiles pr where pr.id = new.user_id;
      perform public.notify(target.author_id, new.user_id, 'upvote',
        format('A %s le gusta tu comentario.', voter), format('/post/%s#comment-%s', target.post_id, target.id));
    end if;
  end if;
  return null;
end;
$$;

comment on function public.on_comment_vote_change() is 'Keeps comments.upvotes/downvotes and notifies the comment author of a new upvote.';
revoke execute on function public.on_comment_vote_change() from public, anon, authenticated;

create trigger comment_votes_change
  after insert or update or delete on public.comment_votes
  for each row execute function public.on_comment_vote_change();

create or replace function public.vote_comment(comment_id bigint, direction text)
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
  select v.value into current_value from public.comment_votes v where v.comment_id = vote_comment.comment_id and v.user_id = uid;
  wanted := public.next_vote_value(current_value, direction);
  if wanted = 0 then
    delete from public.comment_votes v where v.comment_id = vote_comment.comment_id and v.user_id = uid;
  elsif current_value is null then
    insert into public.comment_votes (comment_id, user_id, value) values (vote_comment.comment_id, uid, wanted);
  else
    update public.comment_votes v set value = wanted where v.comment_id = vote_comment.comment_id and v.user_id = uid;
  end if;
  return query
    select c.upvotes, c.downvotes, public.vote_label(wanted)
      from public.comments c where c.id = vote_comment.comment_id;
end;
$$;

comment on function public.vote_comment(bigint, text) is 'Applies the caller''s vote click on a comment and returns its counts and the caller''s vote.';

revoke execute on function public.vote_comment(bigint, text) from public, anon;
grant execute on function public.vote_comment(bigint, text) to authenticated, service_role;
