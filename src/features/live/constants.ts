// Fixed texts and limits of the live event page.
import * as sqlText from '@/lib/error-texts.gen';

/** Host shown on an event without one (the same team name as the communities feature). */
export const PRODUCT_TEAM = 'Equipo Nexo';

/** Messages read when the page opens. */
export const CHAT_HISTORY_SIZE = 100;

/** Messages kept on screen (history plus what arrives live). */
export const CHAT_SCREEN_SIZE = 200;

/** A chat message's maximum length (the table's check). */
export const CHAT_BODY_MAX = 500;

export const SIGN_IN_TO_CHAT = sqlText.not_authenticated__debes_enviar_mensajes;
export const EVENT_ENDED = sqlText.live_event_ended;
export const NOT_FOUND_TITLE = 'Evento no encontrado';
export const NOT_FOUND_TEXT = 'El evento en vivo que buscas no existe o la URL es incorrecta.';

/** While the host is not on air in the window, how often a viewer's page reads the on-air state again (a missed 'air'). */
export const AIR_RECHECK_MS = 8_000;
