-- The review queue: reports of every kind grouped by target, claims, decisions (dismiss, hide, restore, warn, suspend)
-- with the first of two decisions standing, hidden content seen only by its author and staff, suspensions that spare
-- staff, and the reporter's own reports resolved; anon / member / moderator / admin.
begin;
select plan(44);

select tests.create_actors('rq', 'author', 'Ana Autora', 'rep', 'Rita Reporta', 'rep2', 'Raúl Reporta', 'stranger', 'Sara Extraña',
  'mod', 'Mora Moderadora', 'mod2', 'Marcos Moderador', 'adm', 'Ada Admin');
insert into public.user_roles (user_id, role) values
  (current_setting('t.mod')::uuid, 'moderator'), (current_setting('t.mod2')::uuid, 'moderator'), (current_setting('t.adm')::uuid, 'admin');

-- The author's content of every kind (as the runner).
insert into public.posts (community_id, author_id, title, content) values (1, current_setting('t.author')::uuid, 'Oferta milagrosa', 'Gana dinero fácil');
select set_config('t.post', (select id::text from public.posts where title = 'Oferta milagrosa'), true);
insert into public.comments (post_id, author_id, content) values (1, current_setting('t.author')::uuid, 'Comentario ofensivo');
select set_config('t.comment', (select id::text from public.comments where content = 'Comentario ofensivo'), true);
insert into public.reels (user_id, video_url, description) values (current_setting('t.author')::uuid, '/media/reels/x.mp4', 'Reel engañoso');
select set_config('t.reel', (select id::text from public.reels where description = 'Reel engañoso'), true);
insert into public.jobs (recruiter_id, title, company, job_type, description, application_contact, skills)
values (current_setting('t.author')::uuid, 'Empleo dudoso', 'Empresa X', 'freelance', 'Paga por adelantado', 'https://x.test', '{Ventas}');
select set_config('t.job', (select id::text from public.jobs where title = 'Empleo dudoso'), true);
insert into public.conversations (user_a, user_b) select least(a, b), greatest(a, b)
  from (select current_setting('t.author')::uuid a, current_setting('t.rep')::uuid b) p;
insert into public.messages (conversation_id, sender_id, body)
select c.id, current_setting('t.author')::uuid, 'Mensaje acosador' from public.conversations c
 where current_setting('t.author')::uuid in (c.user_a, c.user_b) and current_setting('t.rep')::uuid in (c.user_a, c.user_b);
select set_config('t.dm', (select id::text from public.messages where body = 'Mensaje acosador'), true);

-- Reporting -------------------------------------------------------------------------------------------------------------

select tests.authenticate_with_hook(current_setting('t.rep')::uuid);
insert into public.reports (target_type, target_id, reason)
select k, current_setting('t.' || k), 'Motivo de ' || k from unnest(array['post', 'comment', 'reel', 'job']) k;
insert into public.reports (target_type, target_id, reason) values
  ('message', current_setting('t.dm'), 'Me acosa'), ('profile', current_setting('t.author'), 'Cuenta de spam'),
  ('profile', current_setting('t.adm'), 'Abusa de su cargo'), ('profile', current_setting('t.mod2'), 'Moderador grosero');
select tests.authenticate_with_hook(current_setting('t.rep2')::uuid);
insert into public.reports (target_type, target_id, reason) values ('post', current_setting('t.post'), 'Estafa');
select is(tests.outcomes(format($$ insert into public.reports (target_type, target_id, reason) values ('message', %L, 'x') $$, current_setting('t.dm')),
                         'stranger', 'author'),
  array['report_message_not_participant', 'cannot_report_own_content'],
  'a direct message is reported only by the other participant');
select is(tests.outcomes($$ insert into public.reports (target_type, target_id, reason) values ('post', '987654321', 'x') $$, 'stranger'),
  array['report_target_not_found'], 'a missing target cannot be reported');

-- The queue -------------------------------------------------------------------------------------------------------------

select is(tests.outcomes('select 1 from public.moderation_items', 'anon'), array['42501'], 'visitors cannot read the queue');
select tests.authenticate_with_hook(current_setting('t.stranger')::uuid);
select is((select count(*)::int from public.moderation_items) + (select count(*)::int from public.reports), 0,
  'a member reads neither the queue nor others'' reports');
select is(tests.outcomes('select public.staff_report_queue()', 'anon', 'stranger'), array['42501', 'not_staff'],
  'the queue function is staff-only');
select tests.authenticate_with_hook(current_setting('t.mod')::uuid);
select is((select reports_count from public.moderation_items where target_type = 'post' and target_id = current_setting('t.post')), 2,
  'two reports of one post are one item counting two');
select is((select count(*)::int from public.reports where reporter_id = current_setting('t.rep')::uuid), 8, 'staff read every report');
select is((select array[author_name, preview, link, jsonb_array_length(reports)::text]
             from public.staff_report_queue(kind => 'post') where target_id = current_setting('t.post')),
  array['Ana Autora', 'Oferta milagrosa', '/post/' || current_setting('t.post'), '2'],
  'the queue shows the author, a preview, the link and the reports of a target');
select is((select preview from public.staff_report_queue(kind => 'message') where target_id = current_setting('t.dm')), 'Mensaje acosador',
  'staff see the reported direct message');
select ok((select bool_and(target_type = 'comment') from public.staff_report_queue(kind => 'comment')), 'the queue filters by kind');
select ok('moderation_items' in (select tablename from pg_publication_tables where pubname = 'supabase_realtime'),
  'queue changes reach staff live (postgres_changes under the staff-only policy)');

-- Claims ------------------------------------------------------------------------------------------------------------------

select is(tests.outcomes(format($$ select public.claim_report('post', %L) $$, current_setting('t.post')), 'anon', 'stranger', 'mod', 'mod2'),
  array['42501', 'not_staff', 'ok', 'report_claimed'], 'a moderator claims an item; another moderator cannot take it');
select tests.authenticate_with_hook(current_setting('t.mod')::uuid);
select is((select claimed_by_name from public.staff_report_queue(claim => 'mine')), 'Mora Moderadora', 'the claim shows in the queue');
select is(tests.outcomes(format($$ select public.decide_report('post', %L, 'dismiss', 'Parece normal') $$, current_setting('t.post')), 'mod2'),
  array['report_claimed'], 'another moderator cannot decide a claimed item');
select is(tests.outcomes(format($$ select public.release_report('post', %L) $$, current_setting('t.post')), 'mod2', 'stranger'),
  array['report_claimed', 'not_staff'], 'nor release it');

-- Decisions: the first stands ---------------------------------------------------------------------------------------------

select is(tests.outcomes(format($$ select public.decide_report('post', %L, 'hide', '') $$, current_setting('t.post')), 'mod'),
  array['staff_reason_required'], 'a decision needs a reason');
select is(tests.outcomes(format($$ select public.decide_report('post', %L, 'borrar', 'x') $$, current_setting('t.post')), 'mod'),
  array['invalid_moderation_decision'], 'an unknown decision is refused');
select is(tests.outcomes(format($$ select public.decide_report('post', %L, 'hide', 'Estafa evidente') $$, current_setting('t.post')),
                         'anon', 'stranger', 'mod', 'mod2'),
  array['42501', 'not_staff', 'ok', 'report_already_decided'], 'the first decision stands; a second one is refused with its message');
select is(private.error_text('report_already_decided'), 'Otro moderador ya resolvió este elemento.', 'which says another moderator decided');

-- Hidden content ----------------------------------------------------------------------------------------------------------

select tests.authenticate_with_hook(current_setting('t.author')::uuid);
select is((select hidden_by_moderation from public.posts where id = current_setting('t.post')::bigint), true,
  'the author still reads the hidden post, flagged hidden_by_moderation (''Retirado por moderación'')');
select is((select type || ': ' || content from public.notifications where user_id = current_setting('t.author')::uuid and actor_id is null),
  'moderation: Retiramos tu contenido por moderación. Motivo: Estafa evidente', 'the author is told why, by no named moderator');
select tests.authenticate_with_hook(current_setting('t.rep')::uuid);
select is((select count(*)::int from public.posts where id = current_setting('t.post')::bigint), 0, 'other members no longer read it');
select is(public.post_state(current_setting('t.post')::bigint), 'hidden', 'its page tells them it was removed by moderation');
select ok(current_setting('t.post')::bigint not in (select id from public.feed_posts('recent', 50)), 'feeds leave it out');
select is((select array_agg(status order by reporter_id = current_setting('t.rep')::uuid) from public.reports
            where target_type = 'post' and target_id = current_setting('t.post') and resolved_at is not null),
  array['reviewed'], 'the reporter sees their report resolved (reviewed) in ''Mis reportes''');
select tests.authenticate_as_anon();
select is((select count(*)::int from public.posts where id = current_setting('t.post')::bigint), 0, 'visitors no longer read it');
select tests.authenticate_with_hook(current_setting('t.mod2')::uuid);
select is((select count(*)::int from public.posts where id = current_setting('t.post')::bigint), 1, 'staff still read it');

select is(tests.outcomes(format($$ select public.decide_report('message', %L, 'hide', 'Acoso') $$, current_setting('t.dm')), 'mod2'),
  array['ok'], 'a moderator hides a reported direct message');
select tests.authenticate_with_hook(current_setting('t.rep')::uuid);
select is((select count(*)::int from public.messages where id = current_setting('t.dm')::uuid), 0, 'the other participant no longer reads it');
select tests.authenticate_with_hook(current_setting('t.author')::uuid);
select is((select hidden_by_moderation from public.messages where id = current_setting('t.dm')::uuid), true, 'its sender reads it flagged');

select is(tests.outcomes(format($$ select public.decide_report('post', %L, 'restore', 'Era una promoción real') $$, current_setting('t.post')),
                         'mod2', 'mod'),
  array['ok', 'moderation_not_hidden'], 'a hidden post is restored once; a second restore is refused');
select tests.authenticate_with_hook(current_setting('t.rep2')::uuid);
select is((select count(*)::int from public.posts where id = current_setting('t.post')::bigint), 1, 'a restored post is read again');

-- Dismiss and warn ------------------------------------------------------------------------------------------------------

select is(tests.outcomes(format($$ select public.decide_report('reel', %L, 'dismiss', 'No infringe las normas') $$, current_setting('t.reel')), 'mod'),
  array['ok'], 'a moderator dismisses reports of a reel');
select is(tests.outcomes(format($$ select public.decide_report('comment', %L, 'warn', 'Cuida el tono') $$, current_setting('t.comment')), 'mod'),
  array['ok'], 'a moderator warns a comment''s author');
select tests.authenticate_with_hook(current_setting('t.rep')::uuid);
select is((select array_agg(target_type || ':' || status order by target_type) from public.reports
            where target_type in ('reel', 'comment') and reporter_id = current_setting('t.rep')::uuid),
  array['comment:reviewed', 'reel:dismissed'], 'the reporter sees one report dismissed and one acted on');
select tests.clear_authentication();
select ok(exists (select 1 from public.notifications where user_id = current_setting('t.author')::uuid and type = 'moderation'
                   and content = 'Recibiste una advertencia de moderación. Motivo: Cuida el tono'), 'the warned author gets a notification');

-- Suspensions -----------------------------------------------------------------------------------------------------------

select is(tests.outcomes(format($$ select public.decide_report('profile', %L, 'hide', 'x') $$, current_setting('t.author')), 'mod'),
  array['cannot_hide_target'], 'a profile cannot be hidden');
select is(tests.outcomes(format($$ select public.decide_report('profile', %L, 'suspend', 'Spam', 0) $$, current_setting('t.author')), 'mod'),
  array['invalid_suspension_hours'], 'a suspension lasts at least an hour');
insert into auth.sessions (id, user_id) values (gen_random_uuid(), current_setting('t.author')::uuid);
select is(tests.outcomes(format($$ select public.decide_report('profile', %L, 'suspend', 'Spam reiterado', 48) $$, current_setting('t.author')), 'mod', 'mod2'),
  array['ok', 'report_already_decided'], 'a moderator suspends a member for 48 hours; the second decision is refused');
select ok((select banned_until between now() + interval '47 hours' and now() + interval '49 hours' from auth.users where id = current_setting('t.author')::uuid)
          and not exists (select 1 from auth.sessions where user_id = current_setting('t.author')::uuid),
  'the account is banned until then and its sessions are ended');
select is(tests.outcomes(format($$ select public.decide_report('profile', %L, 'suspend', 'x', 24) $$, current_setting('t.adm')), 'mod', 'adm'),
  array['cannot_suspend_staff', 'cannot_moderate_self'], 'nobody suspends an admin (nor themselves)');
select is(tests.outcomes(format($$ select public.decide_report('profile', %L, 'suspend', 'Grosero', 24) $$, current_setting('t.mod2')), 'mod', 'adm'),
  array['cannot_suspend_staff', 'ok'], 'only an admin suspends a moderator');
select is(tests.outcomes(format($$ select public.lift_suspension(%L, 'Apelación aceptada') $$, current_setting('t.author')), 'stranger', 'mod', 'mod'),
  array['not_staff', 'ok', 'member_not_suspended'], 'staff lift a suspension early');

-- The log -----------------------------------------------------------------------------------------------------------------

select tests.authenticate_with_hook(current_setting('t.adm')::uuid);
select is(array(select distinct action from public.staff_actions where actor_id = current_setting('t.mod')::uuid order by 1),
  array['claim', 'dismiss', 'hide', 'lift_suspension', 'suspend', 'warn'], 'every decision is in the staff log');

select * from finish();
rollback;
