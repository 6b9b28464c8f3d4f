// Invisible: when a member signs in, imports their legacy browser list of joined communities once.
import type { QueryClient } from '@tanstack/react-query';
import { refreshResources, refreshViewer } from '@/lib/query-keys';
import { useLegacyImport } from '@/lib/use-legacy-import';
import { importLegacyMemberships } from '../api/import-legacy-memberships';

// Memberships change the communities' counts and what the member sees elsewhere (home Siguiendo, profile).
const refresh = (queryClient: QueryClient, userId: string) => Promise.all([refreshResources(queryClient, ['communities']), refreshViewer(queryClient, userId)]);

export function LegacyCommunitiesImport() {
  useLegacyImport(importLegacyMemberships, refresh);
  return null;
}
