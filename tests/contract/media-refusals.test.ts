// Media service refusals against local-supabase: no token, another member's token, an expired or forged token, an
// unknown event, outside the window, an unknown or regenerated RTMP key; none writes anything to Storage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, generateKeyPair } from 'jose';
import type { MediaServer } from '../../media/server.js';
import { HAS_LIVE_MIGRATION, IngestClient, pushRtmp, startLiveStack, startMedia, type LiveStack } from './support/media.js';

let live: LiveStack;
let media: MediaServer;
let port: number;
let rtmpPort: number;

/** Opens an ingest connection, sends start with the token and returns the error message and the close code. */
async function refused(eventId: number | string, token: string | undefined) {
  const client = new IngestClient(port, eventId);
  const answer = await client.start(token);
  const { code } = await client.closed;
  return { answer, code };
}

describe.skipIf(!HAS_LIVE_MIGRATION)('media service: refusals write nothing', () => {
  beforeAll(async () => {
    live = await startLiveStack();
    ({ media, port, rtmpPort } = await startMedia(live.apiUrl));
  });
  afterAll(async () => {
    await media?.close();
    await live?.stop();
  });

  it('refuses a browser stream without a valid host token (4401, 4403)', async () => {
    const host = await live.member('Anfitrión');
    const other = await live.member('Otra');
    const event = await live.event(host.id);
    const now = Math.floor(Date.now() / 1000);

    expect(await refused(event, undefined)).toMatchObject({ answer: { type: 'error', code: 'live_auth_required' }, code: 4401 });
    const expired = await live.token({ sub: host.id, role: 'authenticated', aud: 'authenticated', iat: now - 7200, exp: now - 3600 });
    expect(await refused(event, expired)).toMatchObject({ answer: { code: 'live_auth_required' }, code: 4401 });
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ sub: host.id, role: 'authenticated' })
      .setProtectedHeader({ alg: 'ES256', kid: 'not-a-project-key' })
      .setAudience('authenticated')
      .setExpirationTime('1h')
      .sign(privateKey);
    expect(await refused(event, forged)).toMatchObject({ code: 4401 });
    const notHost = await refused(event, other.token);
    expect(notHost).toMatchObject({ answer: { type: 'error', code: 'not_live_host' }, code: 4403 });
    expect(notHost.answer.message).toMatch(/\S/);

    // Media before start, or a first message that is not start.
    const early = new IngestClient(port, event);
    await early.opened;
    early.ws.send(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    expect((await early.closed).code).toBe(4401);

    expect(await live.broadcast(event)).toBeUndefined();
    expect(await live.objects(event)).toEqual([]);
  });

  it('refuses an unknown event (4404) and a stream outside the window (4409)', async () => {
    const host = await live.member('Anfitrión');
    expect(await refused(987654321, host.token)).toMatchObject({ answer: { code: 'live_event_not_found' }, code: 4404 });
    const early = await live.event(host.id, 60);
    const over = await live.event(host.id, -180, '1 hora');
    expect(await refused(early, host.token)).toMatchObject({ answer: { code: 'live_outside_window' }, code: 4409 });
    expect(await refused(over, host.token)).toMatchObject({ answer: { code: 'live_outside_window' }, code: 4409 });
    const soon = await live.event(host.id, 10);
    const client = new IngestClient(port, soon);
    expect(await client.start(host.token)).toMatchObject({ type: 'ready' });
    client.ws.close();
    for (const e of [early, over]) expect(await live.objects(e)).toEqual([]);
  });

  it('refuses an RTMP publish with an unknown or regenerated key, or outside the window', async () => {
    const host = await live.member('Anfitriona OBS');
    const event = await live.event(host.id);
    const oldKey = await live.streamKey(host.token, event);
    const newKey = await live.streamKey(host.token, event, true);
    expect(newKey).not.toBe(oldKey);
    const later = await live.event(host.id, 60);
    const laterKey = await live.streamKey(host.token, later);
    for (const key of ['live_0123456789abcdef0123456789abcdef01234567', oldKey, laterKey]) {
      const push = await pushRtmp(`rtmp://127.0.0.1:${rtmpPort}/live/${key}`, 2);
      expect(push.ok).toBe(false);
    }
    expect(await live.broadcast(event)).toBeUndefined();
    expect(await live.broadcast(later)).toBeUndefined();
    expect(await live.objects(event)).toEqual([]);
    expect(await live.objects(later)).toEqual([]);
  });

  it('answers 404 for another path', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/nothing`);
    expect(res.status).toBe(404);
    const client = new IngestClient(port, 'abc');
    await expect(client.opened).rejects.toThrow(/404/);
  });
});
