// Vote transitions: none→up +1, up→none −1, down→up +2 on the score, and the mirror for down.
import { describe, expect, it } from 'vitest';
import { applyVote, nextVote, score } from './votes';

const base = { upvotes: 10, downvotes: 4, myVote: 'none' as const };

describe('nextVote', () => {
  it('toggles the same arrow off and switches between arrows', () => {
    expect(nextVote('none', 'up')).toBe('up');
    expect(nextVote('up', 'up')).toBe('none');
    expect(nextVote('down', 'up')).toBe('up');
    expect(nextVote('none', 'down')).toBe('down');
    expect(nextVote('down', 'down')).toBe('none');
    expect(nextVote('up', 'down')).toBe('down');
  });
});

describe('applyVote', () => {
  it('none → up adds one to the score, up → none removes it', () => {
    const up = applyVote(base, 'up');
    expect(up).toEqual({ upvotes: 11, downvotes: 4, myVote: 'up' });
    expect(score(up) - score(base)).toBe(1);
    expect(applyVote(up, 'none')).toEqual(base);
  });

  it('down → up moves the score by two, up → down mirrors it', () => {
    const down = applyVote(base, 'down');
    expect(score(down)).toBe(score(base) - 1);
    const up = applyVote(down, 'up');
    expect(score(up) - score(down)).toBe(2);
    expect(score(applyVote(up, 'down')) - score(up)).toBe(-2);
  });

  it('never shows negative counts', () => {
    expect(applyVote({ upvotes: 0, downvotes: 0, myVote: 'up' }, 'none')).toEqual({ upvotes: 0, downvotes: 0, myVote: 'none' });
  });
});
