-- The seed's learning data: course 1 reproduces the spec's 70/20/7/2/1 distribution from real reviews.
begin;
select plan(4);

select results_eq($$ select stars, percent from public.course_rating_distribution(1) $$,
  $$ values (5, 70), (4, 20), (3, 7), (2, 2), (1, 1) $$, 'course 1 reviews are 70/20/7/2/1 percent from 5 to 1 stars');
select is((select rating::text || ' ' || reviews_count from public.courses where id = 1), '4.6 100', 'course 1 rating is their average');
select is((select count(*)::int from public.course_reviews r
            where not exists (select 1 from public.enrolments e where e.user_id = r.user_id and e.course_id = r.course_id)), 0,
  'every seeded review comes from an enrolled student');
select is((select count(*)::int from public.notifications n join public.profiles p on p.id = n.actor_id where p.id::text like 'b0000000-%'), 0,
  'the seeded students sent no enrolment notifications');

select * from finish();
rollback;
