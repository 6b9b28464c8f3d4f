// Media service configuration: environment variables, with defaults that match a local `npm start`.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WORK_DIR_PREFIX } from './work-dirs.js';

export interface MediaConfig {
  supabaseUrl: string;
  serviceKey: string;
  host: string;
  /** HTTP + WebSocket port (0 = any free port). */
  port: number;
  /** RTMP port (0 = any free port). */
  rtmpPort: number;
  /** Where ffmpeg writes segments before they are uploaded. */
  workDir: string;
  /** ffmpeg binary; resolved by ffmpeg.ts when not given. */
  ffmpegPath?: string;
  log: (line: string) => void;
}

/** The well-known local secret key of the Supabase CLI (public; a hosted project passes its own). */
export const LOCAL_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

/** [api] port of a supabase/config.toml text (the same reading as scripts/start.mjs). */
export function apiPortOf(configToml: string): number | undefined {
  const port = Number(/\[api\][^[]*?\bport\s*=\s*(\d+)/.exec(configToml)?.[1]);
  return Number.isInteger(port) && port > 0 ? port : undefined;
}

function portOf(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got "${value}"`);
  return port;
}

/** The configuration from an environment; `apiPort` is the [api] port of supabase/config.toml. */
export function mediaConfigFromEnv(env: NodeJS.ProcessEnv, apiPort = 54321): MediaConfig {
  return {
    supabaseUrl: (env.SUPABASE_URL || `http://127.0.0.1:${apiPort}`).replace(/\/+$/, ''),
    serviceKey: env.SUPABASE_SERVICE_ROLE_KEY || LOCAL_SECRET_KEY,
    host: env.MEDIA_HOST || '127.0.0.1',
    port: portOf(env.MEDIA_PORT, 54330, 'MEDIA_PORT'),
    rtmpPort: portOf(env.MEDIA_RTMP_PORT, 1935, 'MEDIA_RTMP_PORT'),
    workDir: env.MEDIA_WORK_DIR || path.join(tmpdir(), `${WORK_DIR_PREFIX}${process.pid}`),
    ffmpegPath: env.FFMPEG_PATH || undefined,
    log: (line) => console.log(`[media] ${line}`),
  };
}

/** Reads supabase/config.toml beside this folder for the default API port (absent file: Supabase's 54321). */
export function loadMediaConfig(env: NodeJS.ProcessEnv = process.env): MediaConfig {
  let apiPort: number | undefined;
  try {
    apiPort = apiPortOf(readFileSync(new URL('../supabase/config.toml', import.meta.url), 'utf8'));
  } catch {
    apiPort = undefined;
  }
  return mediaConfigFromEnv(env, apiPort);
}
