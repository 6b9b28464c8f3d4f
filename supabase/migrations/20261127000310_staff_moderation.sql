-- The review queue (issue 31): reports grouped by target in moderation_items (live for staff through postgres_changes),
-- claims so two moderators do not work one item, and decisions with a reason: dismiss, hide (the content stays, flagged
-- hidden_by_moderation: its author still reads it, everyone else no longer does), restore, warn the author, suspend the
-- author's account. A decision resolves the target's open reports, so the reporter's 'Mis reportes' shows it.

-- What can be reported ----------------------------------------------------------------------------------------------
-- One row per target kind: its table, id type, author column, the column a moderator previews and whether it can be
-- hidden. The functions below read these rows instead of repeating one branch per table.

create table private.moderation_targets (
  kind text primary key,
  tbl regclass not null,
  id_type text not null constraint moderation_targets_id_type check (id_type in ('bigint', 'uuid')),
  author_col text not null,
  preview_col text not null,
  hideable boolean not null
);

comment on table private.moderation_targets is 'The reportable kinds: table, id type, author and preview columns, and whether staff can hide it.';
select private.secure_table('private.moderation_targets');

insert into private.moderation_targets (kind, tbl, id_type, author_col, preview_col, hideable) values
  ('post', 'public.posts', 'bigint', 'author_id', 'title', true),
  ('comment', 'public.comments', 'bigint', 'author_id', 'content', true),
  ('reel', 'public.reels', 'bigint', 'user_id', 'description', true),
  ('job', 'public.jobs', 'bigint', 'recruiter_id', 'title', true),
  ('live_message', 'public.live_chat_messages', 'uuid', 'user_id', 'body', true),
  ('message', 'public.messages', 'uuid', 'sender_id', 'body', true),
  ('profile', 'public.profiles', 'uuid', 'id', 'name', false),
  ('talent', 'public.talents', 'bigint', 'user_id', 'name', false);

-- The moderation flag on each hideable table, and one restrictive policy per table: hidden rows are read only by their
-- author (who sees 'Retirado por moderación') and by staff; the other policies still decide everything else.
do $$
declare
  t private.moderation_targets;
begin
  for t in select * from private.moderation_targets where hideable loop
    execute format('alter table %s add column hidden_by_moderation boolean not null default false', t.tbl);
    execute format($c$comment on column %s.hidden_by_moderation is 'Hidden by a moderator: only its author (shown ''Retirado por moderación'') and staff still read it; nothing is deleted.'$c$, t.tbl);
    execute format('create policy %I on %s as restrictive for select to anon, authenticated using (not hidden_by_moderation or %I = (select auth.uid()) or (select public.is_staff()))',
      'Content hidden by moderation is read only by its author and staff', t.tbl, t.author_col);
  end loop;
end $$;

-- The restrictive policy compares each author column with auth.uid(); direct messages had no index on theirs.
create index messages_sender_idx on public.messages (sender_id);

-- The author, a preview (200 characters) and the moderation flag of a target; no row when it does not exist.
create or replace function private.moderation_target(kind text, target_id text)
returns table (author uuid, preview text, hidden boolean, hideable boolean) language plpgsql stable security definer set search_path = '' as $$
declare
  t private.moderation_targets;
  id_shape text;
begin
  select * into t from private.moderation_targets m where m.kind = moderation_target.kind;
  id_shape := case t.id_type when 'bigint' then '^[0-9]{1,18}$' else '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$' end;
  if t.kind is null or target_id is null or target_id !~* id_shape then
    return;
  end if;
  return query execute format('select %I, left(%I::text, 200), %s, %L::boolean from %s where id = $1::%s',
    t.author_col, t.preview_col, case when t.hideable then 'hidden_by_moderation' else 'false' end, t.hideable, t.tbl, t.id_type)
    using target_id;
end $$;

comment on function private.moderation_target(text, text) is 'Internal: author, 200-character preview, hidden flag and hideability of a reportable target (no row when missing).';
revoke execute on function private.moderation_target(text, text) from public, anon, authenticated;

create or replace function private.moderation_link(kind text, target_id text)
returns text language sql stable security definer set search_path = '' as $$
  select case kind
    when 'post' then '/post/' || target_id
    when 'comment' then (select coalesce('/post/' || c.post_id, '/reels') from public.comments c where c.id::text = target_id)
    when 'reel' then '/reels'
    when 'job' then '/job-search'
    when 'live_message' then (select '/live-event/' || m.event_id from public.live_chat_messages m where m.id::text = target_id)
    when 'message' then '/chat'
    when 'profile' then '/profile/' || target_id
    when 'talent' then '/personalized-content'
  end;
$$;

comment on function private.moderation_link(text, text) is 'Internal: the app path where a reported target is shown.';
revoke execute on function private.moderation_link(text, text) from public, anon, authenticated;

-- A hidden post answers 'hidden' to everyone but its author and staff, so its page says 'Retirado por moderación'.
create or replace function public.post_state(post_id bigint)
returns text language sql stable security definer set search_path = '' as $$
  select case
    when p.deleted_at is not null then 'deleted'
    when p.hidden_by_moderation and p.author_id is distinct from (select auth.uid()) and not public.is_staff() then 'hidden'
    when public.is_blocked_by_me(p.author_id) then 'blocked'
  end
    from public.posts p where p.id = post_state.post_id;
$$;

comment on function public.post_state(bigint) is '''deleted'' when its author deleted the post, ''hidden'' when a moderator hid it (its author and staff read it, flagged hidden_by_moderation), ''blocked'' when the caller blocked its author, else null.';

-- Reports ------------------------------------------------------------------------------------------------------------

alter table public.reports add column resolved_at timestamptz;

comment on column public.reports.status is 'open until staff decides; reviewed: staff acted on the target (hid it, warned or suspended its author, restored it); dismissed: no action.';
comment on column public.reports.resolved_at is 'When staff decided on the reported target (who and how is in the staff log).';
comment on table public.reports is 'Content reported by members; staff work them grouped by target (moderation_items); the reporter reads their own with status.';

select private.let_staff_read('public.reports', 'Staff read every report');

-- The reported target must exist and not be the reporter's own; a direct message only by the other participant.
create or replace function public.check_report_not_own()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  target record;
begin
  select * into target from private.moderation_target(new.target_type, new.target_id);
  if not found then
    raise exception 'report_target_not_found' using errcode = '23514', detail = private.error_text('report_target_not_found');
  end if;
  if target.author = new.reporter_id then
    raise exception 'cannot_report_own_content' using errcode = '23514', detail = private.error_text('cannot_report_own_content');
  end if;
  if new.target_type = 'message' and not exists (
    select 1 from public.messages m join public.conversations c on c.id = m.conversation_id
     where m.id::text = new.target_id and new.reporter_id in (c.user_a, c.user_b)
  ) then
    raise exception 'report_message_not_participant' using errcode = '42501', detail = private.error_text('report_message_not_participant');
  end if;
  return new;
end $$;

comment on function public.check_report_not_own() is 'Refuses a report of a missing target, of one''s own content or profile, and of a direct message of a conversation the reporter is not in.';

-- The queue ----------------------------------------------------------------------------------------------------------

create table public.moderation_items (
  target_type text not null,
  target_id text not null,
  status text not null default 'open' constraint moderation_items_status_valid check (status in ('open', 'resolved')),
  reports_count int not null default 0 constraint moderation_items_reports_count_nonnegative check (reports_count >= 0),
  first_reported_at timestamptz,
  last_reported_at timestamptz,
  claimed_by uuid references public.profiles on delete set null,
  claimed_at timestamptz,
  decision text constraint moderation_items_decision_valid check (decision in ('dismiss', 'hide', 'restore', 'warn', 'suspend')),
  decided_by uuid references public.profiles on delete set null,
  decided_at timestamptz,
  hidden boolean not null default false,
  updated_at timestamptz not null default now(),
  primary key (target_type, target_id),
  constraint moderation_items_target_type_valid check (target_type in ('post', 'comment', 'profile', 'reel', 'job', 'talent', 'message', 'live_message')),
  constraint moderation_items_claim_whole check ((claimed_by is null) = (claimed_at is null))
);

comment on table public.moderation_items is 'The review queue: one row per reported target (open reports counted), its claim (30 minutes) and the last decision; staff read it and get its changes live; written only by reports and staff functions.';
comment on column public.moderation_items.claimed_at is 'A claim holds for 30 minutes; after that another moderator may take the item.';
comment on column public.moderation_items.hidden is 'The target is hidden by moderation (mirrors the target''s hidden_by_moderation).';

create index moderation_items_queue_idx on public.moderation_items (status, first_reported_at, target_type);

select private.secure_table('public.moderation_items');
select private.let_staff_read('public.moderation_items', 'Staff read the review queue');

alter publication supabase_realtime add table public.moderation_items;

-- Every new report opens its target's item (again, after a decision) and counts it.
create or replace function public.reports_enqueue()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  insert into public.moderation_items as i (target_type, target_id, reports_count, first_reported_at, last_reported_at)
  values (new.target_type, new.target_id, 1, new.created_at, new.created_at)
  on conflict (target_type, target_id) do update
     set reports_count = case when i.status = 'open' then i.reports_count + 1 else 1 end,
         first_reported_at = case when i.status = 'open' then i.first_reported_at else excluded.first_reported_at end,
         last_reported_at = excluded.last_reported_at,
         status = 'open',
         updated_at = now();
  return null;
end $$;

comment on function public.reports_enqueue() is 'Opens (or reopens) the reported target''s moderation item and counts the report.';
revoke execute on function public.reports_enqueue() from public, anon, authenticated;

create trigger reports_enqueue after insert on public.reports for each row execute function public.reports_enqueue();

-- The item of a target, locked for the rest of the transaction (created for a target nobody reported yet), after the
-- checks every staff action on it shares: the caller is staff, the target exists and is not the caller's own, and
-- no other moderator holds a live claim on it.
create or replace function private.lock_moderation_item(target_type text, target_id text, out item public.moderation_items,
                                                        out author uuid, out hidden boolean, out hideable boolean)
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := private.require_staff();
begin
  select t.author, t.hidden, t.hideable into author, hidden, hideable
    from private.moderation_target(target_type, target_id) t;
  if not found then
    raise exception 'report_target_not_found' using errcode = 'PT404', detail = private.error_text('report_target_not_found');
  end if;
  if author = me then
    raise exception 'cannot_moderate_self' using errcode = '42501', detail = private.error_text('cannot_moderate_self');
  end if;
  insert into public.moderation_items as i (target_type, target_id, hidden)
  values (lock_moderation_item.target_type, lock_moderation_item.target_id, lock_moderation_item.hidden)
  on conflict do nothing;
  select * into item from public.moderation_items i
   where i.target_type = lock_moderation_item.target_type and i.target_id = lock_moderation_item.target_id
     for update;
  if item.claimed_by <> me and item.claimed_at > now() - interval '30 minutes' then
    raise exception 'report_claimed' using errcode = '55P03', detail = private.error_text('report_claimed');
  end if;
end $$;

comment on function private.lock_moderation_item(text, text) is 'Internal: the staff caller''s locked moderation item of a target with the target''s author, hidden flag and hideability, or the shared refusals.';
revoke execute on function private.lock_moderation_item(text, text) from public, anon, authenticated;

create or replace function public.claim_report(target_type text, target_id text)
returns public.moderation_items language plpgsql security definer set search_path = '' as $$
declare
  locked record;
  item public.moderation_items;
begin
  select * into locked from private.lock_moderation_item(claim_report.target_type, claim_report.target_id);
  if (locked.item).status <> 'open' then
    raise exception 'report_already_decided' using errcode = 'P0001', detail = private.error_text('report_already_decided');
  end if;
  update public.moderation_items i set claimed_by = auth.uid(), claimed_at = now(), updated_at = now()
   where i.target_type = claim_report.target_type and i.target_id = claim_report.target_id
  returning * into item;
  perform private.log_staff_action('claim', target_type, target_id, null);
  return item;
end $$;

comment on function public.claim_report(text, text) is 'A moderator takes an open item for 30 minutes (again: renews it); refused while another moderator holds it (report_claimed) or once decided (report_already_decided).';

create or replace function public.release_report(target_type text, target_id text)
returns public.moderation_items language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_staff();
  item public.moderation_items;
begin
  update public.moderation_items i set claimed_by = null, claimed_at = null, updated_at = now()
   where i.target_type = release_report.target_type and i.target_id = release_report.target_id
     and (i.claimed_by is null or i.claimed_by = me or public.is_admin() or i.claimed_at <= now() - interval '30 minutes')
  returning * into item;
  if item.target_type is null then
    raise exception 'report_claimed' using errcode = '55P03', detail = private.error_text('report_claimed');
  end if;
  perform private.log_staff_action('release', target_type, target_id, null);
  return item;
end $$;

comment on function public.release_report(text, text) is 'Gives an item back to the queue: one''s own claim (an admin: anyone''s; anyone: an expired one).';

-- Suspension -----------------------------------------------------------------------------------------------------------
-- As GoTrue's ban: banned_until refuses sign-in and refresh; deleting the sessions ends every open one at its next
-- refresh (refresh tokens go with their session).
create or replace function private.suspend_member(member uuid, hours int)
returns timestamptz language plpgsql security definer set search_path = '' as $$
declare
  held public.staff_role;
  until timestamptz := now() + make_interval(hours => hours);
begin
  if hours is null or hours not between 1 and 876000 then
    raise exception 'invalid_suspension_hours' using errcode = '22023', detail = private.error_text('invalid_suspension_hours');
  end if;
  select r.role into held from public.user_roles r where r.user_id = member;
  if held = 'admin' or (held = 'moderator' and not public.is_admin()) then
    raise exception 'cannot_suspend_staff' using errcode = '42501',
      detail = private.error_text(case when held = 'admin' then 'cannot_suspend_staff' else 'cannot_suspend_staff.moderador' end);
  end if;
  update auth.users u set banned_until = until, updated_at = now() where u.id = member;
  delete from auth.sessions s where s.user_id = member;
  delete from auth.refresh_tokens t where t.user_id = member::text;
  return until;
end $$;

comment on function private.suspend_member(uuid, int) is 'Internal: bans a member''s account for hours (1 to 876000) and ends their sessions; staff are refused (a moderator only by an admin, an admin never).';
revoke execute on function private.suspend_member(uuid, int) from public, anon, authenticated;

create or replace function private.notify_moderation(member uuid, body text, target_link text)
returns void language sql security definer set search_path = '' as $$
  -- No actor: the member learns the outcome, not which moderator decided; a block cannot silence it.
  select public.notify(member, null, 'moderation', body, target_link);
$$;

comment on function private.notify_moderation(uuid, text, text) is 'Internal: a ''moderation'' notification to a member, without an actor.';
revoke execute on function private.notify_moderation(uuid, text, text) from public, anon, authenticated;

-- Decisions ------------------------------------------------------------------------------------------------------------

create or replace function public.decide_report(target_type text, target_id text, decision text, reason text,
                                                suspend_hours int default null)
returns public.moderation_items language plpgsql security definer set search_path = '' as $$
declare
  why text := private.require_reason(reason);
  target record;
  item public.moderation_items;
  link text := private.moderation_link(target_type, target_id);
  until timestamptz;
  resolved int;
begin
  if decision is null or decision not in ('dismiss', 'hide', 'restore', 'warn', 'suspend') then
    raise exception 'invalid_moderation_decision' using errcode = '22023', detail = private.error_text('invalid_moderation_decision');
  end if;
  select * into target from private.lock_moderation_item(decide_report.target_type, decide_report.target_id);
  -- The row lock makes concurrent decisions take turns: the second one finds the state the first one left.
  if decision = 'restore' and not target.hidden then
    raise exception 'moderation_not_hidden' using errcode = 'P0001', detail = private.error_text('moderation_not_hidden');
  elsif decision <> 'restore' and (target.item).status <> 'open' then
    raise exception 'report_already_decided' using errcode = 'P0001', detail = private.error_text('report_already_decided');
  elsif decision in ('hide', 'restore') and not target.hideable then
    raise exception 'cannot_hide_target' using errcode = '22023', detail = private.error_text('cannot_hide_target');
  elsif decision in ('warn', 'suspend') and target.author is null then
    raise exception 'moderation_no_author' using errcode = '22023', detail = private.error_text('moderation_no_author');
  end if;

  if decision in ('hide', 'restore') then
    execute format('update %s set hidden_by_moderation = $1 where id = $2::%s',
                   (select m.tbl from private.moderation_targets m where m.kind = target_type),
                   (select m.id_type from private.moderation_targets m where m.kind = target_type))
      using decision = 'hide', target_id;
    perform private.notify_moderation(target.author,
      case when decision = 'hide' then 'Retiramos tu contenido por moderación. Motivo: ' || why
           else 'Restauramos tu contenido: vuelve a estar visible.' end, link);
  elsif decision = 'warn' then
    perform private.notify_moderation(target.author, 'Recibiste una advertencia de moderación. Motivo: ' || why, link);
  elsif decision = 'suspend' then
    until := private.suspend_member(target.author, suspend_hours);
  end if;

  update public.reports r set status = case when decision = 'dismiss' then 'dismissed' else 'reviewed' end, resolved_at = now()
   where r.target_type = decide_report.target_type and r.target_id = decide_report.target_id and r.status = 'open';
  get diagnostics resolved = row_count;
  update public.moderation_items i
     set status = 'resolved', reports_count = 0, claimed_by = null, claimed_at = null, decision = decide_report.decision,
         decided_by = auth.uid(), decided_at = now(), updated_at = now(),
         hidden = case decide_report.decision when 'hide' then true when 'restore' then false else i.hidden end
   where i.target_type = decide_report.target_type and i.target_id = decide_report.target_id
  returning * into item;
  perform private.log_staff_action(decision, target_type, target_id, why,
    jsonb_strip_nulls(jsonb_build_object('author', target.author, 'reports_resolved', resolved, 'suspended_until', until)));
  return item;
end $$;

comment on function public.decide_report(text, text, text, text, int) is 'Staff decide on a target with a reason: dismiss, hide, restore (a hidden one), warn or suspend (suspend_hours) its author; resolves its open reports; a decided item refuses a second decision (report_already_decided).';

create or replace function public.lift_suspension(member uuid, reason text)
returns void language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_staff();
  why text := private.require_reason(reason);
begin
  update auth.users u set banned_until = null, updated_at = now() where u.id = member and u.banned_until > now();
  if not found then
    raise exception 'member_not_suspended' using errcode = 'P0001', detail = private.error_text('member_not_suspended');
  end if;
  perform private.log_staff_action('lift_suspension', 'profile', member::text, why);
end $$;

comment on function public.lift_suspension(uuid, text) is 'Staff end a member''s suspension early, with a reason (member_not_suspended when there is none).';

-- Suspended members, for the staff screen (auth.users is not readable by clients).
create or replace function public.staff_suspensions()
returns table (member uuid, name text, banned_until timestamptz) language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_staff();
  return query
    select u.id, p.name, u.banned_until from auth.users u join public.profiles p on p.id = u.id
     where u.banned_until > now() order by u.banned_until;
end $$;

comment on function public.staff_suspensions() is 'Staff: members suspended now and until when.';

-- The queue, read by staff: one row per target with its open reports (all of them, newest 20, once decided), the
-- target's author and preview, oldest report first; filters by queue_status (open, resolved), kind (target type) and
-- claim ('mine', 'unclaimed', 'others').
create or replace function public.staff_report_queue(queue_status text default 'open', kind text default null,
                                                     claim text default null, page int default 1, page_size int default 50)
returns table (target_type text, target_id text, status text, reports_count int, first_reported_at timestamptz,
               last_reported_at timestamptz, claimed_by uuid, claimed_by_name text, claimed_at timestamptz,
               decision text, decided_by uuid, decided_at timestamptz, hidden boolean, author_id uuid, author_name text,
               preview text, link text, reports jsonb)
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := private.require_staff();
  wanted int := least(greatest(coalesce(page_size, 50), 1), 100);
  skipped int := (least(greatest(coalesce(page, 1), 1), 1000) - 1) * wanted;
begin
  return query
    select i.target_type, i.target_id, i.status, i.reports_count, i.first_reported_at, i.last_reported_at,
           live.holder, holder.name, case when live.holder is not null then i.claimed_at end,
           i.decision, i.decided_by, i.decided_at, i.hidden, t.author, author.name, t.preview,
           private.moderation_link(i.target_type, i.target_id),
           (select coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'reason', r.reason, 'reporter_id', r.reporter_id,
                                                         'reporter_name', rp.name, 'created_at', r.created_at, 'status', r.status)
                                      order by r.created_at), '[]')
              from (select * from public.reports r0
                     where r0.target_type = i.target_type and r0.target_id = i.target_id
                       and (i.status = 'resolved' or r0.status = 'open')
                     order by r0.created_at desc limit 20) r
              left join public.profiles rp on rp.id = r.reporter_id)
      from public.moderation_items i
      cross join lateral (select case when i.claimed_at > now() - interval '30 minutes' then i.claimed_by end as holder) live
      left join lateral private.moderation_target(i.target_type, i.target_id) t on true
      left join public.profiles holder on holder.id = live.holder
      left join public.profiles author on author.id = t.author
     where i.status = coalesce(queue_status, 'open')
       and (kind is null or i.target_type = kind)
       and case staff_report_queue.claim
             when 'mine' then live.holder = me
             when 'unclaimed' then live.holder is null
             when 'others' then live.holder <> me
             else true end
     order by case when i.status = 'open' then i.first_reported_at end, i.decided_at desc, i.target_type, i.target_id
     limit wanted offset skipped;
end $$;

comment on function public.staff_report_queue(text, text, text, int, int) is 'Staff: the review queue grouped by target (open: oldest report first; resolved: newest decision first), with reports, author, preview and live claim; filters by kind and claim (mine, unclaimed, others); pages of up to 100.';

-- Notifications from staff -----------------------------------------------------------------------------------------------

alter table public.notifications drop constraint notifications_type_valid;
alter table public.notifications add constraint notifications_type_valid check (type in (
  'comment', 'upvote', 'course', 'follow', 'patreon', 'award', 'job_application', 'content_request', 'session_request',
  'moderation', 'application'));
comment on column public.notifications.type is 'What happened; moderation: a moderator hid or restored the member''s content or warned them; application: staff decided one of their applications.';

-- Staff functions are for signed-in staff; visitors are refused by the privilege, members by require_staff.
revoke execute on function public.claim_report(text, text), public.release_report(text, text),
  public.decide_report(text, text, text, text, int), public.lift_suspension(uuid, text), public.staff_suspensions(),
  public.staff_report_queue(text, text, text, int, int) from public, anon;
