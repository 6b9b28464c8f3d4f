// Invisible: when a member signs in, imports their entries of the legacy browser list of host applications once.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { importLegacyHostApplications } from '../api/import-legacy-host-applications';
import { liveHostKeys } from '../api/keys';

export function LegacyHostApplicationsImport() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const started = useRef(new Set<string>());
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId || started.current.has(userId)) return;
    started.current.add(userId);
    importLegacyHostApplications(userId)
      .then((added) => {
        if (added > 0) void queryClient.invalidateQueries({ queryKey: liveHostKeys.hostApplication(userId) });
      })
      // A failed import leaves the marker unset; the next sign-in (or reload) tries again.
      .catch(() => started.current.delete(userId));
  }, [userId, queryClient]);

  return null;
}
