-- Live hosts: approved hosts create live sessions (create_live_session), and the legacy browser list of host
-- applications (liveQACreatorApplications) is imported once per member (import_legacy_host_applications).

-- Whether a member has an approved host application (status is set by staff, never by the applicant).
create or replace function public.is_approved_host(member uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.applications a
     where a.user_id = member and a.kind = 'host' and a.status = 'approved');
$$;

comment on function public.is_approved_host(uuid) is 'True when the member has an approved live-host application.';
revoke execute on function public.is_approved_host(uuid) from public, anon, authenticated;

-- Creating a live session ------------------------------------------------------------------------------------

create or replace function public.create_live_session(
  title text,
  description text,
  live_date timestamptz,
  duration text,
  price numeric,
  topics text[]
)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := private.require_uid('not_authenticated.un_evento');
  clean_title text := btrim(coalesce(title, ''));
  clean_description text := btrim(coalesce(description, ''));
  clean_duration text := btrim(coalesce(duration, ''));
  clean_topics text[];
  length_of interval;
  new_id bigint;
begin
  if not public.is_approved_host(me) then
    raise exception 'not_approved_host' using errcode = '42501', detail = private.error_text('not_approved_host');
  end if;
  if char_length(clean_title) not between 1 and 120 then
    raise exception 'invalid_live_title' using errcode = '22023', detail = private.error_text('invalid_live_title');
  end if;
  if char_length(clean_description) > 2000 then
    raise exception 'invalid_live_description' using errcode = '22023', detail = private.error_text('invalid_live_description');
  end if;
  if live_date is null or live_date <= now() then
    raise exception 'invalid_live_date' using errcode = '22023', detail = private.error_text('invalid_live_date');
  end if;
  if live_date > now() + interval '1 year' then
    raise exception 'invalid_live_date' using errcode = '22023', detail = private.error_text('invalid_live_date.proximo_ano');
  end if;
  -- parse_spanish_duration reads unrecognisable text as one hour; a duration must name its amount.
  length_of := case when clean_duration ~ '\d' and char_length(clean_duration) <= 50
                    then public.parse_spanish_duration(clean_duration) end;
  if length_of is null or length_of <= interval '0' or length_of > interval '24 hours' then
    raise exception 'invalid_live_duration' using errcode = '22023', detail = private.error_text('invalid_live_duration');
  end if;
  if price is null or price < 0 or price > 10000 then
    raise exception 'invalid_live_price' using errcode = '22023', detail = private.error_text('invalid_live_price');
  end if;
  select coalesce(array_agg(t order by first_at), '{}') into clean_topics
    from (select min(btrim(x)) as t, min(ord) as first_at
            from unnest(coalesce(topics, '{}')) with ordinality as u(x, ord)
           where btrim(x) <> ''
           group by lower(btrim(x))) d;
  if cardinality(clean_topics) > 5 then
    raise exception 'invalid_live_topics' using errcode = '22023', detail = private.error_text('invalid_live_topics');
  end if;
  if exists (select 1 from unnest(clean_topics) t where char_length(t) > 40) then
    raise exception 'invalid_live_topics' using errcode = '22023', detail = private.error_text('invalid_live_topics.40_caracteres');
  end if;

  insert into public.communities (name, description, topics, is_live_event, live_date, duration, host_id, host_name, price)
  select clean_title, clean_description, clean_topics, true, create_live_session.live_date, clean_duration, me, p.name,
         round(create_live_session.price, 2)
    from public.profiles p
   where p.id = me
  returning id into new_id;
  return new_id;
end;
$$;

comment on function public.create_live_session(text, text, timestamptz, text, numeric, text[]) is
  'An approved host creates a live-event community (host = caller, host name from the profile); validates title, future date, Spanish duration, price and up to 5 topics; returns the new id.';
revoke execute on function public.create_live_session(text, text, timestamptz, text, numeric, text[]) from public, anon;
grant execute on function public.create_live_session(text, text, timestamptz, text, numeric, text[]) to authenticated;

-- Legacy host applications -----------------------------------------------------------------------------------

-- Entries look like {fullName, email, expertiseAreas, motivation, agreedToTerms, userId, status, submittedAt}.
-- Only the caller's own entries count; the browser's status is never trusted (every import is pending).
create or replace function public.import_legacy_host_applications(entries jsonb)
returns int
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := private.require_uid('not_authenticated.como_anfitrion');
  candidate jsonb;
  entry jsonb;
  submitted timestamptz;
  added int := 0;
begin
  if jsonb_typeof(entries) is distinct from 'array' then
    raise exception 'invalid_legacy_applications' using errcode = '22023', detail = private.error_text('invalid_legacy_applications');
  end if;
  if jsonb_array_length(entries) > 100 then
    raise exception 'too_many_legacy_applications' using errcode = '22023', detail = private.error_text('too_many_legacy_applications');
  end if;
  -- One open host application per member: an open one (or an already imported entry) wins over the browser's copy.
  if exists (select 1 from public.applications a where a.user_id = me and a.kind = 'host' and a.status in ('pending', 'approved')) then
    return 0;
  end if;

  -- The newest usable entry of the caller (several entries are several attempts at the same application);
  -- entries of other members, without terms accepted, with missing fields or an unreadable date are skipped.
  for candidate in
    select e from jsonb_array_elements(entries) as e
     where jsonb_typeof(e) = 'object'
       and e ->> 'userId' = me::text
       and (e ->> 'agreedToTerms') = 'true'
       and char_length(btrim(coalesce(e ->> 'fullName', ''))) between 1 and 120
       and char_length(btrim(coalesce(e ->> 'expertiseAreas', ''))) between 1 and 500
       and char_length(btrim(coalesce(e ->> 'motivation', ''))) between 1 and 5000
     order by e ->> 'submittedAt' desc nulls last
  loop
    begin
      submitted := least(coalesce((candidate ->> 'submittedAt')::timestamptz, now()), now());
      entry := candidate;
      exit;
    exception when others then
      continue;
    end;
  end loop;
  if entry is null then
    return 0;
  end if;

  -- Imported before (and since decided by staff): the same submission is not filed twice.
  if exists (select 1 from public.applications a where a.user_id = me and a.kind = 'host' and a.submitted_at = submitted) then
    return 0;
  end if;

  insert into public.applications (user_id, kind, full_name, email, expertise, motivation, agreed_to_terms, status, submitted_at)
  select me, 'host', btrim(entry ->> 'fullName'),
         case when btrim(coalesce(entry ->> 'email', '')) ~* '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
              then btrim(entry ->> 'email') else u.email end,
         btrim(entry ->> 'expertiseAreas'), btrim(entry ->> 'motivation'), true, 'pending', submitted
    from auth.users u
   where u.id = me
  on conflict do nothing;
  get diagnostics added = row_count;
  return added;
end;
$$;

comment on function public.import_legacy_host_applications(jsonb) is
  'Imports the caller''s newest legacy browser host application (liveQACreatorApplications) as pending, unless an open one exists or it was imported before; returns how many were added (0 or 1).';
revoke execute on function public.import_legacy_host_applications(jsonb) from public, anon;
grant execute on function public.import_legacy_host_applications(jsonb) to authenticated;
