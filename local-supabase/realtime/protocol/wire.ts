// A server frame encoded once as websocket wire bytes, so fan-out to many sockets skips per-socket framing.
import type WebSocket from 'ws';

export interface PreparedFrame {
  /** The message, for sockets that cannot take raw bytes right now (ws.send fallback). */
  data: string | Buffer;
  /** The complete unmasked websocket frame (server → client). */
  wire: Buffer;
}

/** RFC 6455 frame: FIN + opcode (1 text, 2 binary), unmasked, 7/16/64-bit payload length. */
export function prepareFrame(data: string | Buffer): PreparedFrame {
  const binary = Buffer.isBuffer(data);
  const bytes = binary ? data : Buffer.from(data, 'utf8');
  const n = bytes.length;
  const head = Buffer.alloc(n < 126 ? 2 : n < 65536 ? 4 : 10);
  head[0] = 0x80 | (binary ? 2 : 1);
  if (n < 126) head[1] = n;
  else if (n < 65536) {
    head[1] = 126;
    head.writeUInt16BE(n, 2);
  } else {
    head[1] = 127;
    head.writeBigUInt64BE(BigInt(n), 2);
  }
  return { data, wire: Buffer.concat([head, bytes]) };
}

/**
 * Writes a prepared frame straight to the socket when ws has nothing queued (no compression is configured, so its
 * sender is idle between calls and order is preserved); otherwise hands the message to ws.send.
 */
export function sendPrepared(ws: WebSocket, frame: PreparedFrame): void {
  const internals = ws as unknown as { _socket?: { write(b: Buffer): boolean; destroyed?: boolean }; _sender?: { _state?: number } };
  if (internals._socket && !internals._socket.destroyed && internals._sender?._state === 0) internals._socket.write(frame.wire);
  else ws.send(frame.data);
}
