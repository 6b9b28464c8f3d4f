// Vite: Tailwind v4, TanStack Router file routes (code-split) before React, `@/` → src.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FEATURE_BARREL = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
// A barrel holding only comments and `export … from` lines has no side effects of its own.
const REEXPORTS_ONLY = /^(?:\s*(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/|export\s+(?:type\s+)?(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s+from\s+['"][^'"]+['"];?))*\s*$/;

/**
 * Why: route files import a feature's query options (needed by loaders, so in the entry chunk) from the same barrel
 * that re-exports its page components. Unless the barrel is known to be side-effect free, the bundler keeps every
 * module the barrel re-exports reachable from the entry, pulling lazily-routed components into the initial JS.
 */
function moduleSideEffects(id: string): boolean {
  if (!FEATURE_BARREL.test(id)) return true;
  try {
    return !REEXPORTS_ONLY.test(readFileSync(id, 'utf8'));
  } catch {
    return true;
  }
}

export default defineConfig({
  plugins: [tailwindcss(), tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { rolldownOptions: { treeshake: { moduleSideEffects } } },
  server: { port: 5173, host: 'localhost' },
  preview: { port: 4173, host: 'localhost' },
});
