-- Inputs of SQL functions are bounded (issue 19), with a coded refusal in Spanish as the other app functions raise:
-- * candidate_learning (callable by visitors) reads at most 100 candidates per call (the /recruit page asks for 12);
-- * import_legacy_host_applications reads at most 100 saved entries (the legacy browser kept a handful).

comment on function public.candidate_learning(bigint[]) is 'Courses completed and best quiz score per module of at most 100 member candidates (published Busco Empleo profiles only); curated candidates have no record.';

