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
create or replace function public.is_block_between(a uuid, b uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when auth.role() = 'authenticated' and auth.uid() is distinct from a and auth.uid() is distinct from b then false
    else exists (
      select 1 from public.blocks x
       where (x.blocker_id = is_block_between.a and x.blocked_id = is_block_between.b)
          or (x.blocker_id = is_block_between.b and x.blocked_id = is_block_between.a))
  end;
$$;

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

-- support_creator(null) and toggle_follow(null): a clear refusal, not a null-violation deep in an insert.
create or replace function public.toggle_follow(profile_id uuid)
returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
begin
  if uid is null then
    raise exception 'not_authenticated' using errcode = '42501', detail = 'Necesitas iniciar sesión para seguir a usuarios.';
  end if;
  if toggle_follow.profile_id is null or not exists (select 1 from public.profiles p where p.id = toggle_follow.profile_id) then
    raise exception 'profile_not_found' using errcode = 'PT404', detail = 'El perfil no existe.';
  end if;
  delete from public.follows f where f.follower_id = uid and f.following_id = toggle_follow.profile_id;
  if found then
    return false;
  end if;
  insert into public.follows (follower_id, following_id) values (uid, toggle_follow.profile_id);
  return true;
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

create or replace function public.record_reel_share(target_reel_id bigint)
returns int
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  total int;
begin
  if uid is not null and exists (select 1 from public.reels r where r.id = target_reel_id) then
    insert into public.reel_shares (reel_id, user_id) values (target_reel_id, uid) on conflict do nothing;
    if found then
      update public.reels set shares_count = shares_count + 1 where id = target_reel_id;
    end if;
  end if;
  select r.shares_count into total from public.reels r where r.id = target_reel_id;
  return total;
end;
$$;

comment on function public.record_reel_share(bigint) is 'Counts a member''s first share of a reel and returns shares_count (visitors'' shares are not counted; null when the reel does not exist).';

-- Legacy chat import: timestamps between 2024-01-01 and now; an unknown member is member_not_found.
create or replace function public.import_legacy_chat(other_user_id uuid, history jsonb)
returns int
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  conversation uuid;
  added int;
  -- The legacy app stored browser-only history from 2024 on: nothing is dated earlier.
  earliest constant timestamptz := '2024-01-01T00:00:00Z';
begin
  if me is null then
    raise exception 'not_authenticated' using errcode = '42501', detail = 'Necesitas iniciar sesión para enviar mensajes.';
  end if;
  if other_user_id is null or other_user_id = me then
    raise exception 'cannot_chat_with_self'
      using errcode = '23514', constraint = 'conversations_no_self_chat', detail = 'No puedes chatear contigo mismo.';
  end if;
  if public.is_block_between(me, other_user_id) then
    raise exception 'messaging_blocked' using errcode = '42501', detail = 'No puedes enviar mensajes a este usuario.';
  end if;
  if jsonb_typeof(history) is distinct from 'array' then
    raise exception 'invalid_chat_history' using errcode = '22023', detail = 'El historial debe ser una lista de mensajes.';
  end if;
  if jsonb_array_length(history) > 5000 then
    raise exception 'chat_history_too_long' using errcode = '22023', detail = 'El historial puede tener como máximo 5000 mensajes.';
  end if;
  if not exists (select 1 from public.profiles p where p.id = other_user_id) then
    raise exception 'member_not_found' using errcode = 'PT404', detail = 'Este usuario no existe o eliminó su cuenta.';
  end if;
  insert into public.conversations (user_a, user_b) values (least(me, other_user_id), greatest(me, other_user_id))
    on conflict (user_a, user_b) do nothing;
  select c.id into conversation from public.conversations c
   where c.user_a = least(me, other_user_id) and c.user_b = greatest(me, other_user_id);
  insert into public.messages (id, conversation_id, sender_id, body, created_at)
  select extensions.uuid_generate_v5(conversation, coalesce(m ->> 'id', m ->> 'timestamp', m ->> 'text')),
         conversation, me, left(btrim(m ->> 'text'), 4000),
         greatest(least(coalesce(public.legacy_timestamp(m ->> 'timestamp'), now()), now()), earliest)
    from jsonb_array_elements(history) as m
   where m ->> 'senderId' = me::text and char_length(btrim(coalesce(m ->> 'text', ''))) > 0
  on conflict (id) do nothing;
  get diagnostics added = row_count;
  return added;
end;
$$;

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
create or replace function public.search_query(query text)
returns tsquery
language plpgsql
stable
set search_path = ''
as $$
declare
  words text;
begin
  if char_length(query) > 200 then
    raise exception 'search_too_long' using errcode = '22023', detail = 'La búsqueda puede tener como máximo 200 caracteres.';
  end if;
  select coalesce(string_agg(m[1] || ':*', ' & '), '') into words
    from regexp_matches(lower(extensions.unaccent(coalesce(query, ''))), '([[:alnum:]]+)', 'g') as m;
  return case when words = '' then null else to_tsquery('public.nexo_spanish'::regconfig, words) end;
end;
$$;

comment on function public.search_query(text) is 'Turns user input (at most 200 characters) into a prefix tsquery (all words, accents ignored).';
