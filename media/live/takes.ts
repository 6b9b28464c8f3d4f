// The takes on air in this process: start (live_ingest_start), one current take per event, stop (live_ingest_stop).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { isIngestRefusalCode, refusal, type IngestRefusal } from '../errors.js';
import type { IngestInput } from '../hls/ffmpeg.js';
import { Recording } from '../hls/recording.js';
import { withRetry } from '../hls/retry.js';
import { TakePipeline, type SegmentDone } from '../hls/take-pipeline.js';
import { ApiError, type SupabaseApi } from '../supabase-api.js';

export interface StartRequest {
  source: 'browser' | 'rtmp';
  eventId?: number;
  streamKey?: string;
  /** The `sub` of the host's verified token (browser). */
  host?: string;
  input: IngestInput;
}

/** What live_ingest_start returns. */
export interface StartResult {
  event_id: number;
  take: number;
  playlist_path: string;
  recording_path: string;
  ends_at: string | null;
}

/** The connection that feeds a take. */
export interface TakeOwner {
  onSegment: (s: SegmentDone) => void;
  /** The service ended the take: ffmpeg failed, the window closed, or a newer take of the event replaced it. */
  onClosed: (why: IngestRefusal) => void;
}

export type StopReason = 'finished' | 'lost';

export class RefusedError extends Error {
  constructor(readonly refusal: IngestRefusal) {
    super(refusal.code);
  }
}

export interface ActiveTake {
  info: StartResult;
  write(chunk: Buffer): boolean;
  onDrain(cb: () => void): void;
  /** Flushes the last segments, then live_ingest_stop; safe to call more than once. */
  finish(reason: StopReason): Promise<void>;
}

interface Deps {
  api: SupabaseApi;
  ffmpegPath: string;
  workDir: string;
  log: (line: string) => void;
}

export class LiveTakes {
  private readonly current = new Map<number, ActiveTake>();
  private readonly all = new Set<ActiveTake>();
  private readonly recordings = new Map<number, { recording: Recording; users: number }>();

  constructor(private readonly deps: Deps) {}

  get active(): number {
    return this.all.size;
  }

  /** Asks the database for a take; a refusal throws RefusedError before anything is written to Storage. */
  async start(req: StartRequest, owner: TakeOwner): Promise<ActiveTake> {
    const { api, log } = this.deps;
    let info: StartResult;
    try {
      info = await api.rpc<StartResult>('live_ingest_start', {
        source: req.source,
        event_id: req.eventId ?? null,
        stream_key: req.streamKey ?? null,
        host: req.host ?? null,
      });
    } catch (error) {
      if (error instanceof ApiError && isIngestRefusalCode(error.message)) throw new RefusedError(refusal(error.message, error.details));
      log(`live_ingest_start: ${error}`);
      throw new RefusedError(refusal('live_unavailable'));
    }
    const eventId = Number(info.event_id);
    const previous = this.current.get(eventId);
    if (previous) {
      // A newer take of the event (the host reconnected) replaces the one still running here.
      this.current.delete(eventId);
      void previous.finish('lost');
    }

    let recording: Recording;
    try {
      recording = await this.useRecording(eventId, info.recording_path);
    } catch (error) {
      log(`recording ${info.recording_path}: ${error}`);
      await this.stop(eventId, info.take, 'lost');
      throw new RefusedError(refusal('live_unavailable'));
    }

    let finishing: Promise<void> | null = null;
    let windowTimer: NodeJS.Timeout | null = null;
    const pipeline = new TakePipeline({
      info: { eventId, take: info.take, playlistPath: info.playlist_path },
      input: req.input,
      ffmpegPath: this.deps.ffmpegPath,
      dir: path.join(this.deps.workDir, `${eventId}-${info.take}-${randomUUID().slice(0, 8)}`),
      api,
      recording,
      onSegment: (s) => owner.onSegment(s),
      onFailure: (why, detail) => {
        log(`event ${eventId} take ${info.take}: ${detail}`);
        void take.finish('lost').then(() => owner.onClosed(refusal(why === 'invalid' ? 'live_media_invalid' : 'live_media_failed')));
      },
      log,
    });
    const take: ActiveTake = {
      info,
      write: (chunk) => pipeline.write(chunk),
      onDrain: (cb) => pipeline.onDrain(cb),
      finish: (reason) => {
        finishing ??= (async () => {
          if (windowTimer) clearTimeout(windowTimer);
          if (this.current.get(eventId) === take) this.current.delete(eventId);
          else if (reason === 'lost') owner.onClosed(refusal('live_replaced'));
          await pipeline.finish(reason === 'finished').catch((e) => log(`finish ${eventId}/${info.take}: ${e}`));
          await this.stop(eventId, info.take, reason);
          this.releaseRecording(eventId);
          this.all.delete(take);
        })();
        return finishing;
      },
    };
    this.current.set(eventId, take);
    this.all.add(take);
    try {
      await pipeline.start();
    } catch (error) {
      log(`ffmpeg for ${eventId}/${info.take}: ${error}`);
      await take.finish('lost');
      throw new RefusedError(refusal('live_unavailable'));
    }
    const left = info.ends_at ? Date.parse(info.ends_at) - Date.now() : NaN;
    if (Number.isFinite(left) && left < 2 ** 31 - 1) {
      windowTimer = setTimeout(() => void take.finish('finished').then(() => owner.onClosed(refusal('live_outside_window'))), Math.max(0, left));
    }
    return take;
  }

  /** Ends every take (shutdown): flushed, then marked 'lost' so a restarted service or the sweep takes over. */
  async closeAll(): Promise<void> {
    await Promise.all([...this.all].map((t) => t.finish('lost')));
  }

  private async stop(eventId: number, take: number, reason: StopReason): Promise<void> {
    await withRetry(() => this.deps.api.rpc('live_ingest_stop', { event_id: eventId, take, reason })).catch((e) =>
      this.deps.log(`live_ingest_stop ${eventId}/${take}: ${e}`),
    );
  }

  /** The event's recording: shared while a take of the event is running here, else read again from Storage. */
  private async useRecording(eventId: number, objectPath: string): Promise<Recording> {
    const held = this.recordings.get(eventId);
    if (held && held.users > 0 && held.recording.objectPath === objectPath) {
      held.users++;
      return held.recording;
    }
    const recording = await Recording.load(this.deps.api, objectPath);
    this.recordings.set(eventId, { recording, users: 1 });
    return recording;
  }

  private releaseRecording(eventId: number): void {
    const held = this.recordings.get(eventId);
    if (held && --held.users <= 0) this.recordings.delete(eventId);
  }
}
