-- Quiz rules and leaderboard (issue 14): every answer must be one of its question's options (Spanish refusal), and a
-- per-module leaderboard of members' best scores.

comment on function public.quiz_attempts_score() is 'Computes total and score of a quiz attempt from the module''s questions (clients cannot set them); refuses answers that are not options.';

create index quiz_attempts_module_idx on public.quiz_attempts (module_id, score desc, created_at);

create or replace function public.quiz_leaderboard(module_id bigint, max_rows int default 10)
returns table (rank int, user_id uuid, name text, avatar_url text, best_score int, total int, achieved_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select (row_number() over (order by b.score desc, b.created_at, b.user_id))::int, b.user_id, p.name, p.avatar_url,
         b.score, b.total, b.created_at
    from (select distinct on (a.user_id) a.user_id, a.score, a.total, a.created_at
            from public.quiz_attempts a
           where a.module_id = quiz_leaderboard.module_id
           order by a.user_id, a.score desc, a.created_at) b
    join public.profiles p on p.id = b.user_id
   order by b.score desc, b.created_at, b.user_id
   limit least(greatest(coalesce(max_rows, 10), 1), 50);
$$;

comment on function public.quiz_leaderboard(bigint, int) is 'Best score per member in a quiz module (first to reach it ranks higher); shows names and scores only, never the answers.';
grant execute on function public.quiz_leaderboard(bigint, int) to anon, authenticated;
