-- The sample data of the seed's social section is present and coherent: what the spec and the issue promise, counters equal to the rows.
begin;
select plan(22);

select ok((select count(*) from auth.users where email like '%@nexo.dev') >= 8, 'at least 8 sample members can sign in');
select ok((select count(*) from auth.users where email like '%@nexo.dev' and encrypted_password like '$2%') >= 8, 'sample members have bcrypt passwords');
select ok(exists (select 1 from public.profiles where role = 'creator' and is_verified and support_url is not null)
      and exists (select 1 from public.profiles where role = 'creator' and is_verified and support_url is null),
  'there are verified creators with and without a support link');
select ok((select count(*) from public.communities where id in (1, 3, 5)) = 3, 'communities 1, 3 and 5 exist (spec defaults)');
select ok((select count(*) from public.communities where not is_live_event) >= 8, 'at least 8 regular communities');
select ok(array(select c.price from public.communities c where c.is_live_event) @> array[0, 5, 10]::numeric[],
  'live events are priced 0, 5 and 10 USD');
select ok(exists (select 1 from public.communities where is_live_event and live_date < now() - interval '1 day')
      and exists (select 1 from public.communities where is_live_event and live_date between now() - interval '1 hour' and now())
      and exists (select 1 from public.communities where is_live_event and live_date > now()),
  'one live event is past, one is live now, one is upcoming');
select ok((select count(*) from public.courses where id in (1, 3)) = 2 and (select count(*) from public.courses) >= 10,
  'at least 10 courses, including 1 and 3 (spec defaults)');
select is(array(select distinct level from public.courses order by 1),
  array['Avanzado', 'Intermedio', 'Principiante', 'Todos los niveles'], 'courses cover every level');
select ok(exists (select 1 from public.courses where type = 'live') and exists (select 1 from public.courses where type = 'recorded')
      and exists (select 1 from public.courses where price = 0) and exists (select 1 from public.courses where price > 0),
  'courses are recorded and live, free and paid');
select ok(exists (select 1 from public.courses c where not exists (select 1 from public.lessons l where l.course_id = c.id)),
  'one course has no lessons yet');
select ok((select count(*) from public.lessons) >= 40 and exists (select 1 from public.lessons where video_url is null),
  'at least 40 lessons, one without video');
select ok((select count(*) from public.posts where cardinality(tags) > 0 and image_url is not null) >= 30,
  'at least 30 posts with tags and images');
select ok(exists (
    select 1 from public.comments c1 join public.comments c2 on c2.parent_id = c1.id join public.comments c3 on c3.parent_id = c2.id
     where c1.parent_id is null),
  'comments nest at least 3 deep');
select is(array(select distinct type from public.notifications order by 1),
  array['award', 'comment', 'course', 'follow', 'job_application', 'patreon', 'upvote'], 'there are notifications of every type');
select ok(exists (select 1 from public.notifications where not read) and exists (select 1 from public.notifications where read),
  'some notifications are unread, some read');
select is(
  (select count(*)::int from public.enrolments e join auth.users u on u.id = e.user_id where u.email = 'demo@nexo.dev' and e.course_id in (1, 3)), 2,
  'the demo account is enrolled in courses 1 and 3 (spec default)');

-- Every counter equals its rows after the whole seed went through the triggers.
select is((select count(*)::int from public.communities c
            where c.members_count <> (select count(*) from public.memberships m where m.community_id = c.id)
               or c.posts_count <> (select count(*) from public.posts p where p.community_id = c.id)), 0,
  'community counters match memberships and posts');
select is((select count(*)::int from public.posts p
            where p.upvotes <> (select count(*) from public.votes v where v.post_id = p.id and v.value = 1)
               or p.downvotes <> (select count(*) from public.votes v where v.post_id = p.id and v.value = -1)
               or p.comments_count <> (select count(*) from public.comments c where c.post_id = p.id)
               or p.recognitions_count <> (select count(*) from public.awards a where a.post_id = p.id)), 0,
  'post counters match votes, comments and awards');
select is((select count(*)::int from public.profiles p
            where p.followers_count <> (select count(*) from public.follows f where f.following_id = p.id)
               or p.following_count <> (select count(*) from public.follows f where f.follower_id = p.id)
               or p.posts_count <> (select count(*) from public.posts x where x.author_id = p.id)
               or p.recognitions_count <> (select count(*) from public.awards a where a.recipient_id = p.id)), 0,
  'profile counters match follows, posts and awards');
select is((select count(*)::int from public.courses c
            where c.students_count <> (select count(*) from public.enrolments e where e.course_id = c.id)
               or c.lessons_count <> (select count(*) from public.lessons l where l.course_id = c.id)
               or c.reviews_count <> (select count(*) from public.course_reviews r where r.course_id = c.id)), 0,
  'course counters match enrolments, lessons and reviews');
select is((select count(*)::int from public.comments c
            where c.upvotes <> (select count(*) from public.votes v where v.comment_id = c.id and v.value = 1)
               or c.downvotes <> (select count(*) from public.votes v where v.comment_id = c.id and v.value = -1)), 0,
  'comment counters match their votes');

select * from finish();
rollback;
