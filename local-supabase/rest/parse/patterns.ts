// Bounds on the patterns of match/imatch (regular expressions) and like/ilike filters, so one filter cannot hold the database for seconds.

/** Longest regular expression a match/imatch filter takes. */
export const MAX_REGEX_LENGTH = 256;
/**
 * Most repetitions a regular expression may ask for: the sum of its `{m,n}` bounds (the larger of m and n) and its `?`.
 * Each adds states that Postgres compiles and walks per row: 5 × `.{1,255}` took 0.24 s over 3,000 rows of 1 KB on
 * PGlite and 25 of them 3.8 s; within this budget the worst shape measured took 0.18 s.
 */
export const MAX_REGEX_REPETITIONS = 100;
/** Longest like/ilike pattern. */
export const MAX_LIKE_LENGTH = 1024;

/** A `{m}`, `{m,}` or `{m,n}` bound at `i`: its length and the repetitions it asks for, or null when `{` is a plain character there. */
function bound(p: string, i: number): { length: number; count: number } | null {
  const m = /^\{(\d+)(?:,(\d*))?\}/.exec(p.slice(i, i + 16));
  return m ? { length: m[0].length, count: Math.max(Number(m[1]), Number(m[2] || 0)) } : null;
}

/** Index of the `]` closing the bracket expression opened at `i` (a leading `^` and `]` are members). */
function bracketEnd(p: string, i: number): number {
  let j = i + 1;
  if (p[j] === '^') j++;
  if (p[j] === ']') j++;
  while (j < p.length && p[j] !== ']') {
    // [:alpha:], [.x.] and [=x=] inside a bracket expression end with their own `]`.
    const inner = p[j] === '[' && /[:.=]/.test(p[j + 1] ?? '') ? p.indexOf(']', j + 2) : -1;
    j = inner > 0 ? inner + 1 : j + 1;
  }
  return j;
}

/**
 * Why a regular expression is refused, or null. Besides the length, back-references and a quantifier applied to a
 * group that itself holds a quantifier (`(a+)+`, `(a|b*){9}`) are refused: those are the shapes whose matching or
 * compiling grows exponentially with the input.
 */
export function regexRefusal(p: string): string | null {
  if (p.length > MAX_REGEX_LENGTH) return `a regular expression in match or imatch is at most ${MAX_REGEX_LENGTH} characters`;
  /** For each open group: whether something inside it is quantified. */
  const groups: boolean[] = [];
  /** Whether the atom just before is a group with a quantifier inside. */
  let quantifiedGroup = false;
  let repetitions = 0;
  for (let i = 0; i < p.length; i++) {
    const c = p[i]!;
    let quantifier = 0;
    if (c === '\\') {
      if (/[1-9]/.test(p[i + 1] ?? '')) return 'back-references (\\1 to \\9) are not supported in match or imatch';
      i++;
    } else if (c === '[') i = bracketEnd(p, i);
    else if (c === '(') {
      groups.push(false);
      if (p[i + 1] === '?') i++;
    } else if (c === ')') {
      const inner = groups.pop() ?? false;
      if (inner && groups.length) groups[groups.length - 1] = true;
      quantifiedGroup = inner;
      continue;
    } else if (c === '*' || c === '+') quantifier = 1;
    else if (c === '?') {
      quantifier = 1;
      repetitions++;
    } else if (c === '{') {
      const b = bound(p, i);
      quantifier = b?.length ?? 0;
      repetitions += b?.count ?? 0;
    }
    if (repetitions > MAX_REGEX_REPETITIONS) return `a regular expression in match or imatch asks for at most ${MAX_REGEX_REPETITIONS} repetitions in all ({m,n} bounds and ?)`;
    if (quantifier) {
      if (quantifiedGroup) return 'nested quantifiers such as (a+)+ are not supported in match or imatch';
      if (groups.length) groups[groups.length - 1] = true;
      i += quantifier - 1;
      if (p[i + 1] === '?') i++; // a non-greedy quantifier
    }
    quantifiedGroup = false;
  }
  return null;
}

/** Why a like/ilike pattern is refused, or null. */
export function likeRefusal(p: string): string | null {
  return p.length > MAX_LIKE_LENGTH ? `a like or ilike pattern is at most ${MAX_LIKE_LENGTH} characters` : null;
}
