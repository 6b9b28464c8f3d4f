-- Blocks: a member hides another member's posts and comments from themselves (and B's chat refuses messages between them).

create table public.blocks (
  blocker_id uuid not null default auth.uid() references public.profiles on delete cascade,
  blocked_id uuid not null references public.profiles on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id),
  constraint blocks_no_self_block check (blocker_id <> blocked_id)
);

comment on table public.blocks is 'Member blocker no longer sees blocked''s posts and comments; direct messages between the two are refused.';

create index blocks_blocked_idx on public.blocks (blocked_id);

select private.secure_table('public.blocks', 'blocker_id',
  read_own => 'Members see whom they blocked',
  insert_own => 'Members block as themselves',
  delete_own => 'Members unblock whom they blocked');

grant select, delete on table public.blocks to authenticated;
grant insert (blocker_id, blocked_id) on table public.blocks to authenticated;

-- Used by the posts and comments policies: true when the caller blocked this author. Definer so visitors (no access to
-- blocks) can evaluate it too; it only ever looks at the caller's own blocks.
create or replace function public.is_blocked_by_me(author uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.blocks b where b.blocker_id = (select auth.uid()) and b.blocked_id = is_blocked_by_me.author
  );
$$;

comment on function public.is_blocked_by_me(uuid) is 'True when the calling member blocked author (false for visitors).';

-- For chat (either direction): definer, because each member can only read their own blocks.
create or replace function public.is_block_between(a uuid, b uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when auth.role() = 'authenticated' and auth.uid() is distinct from a and auth.uid() is distinct from b then false
    else exists (
      select 1 from public.blocks x
       where (x.blocker_id = is_block_between.a and x.blocked_id = is_block_between.b)
          or (x.blocker_id = is_block_between.b and x.blocked_id = is_block_between.a))
  end;
$$;

comment on function public.is_block_between(uuid, uuid) is 'True when either member blocked the other (chat refuses messages then).';
revoke execute on function public.is_block_between(uuid, uuid) from public, anon;
grant execute on function public.is_block_between(uuid, uuid) to authenticated, service_role;

create or replace function public.toggle_block(profile_id uuid)
returns boolean
language sql
security invoker
set search_path = ''
as $$
  select private.toggle_own_row('public.blocks', 'blocker_id', 'blocked_id', toggle_block.profile_id);
$$;

comment on function public.toggle_block(uuid) is 'Blocks the member, or unblocks when already blocked; returns true when now blocked.';

revoke execute on function public.toggle_block(uuid) from public, anon;
grant execute on function public.toggle_block(uuid) to authenticated, service_role;
