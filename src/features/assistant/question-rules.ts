// The rule of a question to the assistant: blank text is ignored without a word (the box stops at 500 characters).
export const MAX_QUESTION_LENGTH = 500;

/** What a question asks: the trimmed text, or null when it is blank (nothing is sent). */
export function questionText(raw: string): string | null {
  return raw.trim() || null;
}
