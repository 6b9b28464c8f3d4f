-- Nexo sample data (Spanish). Applied on a fresh database after the migrations; timestamps are relative to now().

-- ==== PART A: people, communities, courses, lessons, posts, comments, social graph, notifications (owner: schema-A) ====

-- ==== END PART A ====

-- ==== PART B: reels, jobs, candidates, learning, talents, experts, chat, live chat, applications (owner: schema-B) ====

-- ==== END PART B ====
