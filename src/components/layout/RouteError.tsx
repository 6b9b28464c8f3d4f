// Router error component: maps whatever a route threw to the error fallback (status + text, or message).
import type { ErrorComponentProps } from '@tanstack/react-router';
import { summarizeError } from './error-summary';
import { ErrorFallback } from './states';

export function RouteError({ error, reset }: ErrorComponentProps) {
  const { status, text } = summarizeError(error);
  return <ErrorFallback status={status} text={text} onRetry={reset} />;
}
