// Once per signed-in member: imports a legacy browser list (spec-era localStorage) into the database, retried on failure.
import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAuth } from './auth';

/** `importFor` answers how many rows it added; `onImported` refreshes what they change when there were any. */
export function useLegacyImport(importFor: (userId: string) => Promise<number>, onImported: (queryClient: QueryClient, userId: string) => unknown): void {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const started = useRef(new Set<string>());
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId || started.current.has(userId)) return;
    started.current.add(userId);
    importFor(userId)
      .then((added) => {
        if (added > 0) void onImported(queryClient, userId);
      })
      // A failed import keeps the stored list; the next sign-in (or reload) tries again.
      .catch(() => started.current.delete(userId));
  }, [userId, queryClient, importFor, onImported]);
}
