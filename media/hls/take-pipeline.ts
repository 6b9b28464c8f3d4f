// One take: stdin bytes → ffmpeg → ~1 s segments → Storage (segment, live playlist, recording) → heartbeat RPC.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { SupabaseApi } from '../supabase-api.js';
import { FFMPEG_PLAYLIST, hlsArgs, type IngestInput } from './ffmpeg.js';
import { parseMediaPlaylist, renderLivePlaylist, segmentSeq, type LiveSegment } from './playlists.js';
import { LIVE_BUCKET, PLAYLIST_CACHE, PLAYLIST_TYPE, type Recording } from './recording.js';
import { withRetry } from './retry.js';

export interface TakeInfo {
  eventId: number;
  take: number;
  /** `<event>/<take>/live.m3u8` in bucket `live`. */
  playlistPath: string;
}

export interface SegmentDone {
  seq: number;
  seconds: number;
  recordingSeconds: number;
}

/** How ffmpeg ended when nobody asked it to: unreadable input before any segment, or a crash/kill mid-stream. */
export type TakeFailure = 'invalid' | 'crashed';

export interface TakeOptions {
  info: TakeInfo;
  input: IngestInput;
  ffmpegPath: string;
  /** A folder of its own for this take's ffmpeg output (removed at the end). */
  dir: string;
  api: SupabaseApi;
  recording: Recording;
  onSegment: (s: SegmentDone) => void;
  onFailure: (why: TakeFailure, detail: string) => void;
  log: (line: string) => void;
}

const LIVE_WINDOW = 6;
const POLL_MS = 200;
const SEGMENT_CACHE = 'public, max-age=31536000, immutable';

export class TakePipeline {
  private child: ChildProcessByStdio<Writable, null, Readable> | null = null;
  private exited: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private readonly live: LiveSegment[] = [];
  private listed = 0;
  private scanning: Promise<void> | null = null;
  private queue: Promise<void> = Promise.resolve();
  private stopping = false;
  private stderr = '';

  constructor(private readonly o: TakeOptions) {}

  get segments(): number {
    return this.live.length;
  }

  async start(): Promise<void> {
    await mkdir(this.o.dir, { recursive: true });
    const child = spawn(this.o.ffmpegPath, hlsArgs(this.o.input, this.o.dir), { stdio: ['pipe', 'ignore', 'pipe'] });
    this.child = child;
    // Why: writing to a dead ffmpeg raises EPIPE on stdin; the exit handler below reports the death once.
    child.stdin.on('error', () => undefined);
    child.stderr.on('data', (d: Buffer) => (this.stderr = (this.stderr + d.toString()).slice(-2000)));
    this.exited = new Promise((resolve) => {
      child.once('error', (error) => {
        this.stderr += String(error);
        resolve();
      });
      child.once('close', (code, signal) => {
        if (!this.stopping) this.failed(code, signal);
        resolve();
      });
    });
    this.timer = setInterval(() => void this.scan(), POLL_MS);
  }

  /** Feeds ffmpeg; false means "wait for drain". */
  write(chunk: Buffer): boolean {
    const stdin = this.child?.stdin;
    if (!stdin || stdin.destroyed || stdin.writableEnded) return true;
    return stdin.write(chunk);
  }

  onDrain(cb: () => void): void {
    this.child?.stdin.once('drain', cb);
  }

  /** Ends the input, lets ffmpeg write its last segment, uploads everything; `ended` closes the live playlist. */
  async finish(ended: boolean): Promise<void> {
    this.stopping = true;
    this.child?.stdin.end();
    const kill = setTimeout(() => this.child?.kill('SIGKILL'), 10_000);
    await this.exited;
    clearTimeout(kill);
    await this.drain();
    if (ended && this.live.length > 0) await this.uploadLivePlaylist(true).catch((e) => this.o.log(`live playlist: ${e}`));
    await rm(this.o.dir, { recursive: true, force: true });
  }

  /** Stops at once (shutdown of a failed take): what is already listed is still uploaded. */
  async abort(): Promise<void> {
    this.stopping = true;
    this.child?.kill('SIGKILL');
    await this.exited;
    await this.drain();
    await rm(this.o.dir, { recursive: true, force: true });
  }

  private async drain(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.scan();
    await this.queue;
  }

  private failed(code: number | null, signal: NodeJS.Signals | null): void {
    const why: TakeFailure = this.live.length === 0 && this.listed === 0 && signal === null ? 'invalid' : 'crashed';
    this.o.onFailure(why, `ffmpeg exited (${signal ?? code}): ${this.stderr.trim().split('\n').slice(-3).join(' | ')}`);
  }

  /** Reads ffmpeg's playlist; each entry not seen yet is a finished segment, queued for upload in order. */
  private scan(): Promise<void> {
    this.scanning ??= (async () => {
      try {
        const text = await readFile(path.join(this.o.dir, FFMPEG_PLAYLIST), 'utf8').catch(() => '');
        // Why: ffmpeg rewrites its playlist in place; a read may catch it half-written, so only whole lines count.
        const entries = parseMediaPlaylist(text.slice(0, text.lastIndexOf('\n') + 1));
        for (const e of entries.slice(this.listed)) {
          this.queue = this.queue.then(() => this.publish(e.uri, e.duration)).catch((err) => this.o.log(`segment ${e.uri}: ${err}`));
        }
        this.listed = Math.max(this.listed, entries.length);
      } finally {
        this.scanning = null;
      }
    })();
    return this.scanning;
  }

  private async publish(uri: string, duration: number): Promise<void> {
    const seq = segmentSeq(uri);
    if (seq === null) return;
    const { info, api, recording } = this.o;
    const file = path.join(this.o.dir, uri);
    const bytes = await readFile(file);
    const objectPath = `${path.posix.dirname(info.playlistPath)}/seg-${seq}.ts`;
    await withRetry(() => api.upload(LIVE_BUCKET, objectPath, bytes, 'video/mp2t', SEGMENT_CACHE));
    await rm(file, { force: true });
    this.live.push({ seq, uri: `seg-${seq}.ts`, duration });
    await this.uploadLivePlaylist(false);
    recording.add(info.take, objectPath, duration);
    await recording.save();
    const total = recording.seconds();
    await withRetry(() => api.rpc('live_ingest_segment', { event_id: info.eventId, take: info.take, recording_seconds: total })).catch((e) =>
      this.o.log(`live_ingest_segment ${info.eventId}/${info.take}: ${e}`),
    );
    this.o.onSegment({ seq, seconds: duration, recordingSeconds: total });
  }

  private uploadLivePlaylist(ended: boolean): Promise<void> {
    const text = renderLivePlaylist(this.live, { window: LIVE_WINDOW, ended });
    return withRetry(() => this.o.api.upload(LIVE_BUCKET, this.o.info.playlistPath, text, PLAYLIST_TYPE, PLAYLIST_CACHE));
  }
}
