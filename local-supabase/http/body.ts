// Request bodies: read whole under a limit, or fed chunk by chunk to a sink; what is refused is discarded, never buffered.
import type { IncomingMessage } from 'node:http';

/** Reads the body; resolves null when it exceeds the limit (the rest is drained, not buffered). */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) {
      req.resume();
      req.on('end', () => resolve(null));
      req.on('error', reject);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) over = true;
      else chunks.push(c);
    });
    req.on('end', () => resolve(over ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Feeds the body to `sink` one chunk at a time (the request is paused while the sink works). When the sink throws,
 * the rest of the body is discarded as it arrives and the error is rethrown; a client that goes away rejects.
 */
export function streamBody(req: IncomingMessage, sink: (chunk: Buffer) => Promise<void> | void): Promise<void> {
  return new Promise((resolve, reject) => {
    let failed = false;
    let pending = Promise.resolve();
    const fail = (e: unknown) => {
      if (failed) return;
      failed = true;
      req.off('data', onData);
      discardBody(req);
      reject(e);
    };
    const onData = (c: Buffer) => {
      req.pause();
      pending = pending.then(() => sink(c)).then(() => void (failed || req.resume()), fail);
    };
    req.on('data', onData);
    req.on('end', () => void pending.then(() => failed || resolve()));
    req.on('close', () => req.complete || fail(Object.assign(new Error('request aborted'), { code: 'ECONNRESET' })));
    req.on('error', fail);
  });
}

/** Lets the rest of an unread body flow away without keeping it (the answer may already be on its way). */
export function discardBody(req: IncomingMessage): void {
  if (req.readableEnded) return;
  req.removeAllListeners('data');
  req.resume();
}
