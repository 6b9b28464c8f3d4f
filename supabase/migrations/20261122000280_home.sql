-- Home page: the post feeds (Tendencias, Recientes, Siguiendo) and a community's featured members; the hero's site
-- counters are in 20261125005000_own_posts_comments.sql (they count posts not deleted).

-- trending = most upvoted first, recent = newest first, following = the communities the member really joined (no default
-- set: the spec's 1, 3, 5 for the feed and 1, 3 for memberships disagree), so a new member sees an invitation to join.
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
    raise exception 'invalid_feed_tab' using errcode = '22023', detail = private.error_text('invalid_feed_tab');
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

grant execute on function public.feed_posts(text, int) to anon, authenticated, service_role;

-- Community 'Acerca de': the most active members (posts in the community, then followers), for the featured members list.
create or replace function public.community_top_members(community_id bigint, max_results int default 5)
returns table (id uuid, name text, avatar_url text, is_verified boolean, posts_in_community int, joined_at timestamptz)
language sql
stable
security invoker
set search_path = ''
as $$
  select p.id, p.name, p.avatar_url, p.is_verified,
         (select count(*)::int from public.posts x
           where x.community_id = community_top_members.community_id and x.author_id = p.id) as posts_in_community,
         m.joined_at
    from public.memberships m
    join public.profiles p on p.id = m.user_id
   where m.community_id = community_top_members.community_id
   order by posts_in_community desc, p.followers_count desc, m.joined_at
   limit least(greatest(coalesce(max_results, 5), 1), 50);
$$;

comment on function public.community_top_members(bigint, int) is 'Featured members of a community: most posts there first, then most followers; 5 by default.';

grant execute on function public.community_top_members(bigint, int) to anon, authenticated, service_role;
