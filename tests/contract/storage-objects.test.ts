// Storage objects through supabase-js's storage client: upload/update/download, Range, ETag, info/exists, list, remove,
// move, copy, limits and mime rules, each decided by RLS on storage.objects for owner, stranger, anon and service key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../local-supabase/keys/jwt.js';
import { rawStorage, startStorageStack, type StorageStack } from './support/storage.js';

let stack: StorageStack;
beforeAll(async () => {
  stack = await startStorageStack();
});
afterAll(() => stack?.stop());

const text = (s: string) => new Blob([s], { type: 'text/plain' });

describe('storage objects', () => {
  it('refuses a token naming a role other than anon, authenticated or service_role (postgres would bypass RLS)', async () => {
    const m = await stack.member();
    expect((await m.client.storage.from('priv').upload(`${m.id}/secret.txt`, text('solo mío'))).error).toBeNull();
    const now = Math.floor(Date.now() / 1000);
    const token = await signJwt({ role: 'postgres', iat: now, exp: now + 600 }, stack.deps.jwtKeys, 'HS256');
    const r = await rawStorage(stack, 'GET', `/object/authenticated/priv/${m.id}/secret.txt`, { token });
    // storage-api's shape: HTTP 400 with statusCode 403 in the body.
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
    expect(r.text).not.toContain('solo mío');
  });

  it('uploads as the owner, answers Id and Key, and downloads the same bytes', async () => {
    const m = await stack.member();
    const up = await m.client.storage.from('priv').upload(`${m.id}/notes/a.txt`, text('hola mundo'));
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path: `${m.id}/notes/a.txt`, fullPath: `priv/${m.id}/notes/a.txt` });
    expect(up.data!.id).toMatch(/^[0-9a-f-]{36}$/);
    const dl = await m.client.storage.from('priv').download(`${m.id}/notes/a.txt`);
    expect(dl.error).toBeNull();
    expect(await dl.data!.text()).toBe('hola mundo');
    const row = await stack.db.query<{ owner: string; metadata: any }>('select owner, metadata from storage.objects where name = $1', [`${m.id}/notes/a.txt`]);
    expect(row.rows[0]!.owner).toBe(m.id);
    expect(row.rows[0]!.metadata).toMatchObject({ size: 10, mimetype: 'text/plain', cacheControl: 'max-age=3600' });
  });

  it('uploads raw bytes with content type, cache-control and metadata headers (non-Blob bodies)', async () => {
    const m = await stack.member();
    const path = `${m.id}/raw.txt`;
    const up = await m.client.storage.from('priv').upload(path, Buffer.from('bytes'), { contentType: 'text/markdown', cacheControl: '60', metadata: { lang: 'es' } });
    expect(up.error).toBeNull();
    const info = await m.client.storage.from('priv').info(path);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({ name: path, bucketId: 'priv', size: 5, contentType: 'text/markdown', cacheControl: 'max-age=60', metadata: { lang: 'es' } });
    expect(info.data!.etag).toMatch(/^"[0-9a-f]{32}"$/);
  });

  it('refuses a second upload to the same name (409 Duplicate) unless upsert, and update replaces the bytes', async () => {
    const m = await stack.member();
    const path = `${m.id}/same.txt`;
    const bucket = m.client.storage.from('priv');
    expect((await bucket.upload(path, text('one'))).error).toBeNull();
    const dup = await bucket.upload(path, text('two'));
    expect(dup.error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });
    expect(await (await bucket.download(path)).data!.text()).toBe('one');
    expect((await bucket.upload(path, text('three'), { upsert: true })).error).toBeNull();
    expect(await (await bucket.download(path)).data!.text()).toBe('three');
    expect((await bucket.update(path, text('four'))).error).toBeNull();
    expect(await (await bucket.download(path)).data!.text()).toBe('four');
  });

  it('answers Range requests with 206 and Content-Range, and 416 for unsatisfiable ranges', async () => {
    const m = await stack.member();
    const path = `${m.id}/video.bin`;
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
    expect((await m.client.storage.from('pub').upload(path, bytes, { contentType: 'video/mp4' })).error).toBeNull();
    const url = m.client.storage.from('pub').getPublicUrl(path).data.publicUrl;
    const part = await fetch(url, { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(part.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));
    const tail = await fetch(url, { headers: { Range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(990));
    const open = await fetch(url, { headers: { Range: 'bytes=990-' } });
    expect(open.headers.get('content-range')).toBe('bytes 990-999/1000');
    await open.arrayBuffer();
    const bad = await fetch(url, { headers: { Range: 'bytes=5000-6000' } });
    expect(bad.status).toBe(416);
    expect(bad.headers.get('content-range')).toBe('bytes */1000');
    expect(await bad.json()).toMatchObject({ statusCode: '416', error: 'invalid_range' });
  });

  it('sends cache-control and ETag, and 304 for If-None-Match', async () => {
    const m = await stack.member();
    const path = `${m.id}/cached.txt`;
    await m.client.storage.from('pub').upload(path, text('cache me'), { cacheControl: '120' });
    const url = m.client.storage.from('pub').getPublicUrl(path).data.publicUrl;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('max-age=120');
    expect(first.headers.get('content-type')).toBe('text/plain');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    await first.text();
    const again = await fetch(url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    await m.client.storage.from('pub').update(path, text('changed'));
    const changed = await fetch(url, { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe('changed');
  });

  it('serves public buckets to anyone and private ones to no one without a policy; download names the file', async () => {
    const m = await stack.member();
    await m.client.storage.from('pub').upload(`${m.id}/open.txt`, text('open'));
    await m.client.storage.from('priv').upload(`${m.id}/secret.txt`, text('secret'));
    const anon = stack.anon();
    expect(await (await anon.storage.from('pub').download(`${m.id}/open.txt`)).data!.text()).toBe('open');
    const hidden = await anon.storage.from('priv').download(`${m.id}/secret.txt`);
    expect(hidden.error).toMatchObject({ status: 400 });
    const privPublic = await fetch(anon.storage.from('priv').getPublicUrl(`${m.id}/secret.txt`).data.publicUrl);
    expect(privPublic.status).toBe(400);
    expect(await privPublic.json()).toEqual({ statusCode: '404', code: 'NoSuchBucket', error: 'Bucket not found', message: 'Bucket not found' });
    const stranger = await stack.member();
    expect((await stranger.client.storage.from('priv').download(`${m.id}/secret.txt`)).error).toMatchObject({ status: 400 });
    const named = await fetch(anon.storage.from('pub').getPublicUrl(`${m.id}/open.txt`, { download: 'mi archivo.txt' }).data.publicUrl);
    expect(named.headers.get('content-disposition')).toContain("filename*=UTF-8''mi%20archivo.txt");
    await named.text();
    const admin = stack.admin();
    expect(await (await admin.storage.from('priv').download(`${m.id}/secret.txt`)).data!.text()).toBe('secret');
  });

  it('info and exists follow the same rules; a missing object is NoSuchKey', async () => {
    const m = await stack.member();
    await m.client.storage.from('priv').upload(`${m.id}/here.txt`, text('x'));
    expect(await m.client.storage.from('priv').exists(`${m.id}/here.txt`)).toMatchObject({ data: true, error: null });
    expect((await m.client.storage.from('priv').exists(`${m.id}/gone.txt`)).data).toBe(false);
    expect((await (await stack.member()).client.storage.from('priv').exists(`${m.id}/here.txt`)).data).toBe(false);
    const missing = await m.client.storage.from('priv').info(`${m.id}/gone.txt`);
    expect(missing.error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
  });

  it('lists one level with folders (id null), prefix, limit/offset, sort and search', async () => {
    const m = await stack.member();
    const b = m.client.storage.from('priv');
    for (const name of ['b.txt', 'a.txt', 'c.txt', 'sub/x.txt', 'sub/deeper/y.txt']) expect((await b.upload(`${m.id}/${name}`, text(name))).error).toBeNull();
    const top = await b.list(m.id);
    expect(top.error).toBeNull();
    // Sorted by name, folders and files interleave as storage-api's search does.
    expect(top.data!.map((e) => [e.name, e.id === null])).toEqual([
      ['a.txt', false],
      ['b.txt', false],
      ['c.txt', false],
      ['sub', true],
    ]);
    expect((await b.list(m.id, { sortBy: { column: 'created_at', order: 'desc' } })).data!.map((e) => e.name)).toEqual(['sub', 'c.txt', 'a.txt', 'b.txt']);
    expect(top.data![0]!.metadata).toMatchObject({ size: 5, mimetype: 'text/plain' });
    expect((await b.list(m.id, { limit: 2, offset: 1 })).data!.map((e) => e.name)).toEqual(['b.txt', 'c.txt']);
    expect((await b.list(m.id, { sortBy: { column: 'name', order: 'desc' } })).data!.map((e) => e.name)).toEqual(['sub', 'c.txt', 'b.txt', 'a.txt']);
    expect((await b.list(m.id, { search: 'b' })).data!.map((e) => e.name)).toEqual(['b.txt']);
    expect((await b.list(`${m.id}/sub`)).data!.map((e) => e.name)).toEqual(['deeper', 'x.txt']);
    expect((await b.list()).data!.map((e) => e.name)).toEqual([m.id]);
    expect((await (await stack.member()).client.storage.from('priv').list(m.id)).data).toEqual([]);
  });

  it('lists with list-v2 (cursor pages, delimiter folders)', async () => {
    const m = await stack.member();
    const b = m.client.storage.from('pub');
    for (const name of ['1.txt', '2.txt', '3.txt', 'dir/4.txt']) await b.upload(`${m.id}/${name}`, text(name));
    const page1 = await b.listV2({ prefix: `${m.id}/`, limit: 2 });
    expect(page1.error).toBeNull();
    expect(page1.data!.objects.map((o) => o.name)).toEqual([`${m.id}/1.txt`, `${m.id}/2.txt`]);
    expect(page1.data!.hasNext).toBe(true);
    const page2 = await b.listV2({ prefix: `${m.id}/`, limit: 2, cursor: page1.data!.nextCursor });
    expect(page2.data!.objects.map((o) => o.name)).toEqual([`${m.id}/3.txt`, `${m.id}/dir/4.txt`]);
    expect(page2.data!.hasNext).toBe(false);
    const delimited = await b.listV2({ prefix: m.id, with_delimiter: true });
    expect(delimited.data!.folders.map((f) => f.name)).toEqual(['dir']);
    expect(delimited.data!.objects).toHaveLength(3);
  });

  it('removes many objects (only those the caller may delete) and returns them', async () => {
    const m = await stack.member();
    const b = m.client.storage.from('pub');
    await b.upload(`${m.id}/r1.txt`, text('1'));
    await b.upload(`${m.id}/r2.txt`, text('2'));
    const stranger = await (await stack.member()).client.storage.from('pub').remove([`${m.id}/r1.txt`]);
    expect(stranger).toMatchObject({ data: [], error: null });
    const res = await b.remove([`${m.id}/r1.txt`, `${m.id}/r2.txt`, `${m.id}/none.txt`]);
    expect(res.error).toBeNull();
    expect(res.data!.map((o) => o.name).sort()).toEqual([`${m.id}/r1.txt`, `${m.id}/r2.txt`]);
    expect((await b.exists(`${m.id}/r1.txt`)).data).toBe(false);
  });

  it('moves and copies within the caller\'s folder, never into another member\'s', async () => {
    const m = await stack.member();
    const other = await stack.member();
    const b = m.client.storage.from('priv');
    await b.upload(`${m.id}/from.txt`, text('mover'));
    expect(await b.move(`${m.id}/from.txt`, `${m.id}/to.txt`)).toMatchObject({ data: { message: 'Successfully moved' }, error: null });
    expect((await b.exists(`${m.id}/from.txt`)).data).toBe(false);
    expect(await (await b.download(`${m.id}/to.txt`)).data!.text()).toBe('mover');
    expect(await b.copy(`${m.id}/to.txt`, `${m.id}/copy.txt`)).toMatchObject({ data: { path: `priv/${m.id}/copy.txt` }, error: null });
    expect(await (await b.download(`${m.id}/copy.txt`)).data!.text()).toBe('mover');
    const before = await stack.countObjects('priv');
    expect((await b.move(`${m.id}/to.txt`, `${other.id}/stolen.txt`)).error).toMatchObject({ statusCode: '403' });
    expect((await b.copy(`${m.id}/to.txt`, `${other.id}/stolen.txt`)).error).toMatchObject({ statusCode: '403' });
    expect((await b.copy(`${m.id}/to.txt`, `${m.id}/x.txt`, { destinationBucket: 'pub' })).error).toBeNull();
    expect(await stack.countObjects('priv')).toBe(before);
    expect((await b.move(`${m.id}/nothing.txt`, `${m.id}/y.txt`)).error).toMatchObject({ statusCode: '404' });
  });

  it('enforces the bucket limit and mime types (wildcards) on every upload, writing nothing', async () => {
    const m = await stack.member();
    const b = m.client.storage.from('priv');
    const before = await stack.countObjects('priv');
    const big = await b.upload(`${m.id}/big.txt`, new Blob([Buffer.alloc(65537)], { type: 'text/plain' }));
    expect(big.error).toMatchObject({ status: 400, statusCode: '413', message: 'The object exceeded the maximum allowed size' });
    const exe = await b.upload(`${m.id}/x.exe`, new Blob(['MZ'], { type: 'application/x-msdownload' }));
    expect(exe.error).toMatchObject({ statusCode: '415', message: 'mime type application/x-msdownload is not supported' });
    const jpeg = await b.upload(`${m.id}/x.jpg`, new Blob(['x'], { type: 'image/jpeg' }));
    expect(jpeg.error).toMatchObject({ statusCode: '415' });
    expect((await b.upload(`${m.id}/x.csv`, new Blob(['a,b'], { type: 'text/csv' }))).error).toBeNull();
    expect((await b.upload(`${m.id}/exact.txt`, new Blob([Buffer.alloc(65536)], { type: 'text/plain' }))).error).toBeNull();
    expect(await stack.countObjects('priv')).toBe(before + 2);
  });

  it('refuses another member\'s folder, anon writes and unknown buckets with nothing written', async () => {
    const m = await stack.member();
    const other = await stack.member();
    const before = await stack.countObjects('pub');
    const foreign = await m.client.storage.from('pub').upload(`${other.id}/x.txt`, text('x'));
    expect(foreign.error).toMatchObject({ status: 400, statusCode: '403', message: 'new row violates row-level security policy' });
    const anon = await stack.anon().storage.from('pub').upload(`${m.id}/x.txt`, text('x'));
    expect(anon.error).toMatchObject({ statusCode: '403' });
    const unknown = await m.client.storage.from('nope').upload(`${m.id}/x.txt`, text('x'));
    expect(unknown.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    expect(await stack.countObjects('pub')).toBe(before);
    const service = await stack.admin().storage.from('pub').upload(`${other.id}/by-service.txt`, text('ok'));
    expect(service.error).toBeNull();
  });

  it('answers errors in storage-api\'s shape', async () => {
    const res = await rawStorage(stack, 'GET', '/object/info/pub/nothing/here.txt');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' });
    const noKey = await fetch(`${stack.apiUrl}/storage/v1/object/pub/a.txt`);
    expect(noKey.status).toBe(403);
    expect(await noKey.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
    const badJwt = await rawStorage(stack, 'GET', '/object/pub/a.txt', { token: 'not.a.jwt' });
    expect(badJwt.json).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
  });
});
