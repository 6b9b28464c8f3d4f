// Router error component: maps whatever a route threw to the error fallback (status + text, or message).
import { useEffect } from 'react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { releaseBootVideo } from '@/components/media/boot-video-release';
import { summarizeError } from './error-summary';
import { ErrorFallback } from './states';

export function RouteError({ error, reset }: ErrorComponentProps) {
  const { status, text } = summarizeError(error);
  // A page that failed (e.g. /reels whose code did not load) plays nothing the boot loader may have started.
  useEffect(() => releaseBootVideo(), []);
  return <ErrorFallback status={status} text={text} onRetry={reset} />;
}
