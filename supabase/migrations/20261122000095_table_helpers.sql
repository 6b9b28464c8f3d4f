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
