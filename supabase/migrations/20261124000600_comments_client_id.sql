-- A comment carries the id its browser gave the draft, so a double click, a retry or a resend stores it once
-- (insert … on conflict (client_id) do nothing); older comments have none.
alter table public.comments
  add column client_id uuid constraint comments_client_id_unique unique;

comment on column public.comments.client_id is 'Id the writer''s browser gave the draft: the same draft sent twice is stored once.';

grant insert (client_id) on table public.comments to authenticated;
