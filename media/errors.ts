// The refusals of the media service: code → WebSocket close code and the Spanish text the studio shows.

export interface IngestRefusal {
  code: string;
  message: string;
  /** WebSocket close code (the contract's 44xx, or 1011 for a failure of ours). */
  close: number;
}

const TEXTS: Record<string, { message: string; close: number }> = {
  live_auth_required: { message: 'Tu sesión no es válida o caducó: vuelve a iniciar sesión para transmitir.', close: 4401 },
  not_live_host: { message: 'Solo el anfitrión de esta sesión puede transmitir.', close: 4403 },
  live_stream_key_invalid: { message: 'La clave de transmisión no es válida: copia la clave actual desde el estudio.', close: 4403 },
  live_event_not_found: { message: 'Esta sesión en vivo no existe.', close: 4404 },
  live_outside_window: {
    message: 'Puedes transmitir desde 15 minutos antes del inicio hasta el final de la sesión.',
    close: 4409,
  },
  live_media_invalid: { message: 'El video recibido no se puede leer: vuelve a iniciar la transmisión.', close: 4400 },
  live_chunk_too_large: { message: 'Un fragmento de video supera los 4 MiB: reduce la calidad de la transmisión.', close: 4413 },
  live_replaced: { message: 'La transmisión continúa desde otra conexión.', close: 4410 },
  live_media_failed: { message: 'La transmisión se interrumpió en el servidor: vuelve a iniciarla.', close: 1011 },
  live_unavailable: { message: 'El servicio de transmisión no está disponible: inténtalo de nuevo en unos segundos.', close: 1011 },
};

/** The refusal for a code; a database refusal keeps the Spanish detail the database sent, when it sent one. */
export function refusal(code: string, detail?: string | null): IngestRefusal {
  const known = TEXTS[code] ?? TEXTS.live_unavailable;
  return { code: TEXTS[code] ? code : 'live_unavailable', message: detail || known.message, close: known.close };
}

/** The codes live_ingest_start raises (its `message`); anything else is an outage, not a refusal. */
export function isIngestRefusalCode(code: string | undefined): boolean {
  return code === 'not_live_host' || code === 'live_stream_key_invalid' || code === 'live_outside_window' || code === 'live_event_not_found';
}
