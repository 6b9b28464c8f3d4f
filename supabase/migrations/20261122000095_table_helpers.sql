-- Helpers the table migrations call so that a rule written once serves every table that follows it: the standard row
-- security of a table (private.secure_table) and the counter a child row keeps on its parent (private.count_in_parent).
-- Both are internal (no client may execute them); the policies and triggers they make are ordinary ones.

-- A table's row security in one call: RLS on, every privilege of anon and authenticated revoked (the migration grants
-- what clients may do right after), and the standard policies, each named by its sentence (null: not made):
--   read_all                                   anyone (anon, authenticated) reads every row;
--   read_own, insert_own, update_own, delete_own  a member reads, adds, changes (using and check) or removes the rows
--                                              whose owner column holds their id.
-- Policies with any other rule are written out beside the call.
create or replace function private.secure_table(
  tbl regclass,
  owner_column text default null,
  read_all text default null,
  read_own text default null,
  insert_own text default null,
  update_own text default null,
  delete_own text default null
)
returns void
language plpgsql
set search_path = ''
as $$
declare
  mine text := quote_ident(owner_column) || ' = (select auth.uid())';
begin
  execute format('alter table %s enable row level security', tbl);
  execute format('revoke all on table %s from anon, authenticated', tbl);
  if read_all is not null then
    execute format('create policy %I on %s for select to anon, authenticated using (true)', read_all, tbl);
  end if;
  if read_own is not null then
    execute format('create policy %I on %s for select to authenticated using (%s)', read_own, tbl, mine);
  end if;
  if insert_own is not null then
    execute format('create policy %I on %s for insert to authenticated with check (%s)', insert_own, tbl, mine);
  end if;
  if update_own is not null then
    execute format('create policy %I on %s for update to authenticated using (%s) with check (%s)', update_own, tbl, mine, mine);
  end if;
  if delete_own is not null then
    execute format('create policy %I on %s for delete to authenticated using (%s)', delete_own, tbl, mine);
  end if;
end;
$$;

comment on function private.secure_table(regclass, text, text, text, text, text, text) is
  'Migration helper: RLS on, anon/authenticated privileges revoked, and the standard read-all / owner-only policies by name.';
revoke execute on function private.secure_table(regclass, text, text, text, text, text, text) from public, anon, authenticated;

-- Trigger function (after insert or delete, for each row) for a parent's counter of child rows, e.g.
--   create trigger lessons_count after insert or delete on public.lessons
--     for each row execute function private.count_in_parent('public.courses', 'lessons_count', 'course_id');
-- arguments: the parent table (its key is id), its counter column, the child's column holding the parent's id.
-- A new row counts one more, a removed row one less (never below zero). Definer: members cannot write counters.
create or replace function private.count_in_parent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  statement text := format('update %s p set %2$I = greatest(p.%2$I + $1, 0) where p.id = ($2).%3$I',
                           tg_argv[0], tg_argv[1], tg_argv[2]);
begin
  if tg_op = 'INSERT' then
    execute statement using 1, new;
  elsif tg_op = 'DELETE' then
    execute statement using -1, old;
  end if;
  return null;
end;
$$;

comment on function private.count_in_parent() is
  'Trigger: keeps the counter column tg_argv[1] of parent table tg_argv[0] (row id = the child''s tg_argv[2]) in step with the child rows.';
revoke execute on function private.count_in_parent() from public, anon, authenticated;

-- The member's on/off action on a row of their own (join/leave, block/unblock, save/unsave, follow/unfollow, like):
-- removes the caller's row (owner_column = caller, key_column = key) from tbl, or adds it when there was none; true
-- when the row is there now. Runs as the caller, so the table's grants and policies decide; a visitor is refused with
-- not_authenticated in the wording of text_key.
create or replace function private.toggle_own_row(tbl regclass, owner_column text, key_column text, key anyelement,
  text_key text default 'not_authenticated')
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  uid uuid := private.require_uid(text_key);
  removed int;
begin
  execute format('delete from %s t where t.%I = $1 and t.%I = $2', tbl, owner_column, key_column) using uid, key;
  get diagnostics removed = row_count;
  if removed > 0 then
    return false;
  end if;
  execute format('insert into %s (%I, %I) values ($1, $2)', tbl, owner_column, key_column) using uid, key;
  return true;
end;
$$;

comment on function private.toggle_own_row(regclass, text, text, anyelement, text) is
  'Deletes the caller''s row (owner_column = caller, key_column = key) or inserts it; true when it is there now. As the caller.';
revoke execute on function private.toggle_own_row(regclass, text, text, anyelement, text) from public, anon;
grant execute on function private.toggle_own_row(regclass, text, text, anyelement, text) to authenticated, service_role;
