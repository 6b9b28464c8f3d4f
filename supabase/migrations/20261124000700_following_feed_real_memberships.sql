-- 'Siguiendo' follows what the member really joined: no default set (the spec's 1, 3, 5 for the feed and 1, 3 for
-- memberships disagree with each other and with the member's profile), so a new member sees an invitation to join.
create or replace function public.feed_posts(tab text default 'trending', max_results int default 5)
returns setof public.posts
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  wanted int := least(greatest(coalesce(max_results, 5), 1), 50);
  joined bigint[];
begin
  if tab is null or tab not in ('trending', 'recent', 'following') then
    raise exception 'invalid_feed_tab' using errcode = '22023', detail = 'El feed debe ser trending, recent o following.';
  end if;
  if tab = 'following' then
    if uid is null then
      return;
    end if;
    select coalesce(array_agg(m.community_id), '{}') into joined from public.memberships m where m.user_id = uid;
    return query
      select p.* from public.posts p where p.community_id = any (joined)
       order by p.created_at desc, p.id desc limit wanted;
  elsif tab = 'recent' then
    return query select p.* from public.posts p order by p.created_at desc, p.id desc limit wanted;
  else
    return query select p.* from public.posts p order by p.upvotes desc, p.created_at desc, p.id desc limit wanted;
  end if;
end;
$$;

comment on function public.feed_posts(text, int) is 'Home feed: trending (upvotes desc), recent (newest) or following (the communities the member really joined; none joined, no posts); 5 posts by default, at most 50; blocks respected.';

