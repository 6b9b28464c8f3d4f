// `npm start`: local-supabase on the embedded database (.local-supabase/), the web app (Vite) pointed at it, and the
// media service (media/: live ingest → HLS in Storage) once the API is ready.
// Extra arguments go to the stack (e.g. `npm start -- --port 0 --data memory`); the app is pointed at the URL the stack serves.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const WEB_PORT = process.env.WEB_PORT ?? '5173';

/** The value of `--name v` or `--name=v` among the stack's arguments. */
function argValue(args, name) {
  const at = args.findIndex((a) => a === name || a.startsWith(`${name}=`));
  return at < 0 ? undefined : args[at].includes('=') ? args[at].slice(name.length + 1) : args[at + 1];
}

/** The URL the stack will serve on: `--port N`, else [api] port of supabase/config.toml; unknown for port 0. */
function knownApiUrl(args) {
  const given = argValue(args, '--port');
  const fromConfig = /\[api\][^[]*?\bport\s*=\s*(\d+)/.exec(readFileSync('supabase/config.toml', 'utf8'))?.[1];
  const port = Number(given ?? fromConfig);
  return Number.isInteger(port) && port > 0 ? `http://127.0.0.1:${port}` : null;
}
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
function startWeb(apiUrl) {
  web = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--host', 'localhost', '--port', WEB_PORT, '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL ?? apiUrl },
  });
  children.add(web);
  web.on('exit', (code) => stopAll(code ?? 0));
}

let media = null;
/** The media service (live video); optional: if it cannot start (a port in use), the app keeps running without it. */
function startMedia(apiUrl) {
  media = spawn(process.execPath, ['--import', 'tsx', 'media/main.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, SUPABASE_URL: process.env.SUPABASE_URL ?? apiUrl },
  });
  children.add(media);
  media.on('exit', (code) => {
    children.delete(media);
    if (!stopping) console.error(`media service exited (${code ?? 'signal'}); live video is unavailable`);
  });
}

/** A database that opens in about a second: a real Postgres, or an embedded data dir created by an earlier start. */
function warmDatabase(args) {
  if (process.env.DATABASE_URL) return true;
  const data = argValue(args, '--data') ?? '.local-supabase';
  return data !== 'memory' && existsSync(path.join(path.resolve(data), 'PG_VERSION'));
}

// On a warm start with a fixed port, Vite starts alongside the stack instead of after it, so the start takes the
// slower of the two rather than their sum. A cold start (several seconds of initdb, migrations and seed) keeps the
// order, so the app's address is not printed before the API can answer it.
const args = process.argv.slice(2);
const known = knownApiUrl(args);
if (known && warmDatabase(args)) startWeb(known);

let pending = '';
stack.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (web && media) return;
  pending += String(chunk);
  const m = /local-supabase ready on (http:\/\/[^\s,]+)/.exec(pending);
  if (!m) return;
  if (!web) startWeb(m[1]);
  if (!media) startMedia(m[1]);
});

stack.on('exit', (code) => {
  if (!stopping) console.error(`local-supabase exited (${code ?? 'signal'})`);
  stopAll(code ?? 0);
});
