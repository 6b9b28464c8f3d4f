// AppError, the one unwrap helper for supabase-js results, and the Spanish messages mapped from error codes.
//
// The contract with the server (issue 11): our SQL functions raise a stable snake_case product code as the
// message (`not_authenticated`, `cannot_chat_with_self`…), a SQLSTATE as errcode and the Spanish user text as
// detail; PostgREST hands that to supabase-js as `{ code: '42501', message: 'not_authenticated', details: 'Necesitas …' }`.
// GoTrue sends its own code (`user_already_exists`). Nothing here matches on English or Spanish text; the one
// exception is a browser fetch failure, which carries no code at all.
//
// AppError fields:
// - `code`: the machine code callers match on. The product code when the server raised one, otherwise the
//   service's code (GoTrue code, `PGRSTxxx` or SQLSTATE), otherwise 'network' or 'unknown'.
// - `serviceCode`: the code exactly as the service sent it (for a product-coded SQL error, its SQLSTATE).
// - `message`: the Spanish text for users: the spec's text for the product code (MESSAGES), else the server's
//   Spanish detail, else the text for the service code, else the generic unexpected-error text.
// - `serviceMessage`: the service's own message, kept for logs only.

import * as sql from './error-texts.gen';

/** Fallback text for anything we cannot name (spec part 2 §8). */
export const UNEXPECTED_MESSAGE = 'Ocurrió un error inesperado. Por favor, intenta de nuevo.';

/** Spanish user messages by code: product codes whose text the spec fixes, GoTrue `code`, PostgREST `PGRSTxxx`, SQLSTATE. */
const MESSAGES: Record<string, string> = {
  // Product codes raised by our SQL whose text the client also shows without an error (a refused action it can
  // foresee); the texts come from private.error_texts through the generated module, never copied here.
  cannot_chat_with_self: sql.cannot_chat_with_self,
  member_not_found: sql.member_not_found,
  messaging_blocked: sql.messaging_blocked,
  message_too_long: sql.message_too_long,
  cannot_award_own_post: sql.cannot_award_own_post,
  cannot_award_own_profile: sql.cannot_award_own_profile,
  live_event_ended: sql.live_event_ended,
  not_approved_host: sql.not_approved_host,
  // Product codes the client raises itself, when RLS answers a write with no row or a unique key refuses a repeat.
  job_edit_refused: 'No puedes editar esta oferta.',
  job_close_refused: 'No puedes cambiar esta oferta.',
  job_not_published: 'No se pudo publicar la oferta.',
  not_post_author: 'Esta publicación ya no existe o no es tuya.',
  comment_edit_refused: 'Este comentario ya no existe o no es tuyo.',
  not_reel_author: 'No puedes eliminar un reel de otra persona.',
  not_request_addressee: 'No puedes cambiar esta solicitud.',
  not_session_expert: 'No puedes responder esta solicitud.',
  host_application_exists: 'Ya tienes una solicitud de anfitrión en revisión o aprobada.',
  instructor_application_exists: 'Ya tienes una solicitud de instructor en revisión o aprobada.',
  expert_application_exists: 'Ya tienes una solicitud de experto en revisión o aprobada.',
  // Auth (GoTrue)
  invalid_credentials: 'Correo electrónico o contraseña incorrectos.',
  email_not_confirmed: 'Debes confirmar tu correo electrónico antes de iniciar sesión.',
  user_already_exists: 'Este usuario ya existe.',
  email_exists: 'Este usuario ya existe.',
  weak_password: 'La contraseña debe tener al menos 6 caracteres.',
  same_password: 'La nueva contraseña debe ser diferente de la anterior.',
  signup_disabled: 'El registro de nuevas cuentas está desactivado.',
  email_address_invalid: 'La dirección de correo electrónico no es válida.',
  validation_failed: 'Revisa los datos introducidos: alguno no es válido.',
  user_banned: 'Tu cuenta está suspendida. Podrás iniciar sesión de nuevo cuando termine la suspensión; si crees que es un error, contacta al equipo de soporte.',
  user_not_found: 'No encontramos tu cuenta.',
  session_not_found: 'Tu sesión ha caducado. Inicia sesión de nuevo.',
  session_expired: 'Tu sesión ha caducado. Inicia sesión de nuevo.',
  refresh_token_not_found: 'Tu sesión ha caducado. Inicia sesión de nuevo.',
  refresh_token_already_used: 'Tu sesión ha caducado. Inicia sesión de nuevo.',
  no_authorization: 'Necesitas iniciar sesión para continuar.',
  bad_jwt: 'Tu sesión no es válida. Inicia sesión de nuevo.',
  otp_expired: 'El enlace no es válido o ha caducado. Solicita uno nuevo.',
  over_request_rate_limit: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
  over_email_send_rate_limit: 'Se han enviado demasiados correos. Espera un momento y vuelve a intentarlo.',
  mfa_verification_failed: 'El código no es correcto o ya caducó. Ingresa el código que muestra ahora tu app de autenticación.',
  mfa_challenge_expired: 'El código caducó. Ingresa el código que muestra ahora tu app de autenticación.',
  insufficient_aal: sql.insufficient_aal, // GoTrue's code, and our SQL's before the second step (private.require_second_step)
  mfa_factor_not_found: 'Esta verificación en dos pasos ya no existe. Recarga la página.',
  too_many_enrolled_mfa_factors: 'Alcanzaste el máximo de métodos de verificación.',
  // REST (PostgREST) and Postgres
  PGRST116: 'No encontramos lo que buscas.',
  PGRST202: 'Esta función todavía no está disponible.',
  PGRST205: 'Esta sección todavía no está disponible.',
  PGRST301: 'Tu sesión no es válida. Inicia sesión de nuevo.',
  PGRST303: 'Tu sesión ha caducado. Inicia sesión de nuevo.',
  '42501': 'No tienes permiso para realizar esta acción.',
  '23505': 'Este elemento ya existe.',
  '23503': 'El elemento relacionado no existe.',
  '23514': 'Algún dato no cumple las reglas permitidas.',
  network: 'No se pudo conectar con el servidor. Revisa tu conexión e intenta de nuevo.',
};

export function messageForCode(code: string | undefined): string | undefined {
  return code && Object.hasOwn(MESSAGES, code) ? MESSAGES[code] : undefined;
}

/** A product code is snake_case with at least two words (Postgres' and GoTrue's own messages are sentences). */
const PRODUCT_CODE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;

/** The product code an error raised by our SQL carries in its message, if any. */
export function productCodeOf(message: unknown): string | undefined {
  return typeof message === 'string' && PRODUCT_CODE.test(message) ? message : undefined;
}

export class AppError extends Error {
  override readonly name = 'AppError';
  /** Machine code to match on: product code, else the service's code, else 'network' / 'unknown'. */
  readonly code: string;
  /** The code as the service sent it (SQLSTATE, PGRSTxxx or GoTrue code), when there was one. */
  readonly serviceCode?: string;
  /** HTTP status when known (0 when the request never reached the server). */
  readonly status?: number;
  /** The service's own message, kept for logs; `message` is the Spanish text for users. */
  readonly serviceMessage?: string;

  constructor(
    message: string,
    opts: { code?: string; serviceCode?: string; status?: number; serviceMessage?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: opts.cause });
    this.code = opts.code ?? 'unknown';
    this.serviceCode = opts.serviceCode;
    this.status = opts.status;
    this.serviceMessage = opts.serviceMessage;
  }
}

interface ErrorLike {
  message?: unknown;
  code?: unknown;
  details?: unknown;
  status?: unknown;
  name?: unknown;
}

/** Fetch failures come from the browser without a code; their messages are the only signal there is. */
function isNetworkFailure(e: ErrorLike): boolean {
  const msg = typeof e.message === 'string' ? e.message : '';
  return (
    e.name === 'AuthRetryableFetchError' ||
    e.status === 0 ||
    /failed to fetch|networkerror|load failed|fetch failed/i.test(msg)
  );
}

/** Turns anything thrown or returned by supabase-js (or the browser) into an AppError with a Spanish message. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const e: ErrorLike = typeof error === 'object' && error !== null ? (error as ErrorLike) : { message: String(error) };
  const status = typeof e.status === 'number' ? e.status : undefined;
  const serviceMessage = typeof e.message === 'string' ? e.message : undefined;
  const serviceCode = typeof e.code === 'string' && e.code ? e.code : undefined;
  const productCode = productCodeOf(serviceMessage);
  // `details` is user text only under a product code; for Postgres' own errors it is English ("Failing row contains …").
  const detail = productCode && typeof e.details === 'string' && e.details.trim() ? e.details : undefined;
  const code = productCode ?? serviceCode ?? (isNetworkFailure(e) ? 'network' : undefined);
  const message = messageForCode(productCode) ?? detail ?? messageForCode(serviceCode ?? code) ?? UNEXPECTED_MESSAGE;
  return new AppError(message, { code: code ?? 'unknown', serviceCode, status, serviceMessage, cause: error });
}

/** An AppError for a product code the client raises itself; its text comes from MESSAGES like the server's codes. */
export function codedError(code: string, cause?: unknown): AppError {
  return new AppError(messageOf(code), { code, cause });
}

/** The Spanish text for a code, for places that show it without an error (a disabled composer, a refusal toast). */
export function messageOf(code: string): string {
  return messageForCode(code) ?? UNEXPECTED_MESSAGE;
}

/** Unwraps a supabase-js `{ data, error }` result: returns data or throws an AppError. */
export function unwrap<T>(result: { data: T; error: unknown }): T {
  if (result.error) throw toAppError(result.error);
  return result.data;
}
