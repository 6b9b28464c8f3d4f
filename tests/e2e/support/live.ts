// Live event fixtures: createEvent / removeEvent (as the service role), and liveJoined(), which resolves once the
// page's realtime socket has joined a topic (the server's ok reply to phx_join).
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { E2EEnv } from './env.js';

export interface NewEvent {
  name: string;
  startsInMs: number;
  duration: string;
  slowModeSeconds?: number;
  price?: number;
  /** The member who hosts it (and may broadcast). */
  hostId?: string;
}

/** A live event created as the service role (events are curated content); removed again by the journey. */
export async function createEvent(env: E2EEnv, e: NewEvent): Promise<number> {
  const { data, error } = await env.admin
    .from('communities')
    .insert({
      name: e.name,
      description: 'Un evento de prueba con <b>etiquetas</b> que se muestran como texto.',
      topics: ['Pruebas', 'En vivo'],
      is_live_event: true,
      live_date: new Date(Date.now() + e.startsInMs).toISOString(),
      duration: e.duration,
      price: e.price ?? 0,
      slow_mode_seconds: e.slowModeSeconds ?? 0,
      ...(e.hostId ? { host_id: e.hostId, host_name: 'Anfitriona de prueba' } : {}),
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  return (data as { id: number }).id;
}

export async function removeEvent(env: E2EEnv, id: number | undefined): Promise<void> {
  if (id) await env.admin.from('communities').delete().eq('id', id);
}

/**
 * Call before the navigation that opens the channel. Pages read their data again when a channel joins (to catch up on
 * what changed before it), so a journey that changes data behind an open page waits for this first.
 */
export function liveJoined(page: Page, topic: string, timeoutMs = 15_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the page's realtime socket did not join ${topic} within ${timeoutMs} ms`)), timeoutMs);
    page.on('websocket', (ws) =>
      ws.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString('utf8');
        if (text.includes(`"realtime:${topic}"`) && text.includes('"phx_reply"') && text.includes('"status":"ok"')) {
          clearTimeout(timer);
          resolve();
        }
      }),
    );
  });
}
