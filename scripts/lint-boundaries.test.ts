// The lint's import boundaries (ARCHITECTURE §7.1): lib/components never import features or routes; a feature never
// imports another feature or a route; in local-supabase/ db, http and keys import no service, services import each
// other only through shared modules, and import circles are refused; media/ imports nothing from src/ or local-supabase/;
// the allowed directions stay clean.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(filePath: string, code: string, rule = 'no-restricted-imports'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

// ESLint's first run loads the config, plugins and resolver (seconds on a busy machine): done once before the cases.
beforeAll(() => eslint.lintText('export {};\n', { filePath: 'src/lib/warm-up.ts' }), 60_000);

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

describe('local-supabase import boundaries', () => {
  const use = (code: string) => `${code}\nexport const used = [${code.match(/\{ (\w+) \}/)![1]}];\n`;

  it.each([
    ['local-supabase/db/x.ts', "import { RestError } from '../rest/errors.js';"],
    ['local-supabase/db/pglite-thread/x.ts', "import { asCaller } from '../../storage/db.js';"],
    ['local-supabase/http/x.ts', "import { createAuthService } from '../auth/service.js';"],
    ['local-supabase/keys/x.ts', "import { checkToken } from '../realtime/auth.js';"],
    ['local-supabase/rest/x.ts', "import { E } from '../storage/errors.js';"],
    ['local-supabase/realtime/handlers/x.ts', "import { E } from '../../auth/errors.js';"],
    ['local-supabase/storage/x.ts', "import { startMailServer } from '../mail/server.js';"],
  ])('%s may not: %s', async (file, code) => {
    const messages = await restricted(file, use(code));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/ARCHITECTURE §7/);
  });

  it.each([
    ['local-supabase/rest/x.ts', "import { asCaller } from '../db/as-caller.js';"],
    ['local-supabase/storage/handlers/x.ts', "import { resolveCredential } from '../../keys/resolve.js';"],
    ['local-supabase/auth/service/x.ts', "import { MailStore } from '../../mail/store.js';"],
    ['local-supabase/http/x.ts', "import { MailStore } from '../mail/store.js';"],
    ['local-supabase/realtime/x.ts', "import { checkToken } from './auth.js';"],
  ])('%s may: %s', async (file, code) => {
    expect(await restricted(file, use(code))).toEqual([]);
  });

  it('refuses an import circle', async () => {
    // pglite.ts imports adapter.ts, so adapter.ts importing pglite.ts closes a circle.
    const code = "import { PgliteDatabase } from './pglite.js';\nexport const used = [PgliteDatabase];\n";
    expect(await restricted('local-supabase/db/adapter.ts', code, 'import-x/no-cycle')).toHaveLength(1);
  });
});

describe('media import boundaries', () => {
  const use = (code: string) => `${code}\nexport const used = [${code.match(/\{ (\w+) \}/)![1]}];\n`;

  it.each([
    ['media/x.ts', "import { startStack } from '../local-supabase/stack.js';"],
    ['media/hls/x.ts', "import { signJwt } from '../../local-supabase/keys/jwt.js';"],
    ['media/browser/x.ts', "import { supabase } from '../../src/lib/supabase.js';"],
    ['media/x.ts', "import { unwrap } from '@/lib/errors';"],
  ])('%s may not: %s', async (file, code) => {
    const messages = await restricted(file, use(code));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/ARCHITECTURE §1/);
  });

  it.each([
    ['media/hls/x.ts', "import { refusal } from '../errors.js';"],
    ['media/rtmp/x.ts', "import { Flv } from 'node-media-server/src/protocol/flv.js';"],
    ['media/x.ts', "import { createClient } from '@supabase/supabase-js';"],
  ])('%s may: %s', async (file, code) => {
    expect(await restricted(file, use(code))).toEqual([]);
  });
});
