-- Indexes behind the columns RLS policies filter by (the schema lint in supabase/tests/004 asks for one per column a
-- USING expression compares with auth.uid()): a member editing or deleting their review or live chat message no
-- longer scans the whole table to find their rows.
create index course_reviews_user_idx on public.course_reviews (user_id);
create index live_chat_messages_user_idx on public.live_chat_messages (user_id);
