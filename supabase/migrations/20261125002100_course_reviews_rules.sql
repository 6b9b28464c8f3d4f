-- Course review rules (issue 14): enrolled members only, one each, 1–5 stars, 1–2000 characters, each refusal with a
-- product code and Spanish text; the 5→1 star distribution of a course.

create or replace function public.check_course_review()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
begin
  if tg_op = 'INSERT' then
    -- Requests carry a member; seed and service inserts (no member) are trusted for enrolment.
    if uid is not null and not exists (select 1 from public.enrolments e where e.user_id = new.user_id and e.course_id = new.course_id) then
      raise exception 'review_not_enrolled' using errcode = '42501', detail = private.error_text('review_not_enrolled');
    end if;
    if exists (select 1 from public.course_reviews r where r.user_id = new.user_id and r.course_id = new.course_id) then
      raise exception 'review_already_exists' using errcode = '23505', detail = private.error_text('review_already_exists');
    end if;
  end if;
  if new.rating is null or new.rating not between 1 and 5 then
    raise exception 'review_rating_invalid' using errcode = '23514', detail = private.error_text('review_rating_invalid');
  end if;
  new.comment := btrim(coalesce(new.comment, ''));
  if new.comment = '' then
    raise exception 'review_comment_blank' using errcode = '23514', detail = private.error_text('review_comment_blank');
  end if;
  if char_length(new.comment) > 2000 then
    raise exception 'review_comment_too_long' using errcode = '23514', detail = private.error_text('review_comment_too_long');
  end if;
  return new;
end;
$$;

comment on function public.check_course_review() is 'Refuses reviews by non-enrolled members, second reviews, ratings outside 1–5 and blank or over-long texts (Spanish details).';
revoke execute on function public.check_course_review() from public, anon, authenticated;

create trigger course_reviews_check
  before insert or update on public.course_reviews
  for each row execute function public.check_course_review();

alter table public.course_reviews
  add constraint course_reviews_comment_not_blank check (char_length(btrim(comment)) > 0) not valid;

alter table public.course_reviews add column updated_at timestamptz;
comment on column public.course_reviews.updated_at is 'When the author last edited the review (null if never).';

create or replace function public.touch_course_review()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.created_at := old.created_at;
  return new;
end;
$$;

comment on function public.touch_course_review() is 'Stamps updated_at on an edited review.';

create trigger course_reviews_touch
  before update on public.course_reviews
  for each row execute function public.touch_course_review();

create index course_reviews_course_recent_idx on public.course_reviews (course_id, created_at desc, id desc);

create or replace function public.course_rating_distribution(course_id bigint)
returns table (stars int, reviews int, percent int)
language sql
stable
security invoker
set search_path = ''
as $$
  with counts as (
    select s.stars, (select count(*)::int from public.course_reviews r
                      where r.course_id = course_rating_distribution.course_id and r.rating = s.stars) as reviews
      from generate_series(5, 1, -1) as s(stars)
  )
  select c.stars, c.reviews,
         case when sum(c.reviews) over () = 0 then 0 else round(100.0 * c.reviews / sum(c.reviews) over ())::int end
    from counts c
   order by c.stars desc;
$$;

comment on function public.course_rating_distribution(bigint) is 'How many reviews of a course give 5, 4, 3, 2 and 1 stars, with the rounded percent of each.';
grant execute on function public.course_rating_distribution(bigint) to anon, authenticated;
