// One reel's video: plays while it is the current reel, sits paused and buffered while it is next, and is only a
// poster otherwise (no <video>, so nothing of it stays in memory). A tap toggles play and pause; a failure is logged
// and HlsVideo shows 'Reintentar'.
import { useEffect, useRef, useState } from 'react';
import { Play } from 'lucide-react';
import { HlsVideo, type HlsLoader } from '@/components/media/HlsVideo';
import { hlsSettings, type VideoRole } from '../feed-rules';

export interface ReelPlayerProps {
  src: string;
  poster: string | null;
  role: VideoRole;
  muted: boolean;
  dataSaver: boolean;
  /** Reduced motion: the current reel waits for a tap instead of starting by itself. */
  autoStart: boolean;
  label: string;
  /** The browser refused to start it with sound (no gesture yet): the feed plays muted until the viewer asks. */
  onSoundBlocked: () => void;
  /** Playback started. */
  onPlaying?: () => void;
}

// hls.js is a chunk of its own: browsers that play HLS themselves (Safari, current Chromium) never download or run
// it, and the others start fetching it as soon as this page's code runs, while the feed is still rendering, instead
// of when the first video mounts. It stays out of every other page.
const needsHls = typeof document !== 'undefined' && document.createElement('video').canPlayType('application/vnd.apple.mpegurl') === '';
let hlsChunk: ReturnType<HlsLoader> | null = null;
// A failed download is not kept: 'Reintentar' fetches it again.
const earlyHls: HlsLoader = () =>
  (hlsChunk ??= (import('hls.js') as unknown as ReturnType<HlsLoader>).catch((e: unknown) => {
    hlsChunk = null;
    throw e;
  }));
if (needsHls) void earlyHls().catch(() => undefined);

function logFailure(src: string, reason: unknown) {
  console.error(`No se pudo reproducir el reel (${src}):`, reason);
}

export function ReelPlayer({ src, poster, role, muted, dataSaver, autoStart, label, onSoundBlocked, onPlaying }: ReelPlayerProps) {
  const video = useRef<HTMLVideoElement | null>(null);
  const [playing, setPlaying] = useState(false);
  // The viewer's own pause sticks while the reel stays current; becoming current again starts over.
  const [heldByViewer, setHeldByViewer] = useState(!autoStart);
  const wantsPlay = role === 'play' && !heldByViewer;

  // A new place in the feed forgets the viewer's pause; becoming current starts it unless motion is reduced
  // (React's "adjust state on a prop change" pattern).
  const [lastRole, setLastRole] = useState(role);
  if (role !== lastRole) {
    setLastRole(role);
    setHeldByViewer(!autoStart);
  }

  const blocked = useRef(onSoundBlocked);
  useEffect(() => {
    blocked.current = onSoundBlocked;
  });
  const play = (el: HTMLVideoElement) => start(el, src, () => blocked.current());

  // Also on a change of sound: a reel refused with sound starts again muted.
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    if (wantsPlay) start(el, src, () => blocked.current());
    else el.pause();
  }, [wantsPlay, src, muted]);

  if (role === 'poster') {
    return poster ? <img src={poster} alt="" className="h-full w-full object-cover" decoding="async" loading="lazy" /> : <div className="h-full w-full bg-neutral" />;
  }

  return (
    <>
      <HlsVideo
        src={src}
        loader={earlyHls}
        adoptBootVideo={role === 'play'}
        videoRef={video}
        poster={poster ?? undefined}
        className="h-full w-full [&_video]:object-cover"
        muted={muted}
        loop
        playsInline
        preload="auto"
        autoPlay={wantsPlay}
        hlsConfig={hlsSettings(dataSaver)}
        onCanPlay={(e) => void (wantsPlay && e.currentTarget.paused && play(e.currentTarget))}
        onPlaying={() => {
          setPlaying(true);
          onPlaying?.();
        }}
        onPause={() => setPlaying(false)}
        onFailure={(reason) => logFailure(src, reason)}
        aria-label={label}
        data-testid="reel-video"
        data-role={role}
      />
      {role === 'play' ? (
        <button
          type="button"
          className="absolute inset-0 flex items-center justify-center bg-transparent text-white focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-white"
          aria-label={playing ? 'Pausar' : 'Reproducir'}
          data-testid="reel-toggle"
          data-playing={playing}
          onClick={() => {
            const el = video.current;
            if (!el) return;
            if (el.paused) {
              setHeldByViewer(false);
              play(el);
            } else {
              setHeldByViewer(true);
              el.pause();
            }
          }}
        >
          {!playing && heldByViewer ? (
            <span className="rounded-full bg-black/50 p-4" aria-hidden="true">
              <Play size={40} />
            </span>
          ) : null}
        </button>
      ) : null}
    </>
  );
}

/**
 * play(), logging a real failure; an interrupted play (the reel scrolled away) is not one, nor the browser's refusal
 * to start with sound before any gesture (then `onSoundBlocked`, and the feed retries muted).
 */
function start(el: HTMLVideoElement, src: string, onSoundBlocked: () => void) {
  el.play().catch((e: unknown) => {
    if (e instanceof DOMException && e.name === 'AbortError') return;
    if (e instanceof DOMException && e.name === 'NotAllowedError' && !el.muted) return onSoundBlocked();
    logFailure(src, e);
  });
}
