// Runs the README's start command (`scripts/start.mjs`) on free ports and a given data dir, timing when the API and the app answer.
import { spawn } from 'node:child_process';
import net from 'node:net';

const ROOT = new URL('../../..', import.meta.url).pathname;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    const r = await fetch(url);
    await r.arrayBuffer();
    return r.ok;
  } catch {
    return false;
  }
}

export interface RunningApp {
  apiUrl: string;
  appUrl: string;
  /** The media service `npm start` runs (on free ports here). */
  mediaUrl: string;
  /** Seconds from spawn to the stack's ready line. */
  apiSeconds: number;
  /** Seconds from spawn until the API is ready and the app answers `/` with 200. */
  appSeconds: number;
  output(): string;
  /** SIGTERM, as Ctrl-C would; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Starts the app with a fixed API port (as the default `npm start` has) and waits until both halves answer. */
export async function startApp(dataDir: string, timeoutMs = 180_000): Promise<RunningApp> {
  const [webPort, apiPort, mediaPort, rtmpPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const t0 = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs', '--data', dataDir, '--port', String(apiPort), '--db-port', '0', '--mail-port', '0', '--smtp-port', '0'], {
    cwd: ROOT,
    env: { ...process.env, WEB_PORT: String(webPort), DATABASE_URL: '', MEDIA_PORT: String(mediaPort), MEDIA_RTMP_PORT: String(rtmpPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += String(c)));
  child.stderr.on('data', (c: Buffer) => (out += String(c)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    return exited;
  };
  const fail = async (why: string) => {
    await stop();
    throw new Error(`${why}\n--- output ---\n${out.slice(-3000)}`);
  };

  let apiUrl = '';
  let apiSeconds = 0;
  const appUrl = `http://localhost:${webPort}/`;
  for (;;) {
    if (!apiUrl) {
      const m = /local-supabase ready on (http:\/\/[^\s,]+)/.exec(out);
      if (m) [apiUrl, apiSeconds] = [m[1]!, (performance.now() - t0) / 1000];
    }
    if (apiUrl && (await answers(appUrl))) break;
    if (child.exitCode !== null) return fail(`start exited (${child.exitCode}) before the app was up`);
    if (performance.now() - t0 > timeoutMs) return fail(`the app was not up within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 25));
  }
  const mediaUrl = `http://127.0.0.1:${mediaPort}`;
  return { apiUrl, appUrl, mediaUrl, apiSeconds, appSeconds: (performance.now() - t0) / 1000, output: () => out, stop };
}
