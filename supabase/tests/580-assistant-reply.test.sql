-- AI hub assistant: the spec's keywords get canned replies; anything else is answered from the platform search.
begin;
select plan(14);

select tests.authenticate_as_anon();
select is(public.assistant_reply('hola') ->> 'kind', 'greeting', '''hola'' gets the greeting');
select is(public.assistant_reply('¡Saludos, asistente!') ->> 'kind', 'greeting', '''saludos'' inside a sentence gets the greeting');
select is(public.assistant_reply('Necesito AYUDA') ->> 'kind', 'help', '''ayuda'' in any case gets the help reply');
select is(public.assistant_reply('tengo una pregunta') ->> 'kind', 'help', '''pregunta'' gets the help reply');
select is(public.assistant_reply('adiós') ->> 'kind', 'farewell', '''adiós'' with an accent gets the farewell');
select is(public.assistant_reply('chao') ->> 'kind', 'farewell', '''chao'' gets the farewell');
select is(public.assistant_reply('   ') ->> 'kind', 'empty', 'a blank message asks for something to search');
select ok(position('Hola' in public.assistant_reply('hola') ->> 'text') > 0, 'the greeting text is Spanish');
select isnt(public.assistant_reply('Holanda') ->> 'kind', 'greeting', 'keywords match whole words only');

-- Anything else: an answer from the search, never an echo
select tests.clear_authentication();
insert into public.communities (name, description, topics) values ('Zarzuelistas Unidos', 'Comunidad de amantes de la zarzuela', array['música']);
select tests.authenticate_as_anon();
select is(public.assistant_reply('zarzuela') ->> 'kind', 'search', 'a topic is answered from the search');
select ok(position('Zarzuelistas Unidos' in public.assistant_reply('zarzuela') ->> 'text') > 0, 'the answer names what the search found');
select is(public.assistant_reply('xqzwv inexistente') ->> 'kind', 'no_results', 'nothing found says so instead of echoing');

select tests.clear_authentication();
insert into public.jobs (title, company, job_type, description) values ('Zapatero artesanal', 'Calzados Andinos', 'full-time', 'Fabricación de calzado a mano');
select tests.authenticate_as_anon();
select ok(position('Empleo: Zapatero artesanal' in public.assistant_reply('zapatero') ->> 'text') > 0, 'jobs are found and labelled as Empleo');
select ok(public.assistant_reply('zapatero') -> 'results' -> 0 ->> 'link' like '/job-search%', 'each result carries its link');

select * from finish();
rollback;
