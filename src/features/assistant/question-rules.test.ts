// The assistant's question rule: blank text asks nothing, the trimmed text is what is asked.
import { describe, expect, it } from 'vitest';
import { questionText } from './question-rules';

describe('questionText', () => {
  it('asks the trimmed text and nothing for blank text', () => {
    expect(questionText('  python  ')).toBe('python');
    expect(questionText(' \t ')).toBeNull();
  });
});
