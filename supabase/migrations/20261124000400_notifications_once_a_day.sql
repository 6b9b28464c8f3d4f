-- Toggles do not pile up notifications: following, unfollowing and following again (or re-voting, re-awarding,
-- re-enrolling, asking to support again) notifies the recipient at most once a day per actor, kind and target.
-- Comments are not toggles: each new comment still notifies.

create index if not exists notifications_recent_same_idx
  on public.notifications (user_id, actor_id, type, link, created_at desc);

create or replace function public.notify(recipient uuid, actor uuid, kind text, body text, target_link text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if recipient is null or recipient = actor then
    return;
  end if;
  if actor is not null and exists (
    select 1 from public.blocks b where b.blocker_id = recipient and b.blocked_id = actor
  ) then
    return;
  end if;
  if kind <> 'comment' and actor is not null and exists (
    select 1 from public.notifications n
     where n.user_id = recipient and n.actor_id = actor and n.type = kind
       and n.link is not distinct from target_link
       and n.created_at > now() - interval '1 day'
  ) then
    return;
  end if;
  insert into public.notifications (user_id, actor_id, type, content, link)
  values (recipient, actor, kind, body, target_link);
end;
$$;

comment on function public.notify(uuid, uuid, text, text, text) is 'Internal: stores a notification for recipient unless it is the actor, the recipient blocked the actor, or (except comments) the same actor already notified the same kind about the same target within a day.';
revoke execute on function public.notify(uuid, uuid, text, text, text) from public, anon, authenticated;
