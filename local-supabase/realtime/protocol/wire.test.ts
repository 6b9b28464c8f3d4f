// Prepared frames are valid websocket frames: a real ws client receives them intact (text, binary, 16-bit length).
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { prepareFrame, sendPrepared } from './wire.js';

const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
afterAll(() => new Promise<void>((r) => wss.close(() => r())));

describe('prepared frames', () => {
  it('arrive as the same text and binary messages, in order with ws.send', async () => {
    const port = await new Promise<number>((r) => (wss.address() ? r((wss.address() as any).port) : wss.once('listening', () => r((wss.address() as any).port))));
    wss.once('connection', (ws) => {
      sendPrepared(ws, prepareFrame('hola'));
      ws.send('between');
      sendPrepared(ws, prepareFrame(Buffer.from([1, 2, 3])));
      sendPrepared(ws, prepareFrame('x'.repeat(300)));
      sendPrepared(ws, prepareFrame(Buffer.alloc(70_000, 7)));
    });
    const client = new WebSocket(`ws://127.0.0.1:${port}`);
    const got: { binary: boolean; data: Buffer }[] = [];
    client.on('message', (data, isBinary) => got.push({ binary: isBinary, data: data as Buffer }));
    await new Promise<void>((resolve) => {
      const t = setInterval(() => got.length === 5 && (clearInterval(t), resolve()), 10);
    });
    client.close();
    expect(got.map((m) => m.binary)).toEqual([false, false, true, false, true]);
    expect(String(got[0].data)).toBe('hola');
    expect(String(got[1].data)).toBe('between');
    expect([...got[2].data]).toEqual([1, 2, 3]);
    expect(String(got[3].data)).toBe('x'.repeat(300));
    expect(got[4].data.length).toBe(70_000);
  });
});
