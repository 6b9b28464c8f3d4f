-- The Spanish text of every error our SQL raises, in one table: a raise gives its code as the message, a SQLSTATE, and
-- private.error_text(key) as detail (key = the code, or code.variant where one code has several wordings).

create schema if not exists private;
comment on schema private is 'Internal helpers and tables no API exposes.';
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

create table private.error_texts (
  key text primary key constraint error_texts_key_shape check (key ~ '^[a-z][a-z0-9_]*(\.[a-z0-9_]+)?$'),
  text text not null constraint error_texts_text_not_blank check (btrim(text) <> '')
);

comment on table private.error_texts is 'Spanish user text of each SQL error, by code (or code.variant); read only through private.error_text.';

alter table private.error_texts enable row level security;
revoke all on table private.error_texts from public, anon, authenticated;

insert into private.error_texts (key, text) values
  ('already_applied', 'Ya aplicaste a esta oferta.'),
  ('application_already_decided', 'Esta solicitud ya fue resuelta por otro miembro del equipo.'),
  ('application_not_found', 'No encontramos esa solicitud.'),
  ('cannot_apply_own_offer', 'No puedes aplicar a tu propia oferta.'),
  ('cannot_award_own_post', 'No puedes premiar tus propias publicaciones.'),
  ('cannot_award_own_profile', 'No puedes premiar tu propio perfil.'),
  ('cannot_change_own_role', 'No puedes cambiar tu propio rol.'),
  ('cannot_chat_with_self', 'No puedes chatear contigo mismo.'),
  ('cannot_decide_own_application', 'No puedes resolver tu propia solicitud.'),
  ('cannot_hide_target', 'Este elemento no se puede retirar; puedes advertir o suspender a su autor.'),
  ('cannot_moderate_self', 'No puedes moderar tu propio contenido ni tu propia cuenta.'),
  ('cannot_report_own_content', 'No puedes denunciar tu propio contenido.'),
  ('cannot_suspend_staff', 'No se puede suspender a un administrador.'),
  ('cannot_suspend_staff.moderador', 'Solo un administrador puede suspender a un moderador.'),
  ('cannot_timeout_member', 'No puedes silenciar al anfitrión, al equipo de moderación ni a ti mismo.'),
  ('chat_history_too_long', 'El historial puede tener como máximo 5000 mensajes.'),
  ('comment_deleted', 'Este comentario fue eliminado.'),
  ('creator_not_verified', 'Solo puedes apoyar a creadores verificados con más de 1000 seguidores.'),
  ('invalid_application_decision', 'Indica si apruebas o rechazas la solicitud.'),
  ('invalid_chat_history', 'El historial debe ser una lista de mensajes.'),
  ('invalid_feed_tab', 'El feed debe ser trending, recent o following.'),
  ('invalid_legacy_applications', 'Las solicitudes guardadas deben ser una lista.'),
  ('invalid_live_date', 'La fecha y hora de la sesión deben ser futuras.'),
  ('invalid_live_date.proximo_ano', 'La sesión debe programarse dentro del próximo año.'),
  ('invalid_live_description', 'La descripción puede tener hasta 2000 caracteres.'),
  ('invalid_live_duration', 'La duración debe ser mayor que cero y de como máximo 24 horas.'),
  ('invalid_live_price', 'El precio debe estar entre 0 (Gratis) y 10000 USD.'),
  ('invalid_live_title', 'El título es obligatorio y puede tener hasta 120 caracteres.'),
  ('invalid_live_topics', 'Puedes añadir hasta 5 temas.'),
  ('invalid_live_topics.40_caracteres', 'Cada tema puede tener hasta 40 caracteres.'),
  ('invalid_moderation_decision', 'La decisión debe ser descartar, retirar, restaurar, advertir o suspender.'),
  ('invalid_suspension_hours', 'La suspensión debe durar entre 1 hora y 100 años.'),
  ('invalid_timeout_minutes', 'El silencio debe durar entre 1 minuto y 7 días.'),
  ('invalid_vote_direction', 'La dirección del voto debe ser up, down o none.'),
  ('job_closed', 'Esta oferta ya está cerrada.'),
  ('job_not_found', 'Esta oferta no existe.'),
  ('job_seeker_profile_required', 'Publica tu perfil de Busco Empleo para aplicar.'),
  ('lesson_not_enrolled', 'Inscríbete en el curso para marcar sus lecciones como completadas.'),
  ('lesson_not_enrolled.tu_avance', 'Inscríbete en el curso para guardar tu avance.'),
  ('lesson_not_found', 'La lección no existe.'),
  ('lesson_position_invalid', 'La posición del video no es válida.'),
  ('live_chat_message_too_long', 'El mensaje no puede superar los 500 caracteres.'),
  ('live_chat_slow_mode', 'Modo lento: espera %s %s antes de enviar otro mensaje.'),
  ('live_chat_timed_out', 'Se te silenció en este chat. Podrás escribir de nuevo en %s %s.'),
  ('live_event_ended', 'El evento ha finalizado.'),
  ('live_event_not_found', 'Esta sesión en vivo no existe.'),
  ('live_message_not_found', 'Ese mensaje ya no existe.'),
  ('live_outside_window', 'Puedes transmitir desde 15 minutos antes del inicio hasta el final de la sesión.'),
  ('live_recording_while_live', 'No puedes borrar la grabación mientras transmites.'),
  ('live_source_invalid', 'La transmisión debe llegar desde el navegador (browser) o por RTMP (rtmp).'),
  ('live_stop_reason_invalid', 'El fin de una transmisión debe ser finished o lost.'),
  ('live_stream_key_invalid', 'La clave de transmisión no es válida: copia la clave actual desde el estudio.'),
  ('member_not_found', 'Este usuario no existe o eliminó su cuenta.'),
  ('member_not_suspended', 'Este miembro no está suspendido.'),
  ('message_blank', 'El mensaje está vacío.'),
  ('message_id_required', 'El mensaje necesita un identificador.'),
  ('message_id_taken', 'Ese identificador de mensaje ya está en uso.'),
  ('message_not_found', 'Ese mensaje no existe en esta conversación.'),
  ('message_too_long', 'El mensaje no puede superar los 4000 caracteres.'),
  ('messages_invalid', 'Los mensajes deben enviarse como una lista.'),
  ('messaging_blocked', 'No puedes enviar mensajes a este usuario.'),
  ('moderation_no_author', 'Este contenido no tiene un autor al que advertir o suspender.'),
  ('moderation_not_hidden', 'Este contenido no está retirado: otro moderador pudo haberlo restaurado.'),
  ('not_a_member', 'Únete a la comunidad para gestionar sus notificaciones.'),
  ('not_admin', 'Solo un administrador puede hacer esto.'),
  ('not_approved_host', 'Necesitas ser un anfitrión aprobado para crear sesiones en vivo.'),
  ('not_authenticated', 'Necesitas iniciar sesión.'),
  ('not_authenticated.a_creadores', 'Necesitas iniciar sesión para premiar a creadores.'),
  ('not_authenticated.a_usuarios', 'Necesitas iniciar sesión para seguir a usuarios.'),
  ('not_authenticated.al_creador', 'Necesitas iniciar sesión para premiar al creador.'),
  ('not_authenticated.como_anfitrion', 'Debes iniciar sesión para registrarte como anfitrión.'),
  ('not_authenticated.debes_enviar_mensajes', 'Debes iniciar sesión para enviar mensajes.'),
  ('not_authenticated.enviar_mensajes', 'Necesitas iniciar sesión para enviar mensajes.'),
  ('not_authenticated.este_curso', 'Necesitas iniciar sesión para inscribirte en este curso.'),
  ('not_authenticated.guardar_publicaciones', 'Necesitas iniciar sesión para guardar publicaciones.'),
  ('not_authenticated.me_gusta', 'Necesitas iniciar sesión para dar Me gusta.'),
  ('not_authenticated.necesitas_a_creadores', 'Necesitas iniciar sesión para apoyar a creadores.'),
  ('not_authenticated.para_votar', 'Necesitas iniciar sesión para votar.'),
  ('not_authenticated.un_evento', 'Necesitas iniciar sesión para crear un evento.'),
  ('not_comment_author', 'Solo puedes eliminar tus propios comentarios.'),
  ('not_conversation_member', 'No formas parte de esta conversación.'),
  ('not_live_host', 'Solo el anfitrión de esta sesión puede transmitir.'),
  ('not_live_moderator', 'Solo el anfitrión o el equipo de moderación pueden moderar este chat.'),
  ('not_post_author', 'Solo puedes eliminar tus propias publicaciones.'),
  ('not_staff', 'Esta acción es solo para el equipo de moderación.'),
  ('post_deleted', 'Esta publicación fue eliminada.'),
  ('post_not_found', 'La publicación no existe.'),
  ('profile_not_found', 'El perfil no existe.'),
  ('quiz_answer_invalid', 'Alguna respuesta no es una de las opciones de su pregunta.'),
  ('reel_not_found', 'El reel no existe.'),
  ('reply_parent_mismatch', 'Solo puedes responder a un comentario de la misma publicación.'),
  ('reply_parent_mismatch.mismo_reel', 'Solo puedes responder a un comentario del mismo reel.'),
  ('report_already_decided', 'Otro moderador ya resolvió este elemento.'),
  ('report_claimed', 'Otro moderador está revisando este elemento.'),
  ('report_message_not_participant', 'Solo puedes denunciar mensajes de tus propias conversaciones.'),
  ('report_target_not_found', 'No encontramos el contenido que quieres denunciar.'),
  ('review_already_exists', 'Ya publicaste una reseña de este curso. Puedes editarla.'),
  ('review_comment_blank', 'Escribe tu reseña antes de publicarla.'),
  ('review_comment_too_long', 'La reseña no puede superar los 2000 caracteres.'),
  ('review_not_enrolled', 'Solo los estudiantes inscritos pueden valorar este curso.'),
  ('review_rating_invalid', 'La valoración debe ser de 1 a 5 estrellas.'),
  ('search_too_long', 'La búsqueda puede tener como máximo 200 caracteres.'),
  ('session_date_past', 'Elige una fecha a partir de hoy.'),
  ('staff_reason_required', 'Indica un motivo de hasta 1000 caracteres.'),
  ('support_link_missing', 'Este creador aún no tiene enlace de apoyo.'),
  ('too_many_answers', 'Hay más respuestas que preguntas en el módulo.'),
  ('too_many_candidates', 'Se pueden consultar como máximo 100 candidatos a la vez.'),
  ('too_many_legacy_applications', 'Se pueden importar como máximo 100 solicitudes guardadas.'),
  ('too_many_messages', 'No se pueden enviar más de 100 mensajes a la vez.');

-- Definer so every caller (visitors included) gets the text without reading the table; an unknown key gives the
-- generic text rather than a null detail.
create or replace function private.error_text(key text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select t.text from private.error_texts t where t.key = error_text.key),
                  'Ocurrió un error inesperado. Por favor, intenta de nuevo.');
$$;

comment on function private.error_text(text) is 'The Spanish text of a SQL error by key (private.error_texts); the generic text for an unknown key.';
revoke execute on function private.error_text(text) from public;
grant execute on function private.error_text(text) to anon, authenticated, service_role;

-- The signed-in member's id, or the not_authenticated refusal with the given wording: the first line of every
-- member-only function (declare uid uuid := private.require_uid('not_authenticated.…')).
create or replace function private.require_uid(text_key text default 'not_authenticated')
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
begin
  if uid is null then
    raise exception 'not_authenticated' using errcode = '42501', detail = private.error_text(text_key);
  end if;
  return uid;
end;
$$;

comment on function private.require_uid(text) is 'auth.uid(), or raises not_authenticated (42501) with the Spanish text of text_key.';
revoke execute on function private.require_uid(text) from public;
grant execute on function private.require_uid(text) to anon, authenticated, service_role;
