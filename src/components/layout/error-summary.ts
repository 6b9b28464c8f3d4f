// What the error fallback shows: a status with its text when the error carries one, otherwise its message.

export interface ErrorSummary {
  status?: number;
  text: string;
}

export const FALLBACK_TEXT = 'Ocurrió un error inesperado. Por favor, intenta de nuevo.';

export function summarizeError(error: unknown): ErrorSummary {
  const e = (typeof error === 'object' && error !== null ? error : { message: typeof error === 'string' ? error : undefined }) as {
    status?: unknown;
    statusText?: unknown;
    message?: unknown;
  };
  const status = typeof e.status === 'number' && e.status > 0 ? e.status : undefined;
  const statusText = typeof e.statusText === 'string' && e.statusText ? e.statusText : undefined;
  const message = typeof e.message === 'string' && e.message ? e.message : undefined;
  return { status, text: (status ? statusText : undefined) ?? message ?? FALLBACK_TEXT };
}
