-- Nexo sample data (Spanish). Applied on a fresh database after the migrations; timestamps are relative to now().

-- ==== PART A: people, communities, courses, lessons, posts, comments, social graph, notifications (owner: schema-A) ====
-- Users (password for every one: nexo1234). Fixed ids so PART B can reference them:
--   a0000000-0000-4000-8000-000000000001  Ana García        ana@nexo.dev        creator, verified, support link
--   a0000000-0000-4000-8000-000000000002  Carlos Mendoza    carlos@nexo.dev     creator, verified, no support link
--   a0000000-0000-4000-8000-000000000003  Lucía Fernández   lucia@nexo.dev      creator, not verified
--   a0000000-0000-4000-8000-000000000004  Diego Ramírez     diego@nexo.dev      user
--   a0000000-0000-4000-8000-000000000005  Sofía Torres      sofia@nexo.dev      creator, verified, support link
--   a0000000-0000-4000-8000-000000000006  Mateo López       mateo@nexo.dev      user
--   a0000000-0000-4000-8000-000000000007  Valentina Rojas   valentina@nexo.dev  user
--   a0000000-0000-4000-8000-000000000008  Javier Morales    javier@nexo.dev     creator, verified, no support link (live host)
--   a0000000-0000-4000-8000-000000000009  Usuario Demo      demo@nexo.dev       user (the demo account)
--   a0000000-0000-4000-8000-000000000010  Camila Herrera    camila@nexo.dev     creator, verified, support link
-- Communities 1–8 are regular, 9–11 are live events (9 ended, 10 live now, 11 upcoming; prices 0, 5, 10 USD).
-- Courses 1–12 (course 12 has no lessons).

-- ==== END PART A ====

-- ==== PART B: reels, jobs, candidates, learning, talents, experts, chat, live chat, applications (owner: schema-B) ====

-- ==== END PART B ====
