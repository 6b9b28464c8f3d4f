// Live progress: every completion is broadcast on the member's private topic user:<id> ('lesson_completed'), so the
// member's other tabs and devices refresh their progress; each (re)subscribe catches up the same way.
import { useMemberRefresh } from '@/lib/realtime';
import { courseKeys } from './keys';

export function useLiveProgress(userId: string | null | undefined): void {
  useMemberRefresh(userId, 'lesson_completed', courseKeys.learning);
}
