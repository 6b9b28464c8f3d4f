// The legacy browser list of host applications (spec part 2 §7: key liveQACreatorApplications) and its import marker.
import { storedArray } from '@/lib/legacy-storage';

export const LEGACY_KEY = 'liveQACreatorApplications';

/** Set per member once their entries are in the database (the list is shared by everyone who used this browser). */
export function importedMarkerKey(userId: string): string {
  return `${LEGACY_KEY}:imported:${userId}`;
}

export interface LegacyHostApplication {
  fullName?: unknown;
  email?: unknown;
  expertiseAreas?: unknown;
  motivation?: unknown;
  agreedToTerms?: unknown;
  userId?: unknown;
  status?: unknown;
  submittedAt?: unknown;
}

/** The stored list's entries of one member (anything unreadable counts as no entries). */
export function ownLegacyEntries(raw: string | null, userId: string): LegacyHostApplication[] {
  const list = storedArray(raw);
  return list.filter((e): e is LegacyHostApplication => typeof e === 'object' && e !== null && (e as LegacyHostApplication).userId === userId);
}
