// One event's VOD recording.m3u8: loaded from Storage when a broadcast (re)starts, grown and re-uploaded per segment.
import path from 'node:path';
import type { SupabaseApi } from '../supabase-api.js';
import { parseRecording, recordingSeconds, renderRecording, type RecordingTake } from './playlists.js';
import { withRetry } from './retry.js';

export const LIVE_BUCKET = 'live';
export const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
export const PLAYLIST_CACHE = 'no-cache';

export class Recording {
  private chain: Promise<void> = Promise.resolve();

  private constructor(
    private readonly api: SupabaseApi,
    readonly objectPath: string,
    private readonly takes: RecordingTake[],
  ) {}

  /** The stored recording (what a killed process had uploaded), or an empty one. */
  static async load(api: SupabaseApi, objectPath: string): Promise<Recording> {
    const stored = await withRetry(() => api.download(LIVE_BUCKET, objectPath));
    return new Recording(api, objectPath, stored ? parseRecording(stored.toString('utf8')) : []);
  }

  /** Adds a segment (its object path in the bucket) to a take; a take not seen yet starts after a discontinuity. */
  add(take: number, segmentObjectPath: string, duration: number): void {
    let group = this.takes.find((t) => t.take === take);
    if (!group) {
      group = { take, segments: [] };
      this.takes.push(group);
    }
    group.segments.push({ uri: path.posix.relative(path.posix.dirname(this.objectPath), segmentObjectPath), duration });
  }

  seconds(): number {
    return Math.round(recordingSeconds(this.takes) * 1000) / 1000;
  }

  text(): string {
    return renderRecording(this.takes);
  }

  /** Uploads the current text; saves run one after another, each writing the state of its own moment. */
  save(): Promise<void> {
    const run = this.chain.then(() => withRetry(() => this.api.upload(LIVE_BUCKET, this.objectPath, this.text(), PLAYLIST_TYPE, PLAYLIST_CACHE)));
    this.chain = run.catch(() => undefined);
    return run;
  }
}
