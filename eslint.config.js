// ESLint (flat config): typescript-eslint, React hooks, and the import boundaries of ARCHITECTURE §7 (lib/components →
// features → routes; features never import each other; in local-supabase/ db, http and keys import no service, services
// import each other only through shared modules, and no module imports itself through a circle; media/ and mailer/
// import nothing from src/ or local-supabase/).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const SHARED_RULE = 'lib/ and components/ are shared by every feature: they never import features or routes (ARCHITECTURE §7.1).';
const FEATURE_RULE = 'A feature never imports another feature or a route: compose them in the route, or move the shared piece to lib/ or components/ (ARCHITECTURE §7.1).';

/** Import patterns reaching these folders of src/, by alias and by relative path. */
function folders(names) {
  return names.flatMap((f) => [`@/${f}`, `@/${f}/**`, `**/${f}`, `**/${f}/**`]);
}

/** A sibling feature reached from inside a feature by a relative path ('../../comments/api/keys'). */
function siblings(features) {
  return features.flatMap((f) => ['..', '../..', '../../..'].flatMap((up) => [`${up}/${f}`, `${up}/${f}/**`]));
}

const SERVICE_RULE = (dir) =>
  `${dir}/ is its own service: it knows Supabase only through its HTTP APIs, never through src/ or local-supabase/ (ARCHITECTURE §1).`;
/** src/ and local-supabase/ reached from media/ or mailer/ by a relative path or the app's alias. */
const MEDIA_FORBIDDEN = ['@/*', '@/**', ...['..', '../..', '../../..', '../../../..'].flatMap((up) => ['src', 'local-supabase'].flatMap((f) => [`${up}/${f}`, `${up}/${f}/**`]))];

function restrict(group, message) {
  return { 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] };
}

/** local-supabase/'s services; db/, http/ and keys/ (and config.ts, mail/store.ts) are the shared modules under them. */
const SERVER_SERVICES = ['auth', 'rest', 'storage', 'realtime', 'cron', 'gen-types', 'mail', 'cli', 'testdb'];
const SERVER_SHARED_RULE = 'local-supabase/db, http and keys sit under the services: they never import one (ARCHITECTURE §7).';
const SERVER_SERVICE_RULE =
  'A local-supabase service never imports another service: move the shared piece to db/, http/ or keys/ (ARCHITECTURE §7).';

/** Import patterns reaching these local-supabase folders by relative path (the mail catcher's store is shared). */
function serverFolders(names) {
  return [...names.flatMap((f) => (f === 'mail' ? ['**/mail/*', '!**/mail/store.js'] : [`**/${f}`, `**/${f}/**`]))];
}

export default tseslint.config(
  { ignores: ['public/**', 'dist/**', 'dist-*/**', 'node_modules/**', '.local-supabase/**', 'test-results/**', 'src/routeTree.gen.ts', 'src/types/database.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs['recommended-latest'].rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['local-supabase/**', 'media/**', 'mailer/**', 'tests/**', 'scripts/**', '*.{js,ts,mjs}'], languageOptions: { globals: globals.node } },
  {
    // Why: the server and its tests handle rows and wire JSON whose shape is checked at run time, not declared;
    // `any` there is the honest type. The app (src/) keeps the rule.
    files: ['local-supabase/**', 'tests/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  { files: ['src/lib/**', 'src/components/**'], rules: restrict(folders(['features', 'routes']), SHARED_RULE) },
  ...FEATURES.map((feature) => {
    const others = FEATURES.filter((f) => f !== feature);
    return { files: [`src/features/${feature}/**`], rules: restrict([...folders([...others.map((f) => `features/${f}`), 'routes']), ...siblings(others)], FEATURE_RULE) };
  }),
  {
    files: ['local-supabase/db/**', 'local-supabase/http/**', 'local-supabase/keys/**'],
    rules: restrict(serverFolders([...SERVER_SERVICES, 'app.js', 'stack.js', 'main.js']), SERVER_SHARED_RULE),
  },
  ...SERVER_SERVICES.map((service) => ({
    files: [`local-supabase/${service}/**`],
    ignores: ['local-supabase/cli/**'],
    rules: restrict(serverFolders(SERVER_SERVICES.filter((s) => s !== service)), SERVER_SERVICE_RULE),
  })),
  ...['media', 'mailer'].map((dir) => ({ files: [`${dir}/**`], rules: restrict(MEDIA_FORBIDDEN, SERVICE_RULE(dir)) })),
  {
    // Circles (a imports b imports a) make load order matter and blur which layer owns what; type-only imports excepted.
    files: ['local-supabase/**/*.ts', 'media/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
