-- Realtime topics nobody can forge: live:<event id> becomes a private topic (Realtime Authorization) that anyone who
-- may see the event receives on and nobody sends on, so status, chat, moderation, on-air and viewer broadcasts come
-- from the database alone (realtime.send with private => true). dm:<conversation id> was already private: its members
-- may still send (typing through presence, the writer's relay of a message just written), and clients treat what
-- arrives there as a hint confirmed by the stored rows (see the README's realtime topics).

-- Receiving ----------------------------------------------------------------------------------------------------

create or replace function public.is_live_topic_viewer(topic text)
returns boolean language sql stable security invoker set search_path = '' as $$
  select case
    when topic ~ '^live:[1-9][0-9]{0,17}$' then
      exists (select 1 from public.communities c where c.id = substr(topic, 6)::bigint and c.is_live_event)
    else false
  end;
$$;

comment on function public.is_live_topic_viewer(text) is 'Whether the caller may receive on a live:<event id> topic: the live event exists and the caller can see it (visitors included).';
revoke execute on function public.is_live_topic_viewer(text) from public;
grant execute on function public.is_live_topic_viewer(text) to anon, authenticated;

create policy "Anyone who sees a live event receives on its live topic"
  on realtime.messages for select
  to anon, authenticated
  using (realtime.messages.extension = 'broadcast' and public.is_live_topic_viewer((select realtime.topic())));

-- No insert policy names live: topics: nobody but the database sends on them.

-- Sending: every live: broadcast goes out private --------------------------------------------------------------
-- The seven functions that send on live: are re-created from their current definitions with private => true (their
-- last argument), rather than copied here whole (private.redefine stops the migration where a call has another form).
select private.redefine(fn, '(''live:'' \|\| [a-z_.]+::text), false\)', '\1, true)')
  from unnest(array[
    'public.broadcast_live_status_transitions(timestamptz)', 'public.live_chat_broadcast()', 'public.live_broadcast_air()',
    'public.broadcast_live_viewer_counts()', 'public.timeout_live_chat_member(bigint, uuid, int, text)',
    'public.lift_live_chat_timeout(bigint, uuid)', 'public.live_chat_broadcast_removal()'
  ]::regprocedure[]) fn;
