-- AI hub "Asistente General": canned replies for the spec's keywords, otherwise an answer built from the
-- platform search (public.search_all) instead of echoing the message.

create extension if not exists unaccent with schema extensions;

create or replace function public.assistant_reply(message text)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  plain text := lower(extensions.unaccent('extensions.unaccent'::regdictionary, btrim(coalesce(message, ''))));
  results jsonb := '[]'::jsonb;
  item jsonb;
  lines text := '';
  n int := 0;
begin
  if plain = '' then
    return jsonb_build_object('kind', 'empty', 'text', 'Escríbeme algo y te ayudo a encontrarlo en Nexo.', 'results', results);
  end if;
  if plain ~ '\m(hola|saludos|buenas|buenos dias|buenas tardes|buenas noches)\M' then
    return jsonb_build_object('kind', 'greeting', 'results', results,
      'text', '¡Hola! Soy el asistente de Nexo. Pregúntame por un tema y te recomiendo comunidades, cursos, publicaciones, empleos o talentos.');
  end if;
  if plain ~ '\m(ayuda|pregunta|preguntas|ayudame)\M' then
    return jsonb_build_object('kind', 'help', 'results', results,
      'text', 'Claro, te ayudo. Escribe un tema (por ejemplo «React», «diseño» o «marketing») y buscaré en toda la plataforma. En el Centro de Aprendizaje tienes cuestionarios de idiomas, programación y cultura general.');
  end if;
  if plain ~ '\m(adios|chao|chau|hasta luego|nos vemos)\M' then
    return jsonb_build_object('kind', 'farewell', 'results', results,
      'text', '¡Hasta pronto! Sigue aprendiendo en Nexo.');
  end if;

  -- plpgsql resolves public.search_all (migration 20261122000900_search) at call time.
  select coalesce(jsonb_agg(to_jsonb(s) order by s.rank desc), '[]'::jsonb) into results
    from public.search_all(btrim(message), 5) s;

  for item in select value from jsonb_array_elements(results) loop
    n := n + 1;
    lines := lines || E'\n• '
      || coalesce(case item ->> 'kind'
                    when 'community' then 'Comunidad' when 'live_event' then 'Sesión en vivo' when 'post' then 'Publicación'
                    when 'course' then 'Curso' when 'lesson' then 'Lección' when 'job' then 'Empleo'
                    when 'talent' then 'Talento' when 'profile' then 'Perfil' end || ': ', '')
      || coalesce(item ->> 'title', '')
      || coalesce(' (' || (item ->> 'link') || ')', '');
  end loop;

  if n = 0 then
    return jsonb_build_object('kind', 'no_results', 'results', results,
      'text', format('No encontré nada sobre «%s». Prueba con otras palabras o explora las comunidades y los cursos.', btrim(message)));
  end if;
  return jsonb_build_object('kind', 'search', 'results', results,
    'text', format('Esto encontré en Nexo sobre «%s»:', btrim(message)) || lines);
end;
$$;

comment on function public.assistant_reply(text) is 'Reply of the AI hub assistant: {kind, text, results}; greeting/help/farewell for the spec keywords, otherwise the top 5 of public.search_all.';
grant execute on function public.assistant_reply(text) to anon, authenticated;
