// Where the media service takes a host's stream: the browser's WebSocket ingest and the RTMP server OBS pushes to.
// Both come from VITE_ variables for a deployment; the defaults are `npm start`'s media service.
export const MEDIA_URL: string = import.meta.env.VITE_MEDIA_URL || 'http://127.0.0.1:54330';
export const RTMP_URL: string = import.meta.env.VITE_MEDIA_RTMP_URL || 'rtmp://127.0.0.1:1935/live';

/** The WebSocket address a browser studio streams one event to. */
export function ingestSocketUrl(eventId: number, base: string = MEDIA_URL): string {
  const url = new URL(`live/${eventId}`, base.replace(/\/*$/, '/'));
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}
