-- Findings of the security review (issue 19) that live in the schema:
-- * is_block_between answers only about pairs the calling member belongs to (it told anyone about any two members);
-- * "not found" refusals of app functions use SQLSTATE PT404 (HTTP 404) instead of P0002, which PostgREST answers
--   with 500;
-- * (follow and support notifications already come once a day per actor: 20261124000400; tested here again);
-- * a reel share is counted once per member and reel (visitors' shares are not counted: any number of anonymous calls
--   raised the counter);
-- * imported legacy chat messages are dated between 2024 (the legacy app) and now, and at most 5000 per import;
-- * pictures and videos are http(s) or site-relative URLs, never javascript: or data:;
-- * search input is bounded (a 12,000-word query exhausted PGlite's error stack).

-- is_block_between: a member only learns about blocks between themself and someone else.

comment on function public.is_block_between(uuid, uuid) is 'True when either member blocked the other (chat refuses messages then); false for a member asking about a pair they are not part of.';

-- P0002 → PT404 in every public function that raises it (the message and detail stay: the app maps by message).
do $$
declare
  f record;
  def text;
begin
  for f in
    select p.oid from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and p.prosrc like '%errcode = ''P0002''%'
  loop
    def := replace(pg_get_functiondef(f.oid), 'errcode = ''P0002''', 'errcode = ''PT404''');
    execute def;
  end loop;
end;
$$;

-- Reel shares: once per member and reel.
create table public.reel_shares (
  reel_id bigint not null references public.reels on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles on delete cascade,
  shared_at timestamptz not null default now(),
  primary key (reel_id, user_id)
);

comment on table public.reel_shares is 'Which member shared which reel (a share counts once per member); written only by record_reel_share.';
alter table public.reel_shares enable row level security;
grant select on table public.reel_shares to authenticated;
create policy "Members see the reels they shared" on public.reel_shares
  for select to authenticated using (user_id = (select auth.uid()));
create index reel_shares_user_idx on public.reel_shares (user_id);

comment on function public.record_reel_share(bigint) is 'Counts a member''s first share of a reel and returns shares_count (visitors'' shares are not counted; null when the reel does not exist).';

-- A legacy timestamp that does not parse is "now", not a 500.
create or replace function public.legacy_timestamp(value text)
returns timestamptz
language plpgsql
immutable
set search_path = ''
as $$
begin
  return value::timestamptz;
exception when others then
  return null;
end;
$$;

comment on function public.legacy_timestamp(text) is 'Internal: a legacy chat timestamp as timestamptz, or null when it does not parse.';
revoke execute on function public.legacy_timestamp(text) from public, anon, authenticated;

-- Pictures and videos: http(s) or a path on this site.
alter table public.profiles add constraint profiles_avatar_url_is_web check (avatar_url ~* '^(https?://|/[^/])[^[:space:]]*$');
alter table public.communities add constraint communities_banner_url_is_web check (banner_url ~* '^(https?://|/[^/])[^[:space:]]*$');
alter table public.courses add constraint courses_image_url_is_web check (image_url ~* '^(https?://|/[^/])[^[:space:]]*$');
alter table public.lessons add constraint lessons_video_url_is_web check (video_url ~* '^(https?://|/[^/])[^[:space:]]*$');
alter table public.posts add constraint posts_image_url_is_web check (image_url ~* '^(https?://|/[^/])[^[:space:]]*$');
alter table public.reels add constraint reels_video_url_is_web check (video_url ~* '^(https?://|/[^/])[^[:space:]]*$');
alter table public.reels add constraint reels_poster_url_is_web check (poster_url ~* '^(https?://|/[^/])[^[:space:]]*$');
alter table public.jobs add constraint jobs_logo_url_is_web check (logo_url ~* '^(https?://|/[^/])[^[:space:]]*$');
alter table public.job_seekers add constraint job_seekers_avatar_url_is_web check (avatar_url ~* '^(https?://|/[^/])[^[:space:]]*$');
alter table public.talents add constraint talents_avatar_url_is_web check (avatar_url ~* '^(https?://|/[^/])[^[:space:]]*$');
alter table public.experts add constraint experts_avatar_url_is_web check (avatar_url ~* '^(https?://|/[^/])[^[:space:]]*$');

-- Search input: at most 200 characters (the search box allows as many).

comment on function public.search_query(text) is 'Turns user input (at most 200 characters) into a prefix tsquery (all words, accents ignored).';
