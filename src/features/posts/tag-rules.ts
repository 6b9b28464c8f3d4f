// Tag rules of the create-post form: trimmed, blank ignored, no duplicates (ignoring case), at most 5.
export const MAX_TAGS = 5;
export const MAX_TAG_LENGTH = 40;
export const MAX_TITLE_LENGTH = 300;

export type AddTagResult =
  | { ok: true; tags: string[] }
  | { ok: false; reason: 'blank' | 'limit' | 'duplicate' };

export function addTag(tags: string[], raw: string): AddTagResult {
  const tag = raw.trim().slice(0, MAX_TAG_LENGTH).trim();
  if (!tag) return { ok: false, reason: 'blank' };
  if (tags.length >= MAX_TAGS) return { ok: false, reason: 'limit' };
  if (tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return { ok: false, reason: 'duplicate' };
  return { ok: true, tags: [...tags, tag] };
}

export interface PostDraft {
  title: string;
  content: string;
  communityId: number | null;
}

export type DraftProblem = 'title' | 'content' | 'community';

/** The first missing field, in the form's order, or null when the draft can be published. */
export function firstProblem(draft: PostDraft): DraftProblem | null {
  if (!draft.title.trim()) return 'title';
  if (!draft.content.trim()) return 'content';
  if (draft.communityId === null) return 'community';
  return null;
}
