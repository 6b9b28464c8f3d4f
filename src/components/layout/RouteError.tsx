// Router error component: maps whatever a route threw to the error fallback (status + text, or message).
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ErrorFallback } from './states';

export function RouteError({ error, reset }: ErrorComponentProps) {
  const e = error as { status?: unknown; statusText?: unknown; message?: unknown };
  const status = typeof e.status === 'number' && e.status > 0 ? e.status : undefined;
  const statusText = typeof e.statusText === 'string' && e.statusText ? e.statusText : typeof e.message === 'string' ? e.message : undefined;
  return <ErrorFallback status={status} statusText={statusText} message={typeof e.message === 'string' ? e.message : undefined} onRetry={reset} />;
}
