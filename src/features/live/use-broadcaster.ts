// The studio's broadcast as React state: one BroadcastSession at a time, its phase, why it failed, elapsed time, the
// outgoing bitrate and whether the connection keeps up (sampled once a second while on air).
import { useCallback, useEffect, useRef, useState } from 'react';
import { supabase } from '@/lib/supabase';
import { BroadcastSession, type BroadcastPhase } from './broadcast-session';

export type { BroadcastPhase } from './broadcast-session';

export interface Broadcaster {
  phase: BroadcastPhase;
  /** Why the last broadcast stopped or could not start (Spanish), until the next start. */
  error: string | null;
  startedAt: number | null;
  bitsPerSecond: number;
  struggling: boolean;
  start(stream: MediaStream): void;
  stop(): void;
}

const accessToken = async () => (await supabase.auth.getSession()).data.session?.access_token ?? null;

export function useBroadcaster(eventId: number): Broadcaster {
  const [phase, setPhase] = useState<BroadcastPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [stats, setStats] = useState({ startedAt: null as number | null, bitsPerSecond: 0, struggling: false });
  const session = useRef<BroadcastSession | null>(null);

  const start = useCallback(
    (stream: MediaStream) => {
      if (session.current) return;
      setError(null);
      setStats({ startedAt: null, bitsPerSecond: 0, struggling: false });
      const s = new BroadcastSession(eventId, stream, accessToken, {
        phase: (p) => {
          if (session.current !== s) return;
          if (p === 'idle') session.current = null;
          setPhase(p);
        },
        failed: setError,
      });
      session.current = s;
      s.start();
    },
    [eventId],
  );

  const stop = useCallback(() => session.current?.stop(), []);

  useEffect(() => {
    if (phase === 'idle') return;
    const timer = setInterval(() => {
      const s = session.current;
      if (s) setStats({ startedAt: s.startedAt, ...s.stats(Date.now()) });
    }, 1000);
    return () => clearInterval(timer);
  }, [phase]);

  useEffect(
    () => () => {
      session.current?.dispose();
      session.current = null;
    },
    [],
  );

  return { phase, error, ...stats, struggling: phase === 'reconnecting' || stats.struggling, start, stop };
}
