// Closest-name suggestions like PostgREST's hints: n-gram cosine similarity (3-grams, then 2-grams), re-ranked by edit distance.
const MIN_SCORE = 0.33;

function normalize(s: string): string {
  return s.toLowerCase().replace(/[^\p{L}\p{N}, ]/gu, '');
}

function grams(s: string, n: number): Map<string, number> {
  const padded = `-${s}-`;
  const out = new Map<string, number>();
  for (let i = 0; i + n <= padded.length; i++) {
    const g = padded.slice(i, i + n);
    out.set(g, (out.get(g) ?? 0) + 1);
  }
  return out;
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [g, c] of a) {
    na += c * c;
    dot += c * (b.get(g) ?? 0);
  }
  for (const c of b.values()) nb += c * c;
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}

/** The best candidate for `query`, or null when nothing is similar enough. Ties keep the first candidate. */
export function fuzzyBest(query: string, candidates: Iterable<string>): string | null {
  const q = normalize(query);
  const list = [...new Set(candidates)];
  for (const n of [3, 2]) {
    const qg = grams(q, n);
    const hits = list.map((c) => ({ c, s: cosine(qg, grams(normalize(c), n)) })).filter((h) => h.s > 0);
    if (hits.length === 0) continue;
    hits.sort((x, y) => y.s - x.s);
    const reranked = hits.slice(0, 50).map(({ c }) => {
      const nc = normalize(c);
      return { c, s: 1 - editDistance(q, nc) / Math.max(q.length, nc.length, 1) };
    });
    reranked.sort((x, y) => y.s - x.s);
    const best = reranked[0];
    return best && best.s >= MIN_SCORE ? best.c : null;
  }
  return null;
}
