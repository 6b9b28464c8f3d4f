// The seed's sample content speaks neutral Latin-American Spanish: no vosotros forms (usáis, os cuento, vuestros…).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const seed = readFileSync(path.join(root, 'seed.sql'), 'utf8');

/** Second-person plural of Spain: verb endings, the pronouns and possessives, and imperatives like 'escribidme'. */
// Letter-aware boundaries: \b in JavaScript treats accented letters as non-word characters.
const VOSOTROS = /(?<![\p{L}_-])(?:vosotr[oa]s|vuestr[oa]s?|os|\p{L}+(?:áis|éis)|\p{L}+(?:ad|ed|id)(?:me|nos|lo|la|los|las))(?![\p{L}_-])/giu;

describe('seed wording', () => {
  it('uses no vosotros forms', () => {
    const found = [...seed.matchAll(VOSOTROS)].map((m) => m[0]);
    expect(found).toEqual([]);
  });
});
