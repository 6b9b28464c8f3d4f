// HLS playlists as text: read ffmpeg's and the stored recording's, write the live window and the VOD recording.

export interface PlaylistEntry {
  uri: string;
  /** Seconds (#EXTINF). */
  duration: number;
  /** An #EXT-X-DISCONTINUITY stands before this entry. */
  discontinuity: boolean;
}

export interface LiveSegment {
  seq: number;
  uri: string;
  duration: number;
}

export interface RecordingTake {
  take: number;
  segments: { uri: string; duration: number }[];
}

/** Every media entry of a playlist, in order (tags other than #EXTINF and #EXT-X-DISCONTINUITY are skipped). */
export function parseMediaPlaylist(text: string): PlaylistEntry[] {
  const entries: PlaylistEntry[] = [];
  let duration: number | null = null;
  let discontinuity = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('#EXTINF:')) {
      const d = Number.parseFloat(line.slice(8));
      duration = Number.isFinite(d) && d >= 0 ? d : null;
    } else if (line === '#EXT-X-DISCONTINUITY') {
      discontinuity = true;
    } else if (!line.startsWith('#')) {
      // Why: a URI without a complete #EXTINF before it is a half-written playlist; the next read will have it.
      if (duration !== null) entries.push({ uri: line, duration, discontinuity });
      duration = null;
      discontinuity = false;
    }
  }
  return entries;
}

/** The sequence number in ffmpeg's segment name `seg-<n>.ts`, or null for another name. */
export function segmentSeq(uri: string): number | null {
  const m = /(?:^|\/)seg-(\d+)\.ts$/.exec(uri);
  return m ? Number(m[1]) : null;
}

function targetDuration(durations: number[]): number {
  return Math.max(1, ...durations.map((d) => Math.ceil(d - 0.001)));
}

const fmt = (d: number) => d.toFixed(3);

/** How far behind the live edge a joining player starts (about two one-second segments and a half). */
export const LIVE_START_OFFSET_SECONDS = 2.5;

/** The sliding live playlist of one take: the last `window` segments; ended adds #EXT-X-ENDLIST. */
export function renderLivePlaylist(segments: LiveSegment[], opts: { window: number; ended: boolean }): string {
  const shown = segments.slice(-opts.window);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${targetDuration(shown.map((s) => s.duration))}`,
    `#EXT-X-MEDIA-SEQUENCE:${shown[0]?.seq ?? 0}`,
  ];
  // A player joining mid-stream starts a few seconds from the live edge instead of fetching the oldest segment first.
  if (!opts.ended) lines.push(`#EXT-X-START:TIME-OFFSET=-${fmt(LIVE_START_OFFSET_SECONDS)}`);
  for (const s of shown) lines.push(`#EXTINF:${fmt(s.duration)},`, s.uri);
  if (opts.ended) lines.push('#EXT-X-ENDLIST');
  return lines.join('\n') + '\n';
}

/** The VOD recording: every take in order, a discontinuity between takes, always closed by #EXT-X-ENDLIST. */
export function renderRecording(takes: RecordingTake[]): string {
  const filled = takes.filter((t) => t.segments.length > 0);
  const all = filled.flatMap((t) => t.segments.map((s) => s.duration));
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-PLAYLIST-TYPE:VOD', `#EXT-X-TARGETDURATION:${targetDuration(all)}`, '#EXT-X-MEDIA-SEQUENCE:0'];
  filled.forEach((t, i) => {
    if (i > 0) lines.push('#EXT-X-DISCONTINUITY');
    for (const s of t.segments) lines.push(`#EXTINF:${fmt(s.duration)},`, s.uri);
  });
  lines.push('#EXT-X-ENDLIST');
  return lines.join('\n') + '\n';
}

/** The takes of a stored recording; a take's number is the first folder of its URIs (`<take>/seg-<n>.ts`). */
export function parseRecording(text: string): RecordingTake[] {
  const takes: RecordingTake[] = [];
  for (const e of parseMediaPlaylist(text)) {
    const folder = Number(/^(\d+)\//.exec(e.uri)?.[1] ?? NaN);
    const last = takes[takes.length - 1];
    if (!last || e.discontinuity || (Number.isInteger(folder) && folder !== last.take)) {
      takes.push({ take: Number.isInteger(folder) ? folder : (last?.take ?? 0) + 1, segments: [] });
    }
    takes[takes.length - 1].segments.push({ uri: e.uri, duration: e.duration });
  }
  return takes;
}

/** Total seconds of a recording. */
export function recordingSeconds(takes: RecordingTake[]): number {
  return takes.reduce((sum, t) => sum + t.segments.reduce((s, seg) => s + seg.duration, 0), 0);
}
