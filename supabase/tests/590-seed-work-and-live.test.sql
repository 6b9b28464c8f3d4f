-- The seed's work-and-live section is there and consistent with the spec: reels, jobs of every type, candidates, quizzes, talents, experts, chats, live chat.
begin;
select plan(20);

select ok((select count(*) from public.reels) >= 12, 'at least 12 reels');
select ok((select count(*) from public.reels where likes_count > 0) >= 10, 'reels carry likes counted by the trigger');
select is((select count(*)::int from public.reels r where r.likes_count <> (select count(*) from public.reel_likes l where l.reel_id = r.id)), 0,
  'every reel''s likes counter equals its likes');
select ok((select bool_and(video_url like '/media/video/%/index.m3u8' and poster_url like '/media/reels/%.svg') from public.reels),
  'reel videos and posters are local files');
select ok((select count(*) from public.jobs) >= 15, 'at least 15 jobs');
select is((select count(distinct job_type)::int from public.jobs), 5, 'jobs of every type');
select ok((select count(*) from public.jobs where recruiter_id is not null) >= 1, 'some offers were published by members');
select ok((select bool_and(logo_url like '/media/logos/%.svg') from public.jobs), 'job logos are local files');
select ok((select count(*) from public.job_seekers) >= 10, 'at least 10 candidates');
select is((select array_agg(id order by position) from public.learning_categories where id in ('languages', 'programming', 'general')),
  array['languages', 'programming', 'general'], 'the three quiz categories exist');
select ok((select count(*) from public.learning_questions) >= 30, 'at least 30 quiz questions');
select is((select count(*)::int from public.learning_categories c where not exists (
  select 1 from public.learning_modules m join public.learning_questions q on q.module_id = m.id where m.category_id = c.id)), 0,
  'every category has questions');
select ok((select count(*) from public.talents) >= 8, 'at least 8 talents');
select is((select count(*)::int from public.talents t where not exists (select 1 from public.talent_services s where s.talent_id = t.id)), 0,
  'every talent offers services');
select is((select count(*)::int from public.experts), 3, 'three experts');
select ok((select count(*) from public.conversations c where (select count(*) from public.messages m where m.conversation_id = c.id) >= 2) >= 3,
  'conversations with history');
select is((select count(*)::int from public.conversations c where c.last_message_at is distinct from
  (select max(m.created_at) from public.messages m where m.conversation_id = c.id)), 0, 'conversations know their latest message time');
select is((select count(*)::int from public.communities c where c.is_live_event
  and not exists (select 1 from public.live_chat_messages l where l.event_id = c.id)), 0, 'every live event has chat history');
select is((select count(*)::int from public.live_chat_messages where created_at > now()), 0, 'no chat message is in the future');
select is((select count(*)::int from public.applications where kind = 'host' and status = 'approved'), 1, 'one approved live host');

select * from finish();
rollback;
