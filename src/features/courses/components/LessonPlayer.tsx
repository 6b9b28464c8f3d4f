// The lesson player: HLS video (hls.js loaded only here, only when needed), playback speed, keyboard controls
// (Espacio/K play-pause, ←/→ 5 s, M mute), resuming at the saved position and saving it while watching.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { VideoOff } from 'lucide-react';
import { HlsVideo } from '@/components/media/HlsVideo';
import { Select } from '@/components/ui';

export const NO_VIDEO_MESSAGE = 'Video no disponible para esta lección.';
const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
const SAVE_EVERY_S = 5;

export interface LessonPlayerProps {
  lessonId: number;
  title: string;
  src: string | null;
  /** Where to start (the saved position), in seconds. */
  startAt?: number;
  /** Called while watching (every few seconds, on pause and when leaving) with the current position. */
  onPosition?(seconds: number): void;
}

export function LessonPlayer({ lessonId, title, src, startAt = 0, onPosition }: LessonPlayerProps) {
  const video = useRef<HTMLVideoElement | null>(null);
  const [speed, setSpeed] = useState(1);
  const lastSaved = useRef(0);
  const report = useRef(onPosition);
  useEffect(() => {
    report.current = onPosition;
  });

  useEffect(() => {
    if (video.current) video.current.playbackRate = speed;
  }, [speed, src]);

  // Leaving the lesson (another lesson, another page, closing the tab) saves where it stopped.
  useEffect(() => {
    const el = video.current;
    const save = () => {
      if (el && el.currentTime > 0) report.current?.(el.currentTime);
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [lessonId]);

  if (!src) {
    return (
      <div className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-2xl bg-base-200 text-center text-base-content/80">
        <VideoOff size={40} aria-hidden="true" />
        <p>{NO_VIDEO_MESSAGE}</p>
      </div>
    );
  }

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const el = video.current;
    if (!el || e.target instanceof HTMLSelectElement) return;
    const key = e.key.toLowerCase();
    if (key === ' ' || key === 'k') {
      if (el.paused) void el.play().catch(() => undefined);
      else el.pause();
    }
    else if (key === 'arrowright') el.currentTime = Math.min(el.duration || Infinity, el.currentTime + 5);
    else if (key === 'arrowleft') el.currentTime = Math.max(0, el.currentTime - 5);
    else if (key === 'm') el.muted = !el.muted;
    else return;
    e.preventDefault();
  };

  return (
    <div className="flex flex-col gap-2">
      <div
        role="group"
        aria-label={`Reproductor: ${title}. Espacio o K reproduce o pausa, flechas avanzan o retroceden 5 segundos, M silencia.`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="overflow-hidden rounded-2xl bg-black outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        <HlsVideo
          key={lessonId}
          src={src}
          videoRef={video}
          controls
          playsInline
          preload="metadata"
          aria-label={title}
          data-testid="lesson-video"
          className="aspect-video w-full"
          onLoadedMetadata={(e) => {
            const el = e.currentTarget;
            el.playbackRate = speed;
            if (startAt > 1 && (!Number.isFinite(el.duration) || startAt < el.duration - 2)) el.currentTime = startAt;
          }}
          onTimeUpdate={(e) => {
            const t = e.currentTarget.currentTime;
            if (Math.abs(t - lastSaved.current) >= SAVE_EVERY_S) {
              lastSaved.current = t;
              report.current?.(t);
            }
          }}
          onPause={(e) => report.current?.(e.currentTarget.currentTime)}
        />
      </div>
      <div className="w-32 self-end">
        <Select label="Velocidad" value={String(speed)} onChange={(e) => setSpeed(Number(e.target.value))}>
          {SPEEDS.map((s) => (
            <option key={s} value={s}>
              {s}x
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
