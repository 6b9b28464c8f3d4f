// Reads a chosen video in the browser: its length and size (MediaRecorder WebM files report no duration until
// asked for the end) and one frame as the poster picture (WebP, JPEG where WebP encoding is missing).
import { posterTime, type VideoFacts } from './publish-rules';

function once(el: HTMLVideoElement, event: string, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timeout waiting for ${event}`)), timeoutMs);
    el.addEventListener(event, () => (clearTimeout(timer), resolve()), { once: true });
    el.addEventListener('error', () => (clearTimeout(timer), reject(el.error ?? new Error('video error'))), { once: true });
  });
}

export interface ReadVideo extends VideoFacts {
  poster: Blob;
}

export async function readVideo(file: Blob): Promise<ReadVideo> {
  const url = URL.createObjectURL(file);
  const el = document.createElement('video');
  el.muted = true;
  el.preload = 'auto';
  el.playsInline = true;
  try {
    const loaded = once(el, 'loadedmetadata');
    el.src = url;
    await loaded;
    if (!Number.isFinite(el.duration)) {
      const known = once(el, 'durationchange');
      el.currentTime = Number.MAX_SAFE_INTEGER;
      await known;
      while (!Number.isFinite(el.duration)) await once(el, 'durationchange');
    }
    const facts: VideoFacts = { duration: el.duration, width: el.videoWidth, height: el.videoHeight };
    const seeked = once(el, 'seeked');
    el.currentTime = posterTime(facts.duration);
    await seeked;
    const canvas = document.createElement('canvas');
    const scale = Math.min(1, 720 / Math.max(1, facts.width));
    canvas.width = Math.max(1, Math.round(facts.width * scale));
    canvas.height = Math.max(1, Math.round(facts.height * scale));
    canvas.getContext('2d')!.drawImage(el, 0, 0, canvas.width, canvas.height);
    const webp = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/webp', 0.85));
    const poster =
      webp && webp.type === 'image/webp'
        ? webp
        : await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('encode failed'))), 'image/jpeg', 0.85));
    return { ...facts, poster };
  } finally {
    el.removeAttribute('src');
    el.load();
    URL.revokeObjectURL(url);
  }
}
