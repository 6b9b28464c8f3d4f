// This page counts as one viewer of a live event: a ping every 20 s (the server counts pages seen in the last 45 s and
// broadcasts the total every few seconds), and a leave sent even as the page closes. Each viewer's traffic stays the
// same whatever the audience: no presence diff per join and leave.
import { useEffect } from 'react';
import { supabase, serviceUrl, SUPABASE_PUBLISHABLE_KEY } from '@/lib/supabase';

export const VIEWER_PING_MS = 20_000;

/** Tells the server this page left; `keepalive` lets it finish while the page unloads. */
function leave(eventId: number, viewerKey: string): void {
  void fetch(serviceUrl('rest/v1/rpc/live_viewer_leave'), {
    method: 'POST',
    keepalive: true,
    headers: { apikey: SUPABASE_PUBLISHABLE_KEY, Authorization: `Bearer ${SUPABASE_PUBLISHABLE_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ event_id: eventId, viewer_key: viewerKey }),
  }).catch(() => undefined);
}

export function useViewerPing(eventId: number, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const viewerKey = crypto.randomUUID();
    const ping = () => void supabase.rpc('live_viewer_ping', { event_id: eventId, viewer_key: viewerKey }).then(() => undefined);
    ping();
    const timer = setInterval(ping, VIEWER_PING_MS);
    const onHide = () => leave(eventId, viewerKey);
    // Back from the back-forward cache: counted again at once.
    const onShow = (e: PageTransitionEvent) => e.persisted && ping();
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
      leave(eventId, viewerKey);
    };
  }, [eventId, enabled]);
}
