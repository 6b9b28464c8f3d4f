// The lint's import boundaries (ARCHITECTURE §7.1): lib/components never import features or routes; a feature never
// imports another feature or a route; the allowed directions stay clean.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    ['src/lib/x.ts', "import { postKeys } from '@/features/posts';"],
    ['src/lib/x.ts', "import { postKeys } from '../features/posts/api/keys';"],
    ['src/components/ui/y.tsx', "import { Route } from '@/routes/__root';"],
    ['src/components/layout/y.tsx', "import { PostCard } from '@/features/posts/components/PostCard';"],
    ['src/features/posts/z.ts', "import { commentKeys } from '@/features/comments';"],
    ['src/features/posts/components/z.tsx', "import { commentKeys } from '../../comments/api/keys';"],
    ['src/features/posts/z.ts', "import { Route } from '@/routes/_shell/index';"],
  ])('%s may not: %s', async (file, code) => {
    const messages = await restricted(file, `${code}\nexport const used = [${code.match(/\{ (\w+) \}/)![1]}];\n`);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/ARCHITECTURE §7\.1/);
  });

  it.each([
    ['src/features/posts/z.ts', "import { unwrap } from '@/lib/errors';"],
    ['src/features/posts/components/z.tsx', "import { postKeys } from '../api/keys';"],
    ['src/routes/_shell/z.tsx', "import { PostCard } from '@/features/posts';"],
    ['src/routes/_shell/z.tsx', "import { CommentsSection } from '@/features/comments';"],
    ['src/components/layout/z.tsx', "import { Button } from '@/components/ui';"],
  ])('%s may: %s', async (file, code) => {
    expect(await restricted(file, `${code}\nexport const used = [${code.match(/\{ (\w+) \}/)![1]}];\n`)).toEqual([]);
  });
});
