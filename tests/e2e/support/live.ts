// liveJoined(): resolves once the page's realtime socket has joined a topic (the server's ok reply to phx_join).
import type { Page } from 'playwright-core';

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
