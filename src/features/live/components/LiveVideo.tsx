// The video area: the looping sample stream served as a live playlist while the event is live, a poster with the
// countdown before, and an ended card (with the recording of the sample) afterwards.
import { useCallback, useState } from 'react';
import { CalendarClock, CirclePlay, Radio } from 'lucide-react';
import { HlsVideo } from '@/components/media/HlsVideo';
import { Button } from '@/components/ui';
import { liveSource } from '../constants';
import { liveLoopPlaylist, parseMediaPlaylist } from '../live-loop-playlist';
import type { LiveStatus } from '../status';
import { Countdown } from './Countdown';

export interface LiveVideoProps {
  eventId: number;
  status: LiveStatus;
  startsAt: number;
  offset: number;
  poster: string | null;
  title: string;
}

// hls.js stays three segments behind the live edge of the six-segment window; an infinite duration gives the native
// controls their live look (no seek bar to an end that does not exist).
const LIVE_HLS_CONFIG = { liveSyncDurationCount: 3, liveMaxLatencyDurationCount: 6, liveDurationInfinity: true };

export function LiveVideo({ eventId, status, startsAt, offset, poster, title }: LiveVideoProps) {
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-neutral text-neutral-content" data-testid="live-video">
      {status === 'live' ? (
        <LiveStream eventId={eventId} startsAt={startsAt} offset={offset} title={title} />
      ) : status === 'pending' ? (
        <Poster poster={poster}>
          <CalendarClock size={36} aria-hidden="true" />
          <p className="text-sm uppercase tracking-wide opacity-90">La transmisión aún no ha comenzado</p>
          <Countdown startsAt={startsAt} offset={offset} />
        </Poster>
      ) : (
        <Ended eventId={eventId} poster={poster} title={title} />
      )}
    </div>
  );
}

function LiveStream({ eventId, startsAt, offset, title }: { eventId: number; startsAt: number; offset: number; title: string }) {
  // Every viewer sees the same point of the loop: the window is computed on the server clock from the start.
  const playlist = useCallback((text: string) => liveLoopPlaylist(parseMediaPlaylist(text), startsAt, Date.now() + offset), [startsAt, offset]);
  return (
    <>
      <HlsVideo
        src={liveSource(eventId)}
        playlist={playlist}
        hlsConfig={LIVE_HLS_CONFIG}
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

function Poster({ poster, children }: { poster: string | null; children: React.ReactNode }) {
  return (
    <div className="absolute inset-0">
      {poster ? <img src={poster} alt="" className="h-full w-full object-cover" width={640} height={360} decoding="async" /> : null}
      {/* A dark veil keeps the cover's own title from competing with the text on top. */}
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-neutral/80 p-4 text-center">{children}</div>
    </div>
  );
}

function Ended({ eventId, poster, title }: { eventId: number; poster: string | null; title: string }) {
  const [replay, setReplay] = useState(false);
  if (replay) {
    return <HlsVideo src={liveSource(eventId)} className="h-full w-full" autoPlay playsInline controls aria-label={`Repetición: ${title}`} />;
  }
  return (
    <Poster poster={poster}>
      <p className="text-xl font-semibold" data-testid="ended-card">
        Este evento ha finalizado
      </p>
      <p className="text-sm opacity-90">Gracias por acompañarnos. Puedes ver un fragmento de la transmisión.</p>
      <Button variant="primary" size="sm" onClick={() => setReplay(true)}>
        <CirclePlay size={18} aria-hidden="true" />
        Ver repetición
      </Button>
    </Poster>
  );
}
