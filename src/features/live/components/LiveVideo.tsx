// The video area: the countdown poster before the start; in the window the host's stream at the live edge while on
// air, 'Esperando al anfitrión…' until the host starts and 'Se perdió la señal del anfitrión' while the signal is gone
// (each turns into the stream by itself); the ended card with the recording afterwards.
import { useEffect, useState, type ReactNode } from 'react';
import { CalendarClock, CirclePlay, Radio, WifiOff } from 'lucide-react';
import { HlsVideo } from '@/components/media/HlsVideo';
import { releaseBootVideo } from '@/components/media/boot-video-release';
import { Button, Spinner } from '@/components/ui';
import { SUPABASE_URL } from '@/lib/supabase';
import { liveMediaUrl, videoStage, type LiveBroadcast } from '../broadcast';
import type { LiveStatus } from '../status';
import { Countdown } from './Countdown';

export interface LiveVideoProps {
  status: LiveStatus;
  broadcast: LiveBroadcast | null;
  startsAt: number;
  offset: number;
  poster: string | null;
  title: string;
  /** Shown on the ended card under the replay button (the host's 'Eliminar grabación'). */
  endedActions?: ReactNode;
}

// Segments are about a second long: hls.js plays two behind the live edge, and speeds up a little to catch up when it
// falls more than five behind (a stall, a slow network), so every viewer stays a few seconds from the host.
const LIVE_HLS_CONFIG = { liveSyncDurationCount: 2, liveMaxLatencyDurationCount: 5, maxLiveSyncPlaybackRate: 1.25, liveDurationInfinity: true };

/** A stream that has just started may not have its first playlist in Storage yet: look again this often. */
const LIVE_RETRY_MS = 1000;

export function LiveVideo({ status, broadcast, startsAt, offset, poster, title, endedActions }: LiveVideoProps) {
  const stage = videoStage(status, broadcast);
  // The boot loader may have started the stream (src/lib/boot-prefetch-table.ts): the player takes it on air; any other
  // stage, or leaving the page, stops it.
  useEffect(() => {
    if (stage !== 'on-air') releaseBootVideo();
  }, [stage]);
  useEffect(() => releaseBootVideo, []);
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-neutral text-neutral-content" data-testid="live-video" data-stage={stage}>
      {stage === 'on-air' && broadcast?.playlist_path ? (
        <LiveStream key={broadcast.take} src={liveMediaUrl(broadcast.playlist_path, SUPABASE_URL)} title={title} />
      ) : stage === 'countdown' ? (
        <Poster poster={poster}>
          <CalendarClock size={36} aria-hidden="true" />
          <p className="text-sm uppercase tracking-wide opacity-90">La transmisión aún no ha comenzado</p>
          <Countdown startsAt={startsAt} offset={offset} />
        </Poster>
      ) : stage === 'waiting' ? (
        <Poster poster={poster}>
          <Spinner />
          <p className="text-lg font-semibold" role="status">
            Esperando al anfitrión…
          </p>
          <p className="text-sm opacity-90">La transmisión empezará aquí en cuanto el anfitrión salga en vivo.</p>
        </Poster>
      ) : stage === 'lost' ? (
        <Poster poster={poster}>
          <WifiOff size={36} aria-hidden="true" />
          <p className="text-lg font-semibold" role="status">
            Se perdió la señal del anfitrión
          </p>
          <p className="text-sm opacity-90">La transmisión seguirá aquí en cuanto vuelva la señal.</p>
        </Poster>
      ) : (
        <Ended recording={broadcast?.recording_path ?? null} poster={poster} title={title} actions={endedActions} />
      )}
    </div>
  );
}

function LiveStream({ src, title }: { src: string; title: string }) {
  return (
    <>
      <HlsVideo
        src={src}
        hlsConfig={LIVE_HLS_CONFIG}
        retryAfterMs={LIVE_RETRY_MS}
        adoptBootVideo
        // Storage answers with CORS headers: frames stay readable (a canvas, a screenshot) where HLS plays natively.
        crossOrigin="anonymous"
        className="h-full w-full"
        autoPlay
        muted
        playsInline
        controls
        aria-label={`Transmisión en vivo: ${title}`}
      />
      <span className="pointer-events-none absolute left-3 top-3 flex items-center gap-1.5 rounded-lg bg-accent px-2 py-1 text-xs font-bold uppercase text-accent-content">
        <Radio size={14} aria-hidden="true" /> En vivo
      </span>
    </>
  );
}

function Poster({ poster, children }: { poster: string | null; children: ReactNode }) {
  return (
    <div className="absolute inset-0">
      {poster ? <img src={poster} alt="" className="h-full w-full object-cover" width={640} height={360} decoding="async" /> : null}
      {/* A dark veil keeps the cover's own title from competing with the text on top. */}
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-neutral/80 p-4 text-center">{children}</div>
    </div>
  );
}

function Ended({ recording, poster, title, actions }: { recording: string | null; poster: string | null; title: string; actions?: ReactNode }) {
  const [replay, setReplay] = useState(false);
  if (replay && recording) {
    return <HlsVideo src={liveMediaUrl(recording, SUPABASE_URL)} crossOrigin="anonymous" className="h-full w-full" autoPlay playsInline controls aria-label={`Repetición: ${title}`} />;
  }
  return (
    <Poster poster={poster}>
      <p className="text-xl font-semibold" data-testid="ended-card">
        Este evento ha finalizado
      </p>
      {recording ? (
        <>
          <p className="text-sm opacity-90">Gracias por acompañarnos. Puedes ver la grabación de la transmisión.</p>
          <Button variant="primary" size="sm" onClick={() => setReplay(true)}>
            <CirclePlay size={18} aria-hidden="true" />
            Ver repetición
          </Button>
        </>
      ) : (
        <p className="text-sm opacity-90">Gracias por acompañarnos. Esta transmisión no tiene grabación disponible.</p>
      )}
      {actions}
    </Poster>
  );
}
