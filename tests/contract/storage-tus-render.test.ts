// Resumable uploads (TUS 1.0.0, hand-written client, resumed after a dropped connection) and image transformation
// (/render/image: width, height, resize, quality, webp by Accept) as storage-js asks for them.
import { request } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorageStack, type StorageStack } from './support/storage.js';

let stack: StorageStack;
beforeAll(async () => {
  stack = await startStorageStack({
    fixtureSql: `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values ('clips', 'clips', true, 12582912, array['video/mp4']);
      create policy "Members write clips" on storage.objects for insert to authenticated
        with check (bucket_id = 'clips' and (storage.foldername(name))[1] = auth.uid()::text);
      create policy "Anyone reads clips" on storage.objects for select to anon, authenticated using (bucket_id = 'clips');`,
  });
});
afterAll(() => stack?.stop());

const b64 = (s: string) => Buffer.from(s).toString('base64');

/** A minimal TUS client: each call is one HTTP request; `dropAfter` cuts the PATCH connection after that many bytes. */
function tus(method: string, url: string, token: string, headers: Record<string, string | number> = {}, body?: Buffer, dropAfter?: number) {
  const u = new URL(url);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string } | 'dropped'>((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, path: u.pathname, method, headers: { apikey: stack.config.keys.publishableKey, authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', ...headers } }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
    });
    req.on('error', (e) => (dropAfter !== undefined ? resolve('dropped') : reject(e)));
    if (body && dropAfter !== undefined) {
      req.setHeader('content-length', body.length);
      req.write(body.subarray(0, dropAfter), () => setTimeout(() => req.destroy(), 50));
      req.on('close', () => resolve('dropped'));
    } else req.end(body);
  });
}

const endpoint = () => `${stack.apiUrl}/storage/v1/upload/resumable`;

async function createUpload(token: string, bucket: string, name: string, length: number, contentType = 'video/mp4') {
  return tus('POST', endpoint(), token, {
    'upload-length': length,
    'upload-metadata': `bucketName ${b64(bucket)},objectName ${b64(name)},contentType ${b64(contentType)},cacheControl ${b64('3600')}`,
  });
}

describe('TUS resumable uploads', () => {
  it('uploads a video in chunks, survives a dropped connection and resumes from the server offset', async () => {
    const m = await stack.member();
    const size = 9 * 1024 * 1024;
    const video = Buffer.alloc(size);
    for (let i = 0; i < size; i += 4096) video.writeUInt32BE(i, i);
    const created = await createUpload(m.token, 'clips', `${m.id}/reel.mp4`, size);
    if (created === 'dropped') throw new Error('create dropped');
    expect(created.status).toBe(201);
    expect(created.headers['tus-resumable']).toBe('1.0.0');
    const location = String(created.headers.location);
    expect(location).toMatch(new RegExp(`^${endpoint()}/[0-9a-f-]{36}$`));
    const chunk = 4 * 1024 * 1024;
    const first = await tus('PATCH', location, m.token, { 'content-type': 'application/offset+octet-stream', 'upload-offset': 0 }, video.subarray(0, chunk));
    expect(first !== 'dropped' && first.status).toBe(204);
    expect(first !== 'dropped' && first.headers['upload-offset']).toBe(String(chunk));
    // The connection drops half-way through the second chunk.
    expect(await tus('PATCH', location, m.token, { 'content-type': 'application/offset+octet-stream', 'upload-offset': chunk }, video.subarray(chunk), 1024 * 1024)).toBe('dropped');
    await new Promise((r) => setTimeout(r, 100));
    expect((await m.client.storage.from('clips').exists(`${m.id}/reel.mp4`)).data).toBe(false);
    const head = await tus('HEAD', location, m.token);
    if (head === 'dropped') throw new Error('head dropped');
    expect(head.status).toBe(200);
    const offset = Number(head.headers['upload-offset']);
    expect(offset).toBe(chunk);
    expect(head.headers['upload-length']).toBe(String(size));
    // Browsers (tus-js-client) may read the offset only when CORS exposes it.
    expect(String(head.headers['access-control-expose-headers'])).toContain('Upload-Offset');
    const wrong = await tus('PATCH', location, m.token, { 'content-type': 'application/offset+octet-stream', 'upload-offset': 7 }, Buffer.from('x'));
    expect(wrong !== 'dropped' && wrong.status).toBe(409);
    const rest = await tus('PATCH', location, m.token, { 'content-type': 'application/offset+octet-stream', 'upload-offset': offset }, video.subarray(offset));
    expect(rest !== 'dropped' && rest.status).toBe(204);
    expect(rest !== 'dropped' && rest.headers['upload-offset']).toBe(String(size));
    const dl = await m.client.storage.from('clips').download(`${m.id}/reel.mp4`);
    expect(Buffer.from(await dl.data!.arrayBuffer()).equals(video)).toBe(true);
    const info = await m.client.storage.from('clips').info(`${m.id}/reel.mp4`);
    expect(info.data).toMatchObject({ size, contentType: 'video/mp4', cacheControl: 'max-age=3600' });
  });

  it('takes the first chunk with the creation request (creation-with-upload, as tus-js-client does for Supabase)', async () => {
    const m = await stack.member();
    const body = Buffer.from('0123456789abcdef');
    const created = await tus(
      'POST',
      endpoint(),
      m.token,
      {
        'upload-length': body.length,
        'upload-metadata': `bucketName ${b64('clips')},objectName ${b64(`${m.id}/quick.mp4`)},contentType ${b64('video/mp4')}`,
        'content-type': 'application/offset+octet-stream',
        'x-upsert': 'true',
      },
      body.subarray(0, 10),
    );
    if (created === 'dropped') throw new Error('dropped');
    expect(created.status).toBe(201);
    expect(created.headers['upload-offset']).toBe('10');
    expect(String(created.headers['tus-extension'])).toContain('creation-with-upload');
    const rest = await tus('PATCH', String(created.headers.location), m.token, { 'content-type': 'application/offset+octet-stream', 'upload-offset': 10 }, body.subarray(10));
    expect(rest !== 'dropped' && rest.status).toBe(204);
    expect(await (await m.client.storage.from('clips').download(`${m.id}/quick.mp4`)).data!.text()).toBe('0123456789abcdef');
  });

  it('refuses foreign folders, wrong types, oversized lengths and other members\' uploads', async () => {
    const m = await stack.member();
    const other = await stack.member();
    const foreign = await createUpload(m.token, 'clips', `${other.id}/x.mp4`, 10);
    expect(foreign !== 'dropped' && JSON.parse(foreign.text)).toMatchObject({ statusCode: '403' });
    const type = await createUpload(m.token, 'clips', `${m.id}/x.exe`, 10, 'application/x-msdownload');
    expect(type !== 'dropped' && JSON.parse(type.text)).toMatchObject({ statusCode: '415' });
    const big = await createUpload(m.token, 'clips', `${m.id}/big.mp4`, 13 * 1024 * 1024);
    expect(big !== 'dropped' && JSON.parse(big.text)).toMatchObject({ statusCode: '413' });
    const mine = await createUpload(m.token, 'clips', `${m.id}/mine.mp4`, 4);
    if (mine === 'dropped') throw new Error('dropped');
    const location = String(mine.headers.location);
    const stolen = await tus('PATCH', location, other.token, { 'content-type': 'application/offset+octet-stream', 'upload-offset': 0 }, Buffer.from('evil'));
    expect(stolen !== 'dropped' && stolen.status).toBe(404);
    const del = await tus('DELETE', location, m.token);
    expect(del !== 'dropped' && del.status).toBe(204);
    const gone = await tus('HEAD', location, m.token);
    expect(gone !== 'dropped' && gone.status).toBe(404);
    expect(await stack.countObjects('clips')).toBe(2);
  });
});

describe('image transformation', () => {
  let key = '';
  beforeAll(async () => {
    const m = await stack.member();
    key = `${m.id}/photo.png`;
    // Noise, so that quality changes the encoded size.
    const pixels = Buffer.alloc(400 * 300 * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 3) * 104729) % 251;
    const png = await sharp(pixels, { raw: { width: 400, height: 300, channels: 3 } }).png().toBuffer();
    expect((await m.client.storage.from('pub').upload(key, new Blob([new Uint8Array(png)], { type: 'image/png' }))).error).toBeNull();
    await m.client.storage.from('pub').upload(`${m.id}/not-image.txt`, new Blob(['hola'], { type: 'text/plain' }));
  });

  const meta = async (res: Response) => sharp(Buffer.from(await res.arrayBuffer())).metadata();

  it('resizes a public image to the asked size, as webp when the browser accepts it', async () => {
    const url = stack.anon().storage.from('pub').getPublicUrl(key, { transform: { width: 100, height: 50 } }).data.publicUrl;
    expect(url).toContain('/storage/v1/render/image/public/pub/');
    const webp = await fetch(url, { headers: { Accept: 'image/avif,image/webp,*/*' } });
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(await meta(webp)).toMatchObject({ format: 'webp', width: 100, height: 50 });
    const png = await fetch(url, { headers: { Accept: 'image/png' } });
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(await meta(png)).toMatchObject({ width: 100, height: 50 });
    const origin = await fetch(stack.anon().storage.from('pub').getPublicUrl(key, { transform: { width: 80, format: 'origin' } }).data.publicUrl, { headers: { Accept: 'image/webp' } });
    expect(await meta(origin)).toMatchObject({ format: 'png', width: 80, height: 60 });
  });

  it('honours resize contain/fill and quality, and answers 304 to a known ETag', async () => {
    const pub = stack.anon().storage.from('pub');
    const contain = await fetch(pub.getPublicUrl(key, { transform: { width: 100, height: 100, resize: 'contain' } }).data.publicUrl);
    expect(await meta(contain)).toMatchObject({ width: 100, height: 100 });
    const fill = await fetch(pub.getPublicUrl(key, { transform: { width: 50, height: 200, resize: 'fill' } }).data.publicUrl);
    expect(await meta(fill)).toMatchObject({ width: 50, height: 200 });
    const url = pub.getPublicUrl(key, { transform: { width: 200, quality: 30 } }).data.publicUrl;
    const low = await fetch(url, { headers: { Accept: 'image/webp' } });
    const lowBytes = (await low.arrayBuffer()).byteLength;
    const high = await fetch(pub.getPublicUrl(key, { transform: { width: 200, quality: 100 } }).data.publicUrl, { headers: { Accept: 'image/webp' } });
    expect((await high.arrayBuffer()).byteLength).toBeGreaterThan(lowBytes);
    const again = await fetch(url, { headers: { Accept: 'image/webp', 'If-None-Match': low.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('transforms through authenticated downloads and signed URLs; refuses bad parameters and non-images', async () => {
    const m = await stack.member();
    const dl = await m.client.storage.from('pub').download(key, { transform: { width: 40, height: 30 } });
    expect(dl.error).toBeNull();
    expect(await sharp(Buffer.from(await dl.data!.arrayBuffer())).metadata()).toMatchObject({ width: 40, height: 30 });
    const signed = await m.client.storage.from('pub').createSignedUrl(key, 60, { transform: { width: 20, height: 20 } });
    expect(signed.data!.signedUrl).toContain('/render/image/sign/');
    expect(await meta(await fetch(signed.data!.signedUrl))).toMatchObject({ width: 20, height: 20 });
    const bad = await fetch(`${stack.apiUrl}/storage/v1/render/image/public/pub/${key}?width=99999`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ statusCode: '400', code: 'InvalidParameter' });
    const text = await fetch(stack.anon().storage.from('pub').getPublicUrl(key.replace('photo.png', 'not-image.txt'), { transform: { width: 10 } }).data.publicUrl);
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({ statusCode: '400' });
  });
});
