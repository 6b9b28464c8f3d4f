// `npm start`: local-supabase on the embedded database (.local-supabase/), then the web app (Vite) once the API is ready.
// Extra arguments go to the stack (e.g. `npm start -- --port 0 --data memory`); the app is pointed at the URL the stack prints.
import { spawn } from 'node:child_process';

const WEB_PORT = process.env.WEB_PORT ?? '5173';
const children = new Set();
let stopping = false;

function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  // A child that ignores SIGTERM must not keep `npm start` alive.
  setTimeout(() => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    process.exit(process.exitCode ?? 0);
  }, 20_000).unref();
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

// Run the entry points with this Node directly (no npx wrappers), so signals reach the real processes.
const stack = spawn(process.execPath, ['--import', 'tsx', 'local-supabase/main.ts', 'start', ...process.argv.slice(2)], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
children.add(stack);

let web = null;
let pending = '';
stack.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (web) return;
  pending += String(chunk);
  const m = /local-supabase ready on (http:\/\/[^\s,]+)/.exec(pending);
  if (!m) return;
  const apiUrl = m[1];
  web = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--host', 'localhost', '--port', WEB_PORT, '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL ?? apiUrl },
  });
  children.add(web);
  web.on('exit', (code) => stopAll(code ?? 0));
});

stack.on('exit', (code) => {
  if (!stopping) console.error(`local-supabase exited (${code ?? 'signal'})`);
  stopAll(code ?? 0);
});
