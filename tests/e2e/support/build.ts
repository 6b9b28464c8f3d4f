// Builds the app against a given API URL into dist-e2e/ (a separate outDir, so `npm run build` output is untouched).
import { spawn } from 'node:child_process';
import path from 'node:path';

// E2E_OUT_DIR lets concurrent runs (several helpers on one tree) build into separate directories.
export const E2E_OUT_DIR = path.resolve(process.env.E2E_OUT_DIR || 'dist-e2e');

/** `outDir` and `extraArgs` (e.g. `--manifest`) let the web bench reuse this build into its own directory. */
export function buildApp(apiUrl: string, outDir = E2E_OUT_DIR, extraArgs: string[] = [], extraEnv: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn', ...extraArgs], {
      // Vitest sets NODE_ENV=test, which would bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production', VITE_SUPABASE_URL: apiUrl, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build failed (${code}):\n${out}`))));
  });
}
