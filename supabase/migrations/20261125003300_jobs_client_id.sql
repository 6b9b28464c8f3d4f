-- A published offer carries the id its browser gave the form, so a double click, a retry or a resend stores it once
-- (insert … on conflict (client_id) do nothing); curated listings and older offers have none.
alter table public.jobs
  add column client_id uuid constraint jobs_client_id_unique unique;

comment on column public.jobs.client_id is 'Id the recruiter''s browser gave the offer form: the same form sent twice is stored once.';

grant insert (client_id) on table public.jobs to authenticated;
