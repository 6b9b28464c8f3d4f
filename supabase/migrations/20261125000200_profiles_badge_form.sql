-- How a member's badges speak of them: 'Creadora verificada', 'Creador verificado' or 'Persona creadora verificada'.
alter table public.profiles
  add column badge_form text not null default 'neutro'
    constraint profiles_badge_form check (badge_form in ('femenino', 'masculino', 'neutro'));

comment on column public.profiles.badge_form is 'Grammatical form the member chose for their badges and role (femenino, masculino, neutro); neutral until chosen.';

grant update (badge_form) on table public.profiles to authenticated;
