-- Talent applications ('Aplicar como Talento' on /personalized-content), decided by staff like the other kinds. Its own
-- file: a new enum value can be used only after the transaction that adds it.

alter type public.application_kind add value if not exists 'talent';
comment on type public.application_kind is 'host: live-session host sign-up; instructor: /apply-instructor; expert: /apply-expert; talent: /personalized-content.';
