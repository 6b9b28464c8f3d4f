// 'Retirado por moderación': the label a hidden item (post, comment, reel, chat message) carries for its author and staff
// (its icon is one the first download already has: an icon shared by later pages lands in the first download's 'shared').
import { EyeOff } from 'lucide-react';

export const REMOVED_BY_MODERATION = 'Retirado por moderación';

/** The badge; `note` adds the line saying who still sees the item. */
export function ModerationLabel({ note }: { note?: string }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-sm" data-testid="moderation-label">
      <span className="badge badge-warning badge-soft gap-1 rounded-lg font-medium">
        <EyeOff size={14} aria-hidden="true" />
        {REMOVED_BY_MODERATION}
      </span>
      {note ? <span className="text-base-content/80">{note}</span> : null}
    </span>
  );
}

/** Who still sees a hidden item: its author is told only they and the moderators do; staff, that its author does. */
export function moderationNote(isOwn: boolean): string {
  return isOwn ? 'Solo tú y el equipo de moderación pueden verlo.' : 'Solo su autor y el equipo de moderación pueden verlo.';
}
