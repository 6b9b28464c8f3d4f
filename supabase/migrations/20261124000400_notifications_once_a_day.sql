-- Toggles do not pile up notifications: following, unfollowing and following again (or re-voting, re-awarding,
-- re-enrolling, asking to support again) notifies the recipient at most once a day per actor, kind and target.
-- Comments are not toggles: each new comment still notifies.

create index if not exists notifications_recent_same_idx
  on public.notifications (user_id, actor_id, type, link, created_at desc);

comment on function public.notify(uuid, uuid, text, text, text) is 'Internal: stores a notification for recipient unless it is the actor, the recipient blocked the actor, or (except comments) the same actor already notified the same kind about the same target within a day.';
revoke execute on function public.notify(uuid, uuid, text, text, text) from public, anon, authenticated;
