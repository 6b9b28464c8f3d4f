// Pattern bounds: length, back-references, nested quantifiers and the repetition budget of match/imatch; like length.
import { describe, expect, it } from 'vitest';
import { likeRefusal, MAX_LIKE_LENGTH, MAX_REGEX_LENGTH, regexRefusal } from './patterns.js';

describe('regexRefusal', () => {
  it.each(['^ana', 'a.*b', '(ab)+c', '(a|b)?(c|d)*', '[a-z]+@[a-z]+\\.com', '[[:alpha:]]{2,5}', '(?:ab)+', 'a+?b*?', '\\d{3}-\\d{4}', '[(]+', '\\(a+\\)+', '{a}', 'x{0,50}y{0,50}'])(
    'accepts %s',
    (p) => expect(regexRefusal(p)).toBeNull(),
  );

  it.each([
    ['(a+)+', /nested quantifiers/],
    ['(a|b*){9}', /nested quantifiers/],
    ['((ab)+c)*', /nested quantifiers/],
    ['(?:a*)+', /nested quantifiers/],
    ['(a)\\1', /back-references/],
    ['.{1,255}', /repetitions/],
    ['x{0,60}y{0,60}', /repetitions/],
    ['a?'.repeat(101), /repetitions/],
    ['a'.repeat(MAX_REGEX_LENGTH + 1), /at most 256 characters/],
  ])('refuses %s', (p, why) => expect(regexRefusal(p)).toMatch(why));
});

describe('likeRefusal', () => {
  it('takes patterns up to the limit', () => {
    expect(likeRefusal('%ana%')).toBeNull();
    expect(likeRefusal('a'.repeat(MAX_LIKE_LENGTH))).toBeNull();
    expect(likeRefusal('a'.repeat(MAX_LIKE_LENGTH + 1))).toMatch(/at most 1024 characters/);
  });
});
