// `npm start`: local-supabase on the embedded database (.local-supabase/), the media service (live video), the mailer
// (the e-mail outbox → the stack's mail catcher over SMTP) and the web app (Vite) pointed at them.
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
  stdio: ['ignore', 'pipe', 'pipe'],
});
children.add(stack);

// The media service (live ingest → HLS in Storage): fixed ports unless MEDIA_PORT / MEDIA_RTMP_PORT say 0 (any free port).
const MEDIA_PORT = process.env.MEDIA_PORT ?? '54330';
const MEDIA_RTMP_PORT = process.env.MEDIA_RTMP_PORT ?? '1935';
const urls = { api: null, media: null, rtmp: null };
if (MEDIA_PORT !== '0' && MEDIA_RTMP_PORT !== '0') {
  urls.media = `http://127.0.0.1:${MEDIA_PORT}`;
  urls.rtmp = `rtmp://127.0.0.1:${MEDIA_RTMP_PORT}/live`;
}

let web = null;
function startWeb() {
  if (web || !urls.api || !urls.media) return;
  web = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--host', 'localhost', '--port', WEB_PORT, '--strictPort'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL ?? urls.api,
      VITE_MEDIA_URL: process.env.VITE_MEDIA_URL ?? urls.media,
      VITE_MEDIA_RTMP_URL: process.env.VITE_MEDIA_RTMP_URL ?? urls.rtmp,
    },
  });
  children.add(web);
  web.on('exit', (code) => stopAll(code ?? 0));
}

let media = null;
function startMedia() {
  if (media) return;
  media = spawn(process.execPath, ['--import', 'tsx', 'media/main.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, SUPABASE_URL: process.env.SUPABASE_URL ?? urls.api, MEDIA_PORT, MEDIA_RTMP_PORT },
  });
  children.add(media);
  let said = '';
  media.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (urls.media && web) return;
    said += String(chunk);
    const m = /media ready on (http:\/\/[^\s,]+), (rtmp:\/\/\S+)/.exec(said);
    if (m) {
      urls.media ??= m[1];
      urls.rtmp ??= m[2];
      startWeb();
    }
  });
  // The app keeps running without it: only broadcasting live is unavailable.
  media.on('exit', (code) => {
    if (stopping) return;
    console.error(`media service exited (${code ?? 'signal'}): live broadcasting is unavailable until npm start runs again`);
    urls.media ??= 'http://127.0.0.1:0';
    urls.rtmp ??= 'rtmp://127.0.0.1:0/live';
    startWeb();
  });
}

function apiKnown(url) {
  urls.api ??= url;
  startMedia();
  startWeb();
}

/** A database that opens in about a second: a real Postgres, or an embedded data dir created by an earlier start. */
function warmDatabase(args) {
  if (process.env.DATABASE_URL) return true;
  const data = argValue(args, '--data') ?? '.local-supabase';
  return data !== 'memory' && existsSync(path.join(path.resolve(data), 'PG_VERSION'));
}

// On a warm start with a fixed port, Vite and the media service start alongside the stack instead of after it, so the
// start takes the slowest of them rather than their sum. A cold start (several seconds of initdb, migrations and seed)
// keeps the order, so the app's address is not printed before the API can answer it.
const args = process.argv.slice(2);
const known = knownApiUrl(args);
if (known && warmDatabase(args)) apiKnown(known);

// The mailer delivers the outbox to the catcher's SMTP port, which the stack logs (stderr) before its ready line; like
// media, the app runs without it (mails wait in the outbox).
let mailer = null;
let smtp = null;
let stackReady = false;
let stackLogs = '';
stack.stderr.on('data', (chunk) => {
  process.stderr.write(chunk);
  if (smtp) return;
  stackLogs += String(chunk);
  const m = /mail catcher on \S+ smtp:\/\/([^\s:]+):(\d+)/.exec(stackLogs);
  if (m) {
    smtp = { host: m[1], port: m[2] };
    startMailer();
  }
});
function startMailer() {
  if (mailer || !smtp || !stackReady) return;
  mailer = spawn(process.execPath, ['--import', 'tsx', 'mailer/main.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, SUPABASE_URL: process.env.SUPABASE_URL ?? urls.api, SMTP_HOST: process.env.SMTP_HOST ?? smtp.host, SMTP_PORT: process.env.SMTP_PORT ?? smtp.port },
  });
  children.add(mailer);
  mailer.on('exit', (code) => {
    if (!stopping) console.error(`mailer exited (${code ?? 'signal'}): e-mails wait in the outbox until npm start runs again`);
  });
}

let pending = '';
stack.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (stackReady) return;
  pending += String(chunk);
  const m = /local-supabase ready on (http:\/\/[^\s,]+)/.exec(pending);
  if (!m) return;
  stackReady = true;
  apiKnown(m[1]);
  startMailer();
});

stack.on('exit', (code) => {
  if (!stopping) console.error(`local-supabase exited (${code ?? 'signal'})`);
  stopAll(code ?? 0);
});
