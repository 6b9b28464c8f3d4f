// Vite: Tailwind v4, TanStack Router file routes (code-split) before React, `@/` → src, index.html tuned for first paint.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { bootAfterFirstPaint, hideBootShellInDev, inlineEntryCss, preconnectApi } from './scripts/vite/boot-html.js';
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

// Why the groups: with many tiny chunks the browser spends round trips on requests; hls.js, icons, date-fns and the
// WebAuthn helper (passkeys) and TanStack Form (only forms behind lazy routes use it) stay out of the vendor files so pages that never use them do not download them. CSS stays
// with the entry stylesheet. Realtime (with phoenix) and storage (with iceberg-js) load when a page first uses them
// (lib/realtime-host.ts, lib/storage-upload.ts), so they stay out of both library groups.
const LATER_LIBS = /[\\/]node_modules[\\/](hls\.js|lucide-react|date-fns|iceberg-js|@simplewebauthn|@tanstack[\\/](react-form|form-core|devtools-event-client|pacer-lite)|@supabase[\\/](realtime-js|phoenix|storage-js|functions-js|supabase-js))[\\/]/;
const VENDOR = (id: string) => /[\\/]node_modules[\\/]/.test(id) && !LATER_LIBS.test(id) && !id.endsWith('.css');
// Features no first page needs stay out of 'shared' (the chat code used by both the /chat pages and the members'
// background work would otherwise load for every visitor; the job, application and talent pages share forms among
// themselves; the courses code is used by the course, certificate and profile pages; the video player by lessons, reels
// and live events); the bundler splits what they share among themselves.
const LATER_FEATURES = /[\\/]src[\\/](features[\\/](chat|live|live-hosts|jobs|applications|talents|courses|assistant|settings|search|legal|comments|profiles|reels|auth|communities)|components[\\/](media|report|form)|components[\\/]layout[\\/](ListPage|ItemNotFound)|components[\\/]ui[\\/](tabs|topic-chips|cover|confirm-dialog|confirm-button|card-parts|add-field|moderation-label)|lib[\\/](staff-role|report-targets)|features[\\/]posts[\\/]components[\\/](TagField|draft-messages)|features[\\/]notifications[\\/]components[\\/]NotificationList|features[\\/]moderation|routes[\\/]_shell[\\/]profile[\\/]-components|lib[\\/](storage-upload|use-upload|storage-files))/;
const SHARED = (id: string) =>
  /[\\/]src[\\/]|[\\/]node_modules[\\/]lucide-react[\\/]/.test(id) && !LATER_FEATURES.test(id) && !id.endsWith('.css');

export default defineConfig({
  plugins: [tailwindcss(), tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), preconnectApi(), inlineEntryCss(), bootAfterFirstPaint(), hideBootShellInDev()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    rolldownOptions: {
      treeshake: { moduleSideEffects },
      output: {
        codeSplitting: {
          groups: [
            // Libraries every page needs, in three similar-sized files that download in parallel.
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'supabase', test: /[\\/]node_modules[\\/]@supabase[\\/](auth-js|postgrest-js)[\\/]/, priority: 30 },
            { name: 'vendor', test: VENDOR, priority: 20 },
            // App modules and icons shared by two or more chunks: one file instead of dozens of tiny ones.
            { name: 'shared', test: SHARED, minShareCount: 2, priority: 10 },
          ],
        },
      },
    },
  },
  server: { port: 5173, host: 'localhost' },
  preview: { port: 4173, host: 'localhost' },
});
