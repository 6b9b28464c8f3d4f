-- The home hero counts every community, live-event communities included (a visitor sees 12 in the list, not 8).
create or replace function public.site_counters()
returns table (communities int, courses int, posts int)
language sql
stable
security definer
set search_path = ''
as $$
  select
    (select count(*)::int from public.communities),
    (select count(*)::int from public.courses),
    (select count(*)::int from public.posts);
$$;

comment on function public.site_counters() is 'Counts for the home hero: all communities (live events included), courses and discussions (posts); the app adds the plus sign.';
