// Invisible: when a member signs in, imports their legacy browser list of joined communities once.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { refreshResources, refreshViewer } from '@/lib/query-keys';
import { importLegacyMemberships } from '../api/import-legacy-memberships';

export function LegacyCommunitiesImport() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const done = useRef(new Set<string>());
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId || done.current.has(userId)) return;
    done.current.add(userId);
    importLegacyMemberships(userId)
      .then((n) => {
        // Memberships change the communities' counts and what the member sees elsewhere (home Siguiendo, profile).
        if (n > 0) void Promise.all([refreshResources(queryClient, ['communities']), refreshViewer(queryClient, userId)]);
      })
      // A failed import keeps the stored list; the next sign-in (or reload) tries again.
      .catch(() => done.current.delete(userId));
  }, [userId, queryClient]);

  return null;
}
