// Invisible: when a member signs in, imports their entries of the legacy browser list of host applications once.
import type { QueryClient } from '@tanstack/react-query';
import { useLegacyImport } from '@/lib/use-legacy-import';
import { importLegacyHostApplications } from '../api/import-legacy-host-applications';
import { liveHostKeys } from '../api/keys';

const refresh = (queryClient: QueryClient, userId: string) => queryClient.invalidateQueries({ queryKey: liveHostKeys.hostApplication(userId) });

export function LegacyHostApplicationsImport() {
  useLegacyImport(importLegacyHostApplications, refresh);
  return null;
}
