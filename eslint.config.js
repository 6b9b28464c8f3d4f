// ESLint (flat config): typescript-eslint, React hooks, and the import boundaries of ARCHITECTURE §7 (lib/components →
// features → routes; features never import each other).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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

function restrict(group, message) {
  return { 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] };
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
  { files: ['local-supabase/**', 'tests/**', 'scripts/**', '*.{js,ts,mjs}'], languageOptions: { globals: globals.node } },
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
);
