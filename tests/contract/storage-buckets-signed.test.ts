// Storage buckets (create/get/list/update/empty/delete, decided by RLS on storage.buckets) and signed URLs (one, many,
// expiry, download names, tampering) and signed upload URLs, through supabase-js's storage client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../local-supabase/keys/jwt.js';
import { rawStorage, startStorageStack, type StorageStack } from './support/storage.js';

let stack: StorageStack;
beforeAll(async () => {
  stack = await startStorageStack();
});
afterAll(() => stack?.stop());

const text = (s: string) => new Blob([s], { type: 'text/plain' });

describe('storage buckets', () => {
  it('lets the service key create, read, list, update, empty and delete buckets', async () => {
    const s = stack.admin().storage;
    expect(await s.createBucket('tmp-b', { public: false, fileSizeLimit: '2KB', allowedMimeTypes: ['image/*'] })).toEqual({ data: { name: 'tmp-b' }, error: null });
    const got = await s.getBucket('tmp-b');
    expect(got.data).toMatchObject({ id: 'tmp-b', name: 'tmp-b', public: false, file_size_limit: 2000, allowed_mime_types: ['image/*'] });
    expect((await s.listBuckets()).data!.map((b) => b.id)).toEqual(expect.arrayContaining(['pub', 'priv', 'tmp-b']));
    expect((await s.createBucket('tmp-b')).error).toMatchObject({ statusCode: '409' });
    expect(await s.updateBucket('tmp-b', { public: true, fileSizeLimit: 10, allowedMimeTypes: ['text/plain'] })).toEqual({ data: { message: 'Successfully updated' }, error: null });
    expect((await s.getBucket('tmp-b')).data).toMatchObject({ public: true, file_size_limit: 10, allowed_mime_types: ['text/plain'] });
    expect((await s.from('tmp-b').upload('x/a.txt', text('0123456789'))).error).toBeNull();
    expect((await s.from('tmp-b').upload('x/b.txt', text('0123456789A'))).error).toMatchObject({ statusCode: '413' });
    expect((await s.deleteBucket('tmp-b')).error).toMatchObject({ statusCode: '409', message: 'The bucket you tried to delete is not empty' });
    expect(await s.emptyBucket('tmp-b')).toEqual({ data: { message: 'Successfully emptied' }, error: null });
    expect(await s.deleteBucket('tmp-b')).toEqual({ data: { message: 'Successfully deleted' }, error: null });
    expect((await s.getBucket('tmp-b')).error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  it('refuses bucket changes by members and visitors (no policy on storage.buckets) and bad names', async () => {
    const m = await stack.member();
    expect((await m.client.storage.createBucket('mine')).error).toMatchObject({ statusCode: '403' });
    expect((await stack.anon().storage.createBucket('mine')).error).toMatchObject({ statusCode: '403' });
    expect((await m.client.storage.getBucket('pub')).error).toMatchObject({ statusCode: '404' });
    expect((await m.client.storage.listBuckets()).data).toEqual([]);
    expect((await m.client.storage.updateBucket('pub', { public: false })).error).toMatchObject({ statusCode: '404' });
    expect((await m.client.storage.deleteBucket('priv')).error).toBeTruthy();
    expect((await stack.admin().storage.getBucket('priv')).data).toMatchObject({ public: false });
    const bad = await rawStorage(stack, 'POST', '/bucket', { headers: { apikey: stack.config.keys.secretKey, 'content-type': 'application/json' }, body: JSON.stringify({ id: '../evil', name: '../evil' }) });
    expect(bad.json).toMatchObject({ statusCode: '400', code: 'InvalidBucketName' });
  });
});

describe('signed URLs', () => {
  it('signs one object for a limited time, serves it by token (with Range and download name), refuses others', async () => {
    const m = await stack.member();
    const b = m.client.storage.from('priv');
    await b.upload(`${m.id}/doc.txt`, text('documento privado'));
    const signed = await b.createSignedUrl(`${m.id}/doc.txt`, 60, { download: 'informe.txt' });
    expect(signed.error).toBeNull();
    const url = signed.data!.signedUrl;
    expect(url).toContain(`/storage/v1/object/sign/priv/${m.id}/doc.txt?token=`);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('informe.txt');
    expect(await res.text()).toBe('documento privado');
    const part = await fetch(url, { headers: { Range: 'bytes=0-8' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('documento');
    expect((await (await stack.member()).client.storage.from('priv').createSignedUrl(`${m.id}/doc.txt`, 60)).error).toMatchObject({ statusCode: '404' });
    expect((await b.createSignedUrl(`${m.id}/none.txt`, 60)).error).toMatchObject({ statusCode: '404' });
  });

  it('refuses expired, tampered and other-object tokens without serving bytes', async () => {
    const m = await stack.member();
    const b = m.client.storage.from('priv');
    await b.upload(`${m.id}/one.txt`, text('uno'));
    await b.upload(`${m.id}/two.txt`, text('dos'));
    const { signedUrl } = (await b.createSignedUrl(`${m.id}/one.txt`, 60)).data!;
    const token = new URL(signedUrl).searchParams.get('token')!;
    const other = await fetch(signedUrl.replace('one.txt', 'two.txt'));
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });
    const [h, p, sig] = token.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, url: `priv/${m.id}/two.txt` })).toString('base64url')}.${sig}`;
    expect((await rawStorage(stack, 'GET', `/object/sign/priv/${m.id}/two.txt?token=${forged}`)).json).toMatchObject({ code: 'InvalidSignature' });
    const now = Math.floor(Date.now() / 1000);
    const expired = await signJwt({ url: `priv/${m.id}/one.txt`, scope: 'download', iat: now - 100, exp: now - 10 }, stack.deps.jwtKeys, 'HS256');
    const old = await rawStorage(stack, 'GET', `/object/sign/priv/${m.id}/one.txt?token=${expired}`);
    expect(old.json).toEqual({ statusCode: '400', code: 'ExpiredToken', error: 'ExpiredToken', message: 'The provided token has expired.' });
    expect((await rawStorage(stack, 'GET', `/object/sign/priv/${m.id}/one.txt`)).json).toMatchObject({ code: 'MissingParameter' });
  });

  it('signs many paths, with an error entry for those the caller cannot read', async () => {
    const m = await stack.member();
    const b = m.client.storage.from('priv');
    await b.upload(`${m.id}/m1.txt`, text('m1'));
    const res = await b.createSignedUrls([`${m.id}/m1.txt`, `${m.id}/missing.txt`], 60);
    expect(res.error).toBeNull();
    expect(res.data![0]).toMatchObject({ path: `${m.id}/m1.txt`, error: null });
    expect(await (await fetch(res.data![0]!.signedUrl!)).text()).toBe('m1');
    expect(res.data![1]).toMatchObject({ path: `${m.id}/missing.txt`, signedUrl: null, error: 'Either the object does not exist or you do not have access to it' });
  });

  it('creates signed upload URLs only where the caller may write, and uploads through them once', async () => {
    const m = await stack.member();
    const b = m.client.storage.from('priv');
    const signed = await b.createSignedUploadUrl(`${m.id}/up.txt`);
    expect(signed.error).toBeNull();
    expect(signed.data!.token).toBeTruthy();
    const anon = stack.anon().storage.from('priv');
    const up = await anon.uploadToSignedUrl(`${m.id}/up.txt`, signed.data!.token, text('subido'));
    expect(up).toMatchObject({ data: { path: `${m.id}/up.txt`, fullPath: `priv/${m.id}/up.txt` }, error: null });
    expect(await (await b.download(`${m.id}/up.txt`)).data!.text()).toBe('subido');
    const row = await stack.db.query<{ owner: string }>('select owner from storage.objects where name = $1', [`${m.id}/up.txt`]);
    expect(row.rows[0]!.owner).toBe(m.id);
    expect((await anon.uploadToSignedUrl(`${m.id}/up.txt`, signed.data!.token, text('otra vez'))).error).toMatchObject({ statusCode: '409' });
    expect((await anon.uploadToSignedUrl(`${m.id}/other.txt`, signed.data!.token, text('x'))).error).toMatchObject({ statusCode: '400', message: 'Invalid upload Signature' });
    const stranger = await stack.member();
    expect((await stranger.client.storage.from('priv').createSignedUploadUrl(`${m.id}/x.txt`)).error).toMatchObject({ statusCode: '403' });
    const upsert = await b.createSignedUploadUrl(`${m.id}/up.txt`, { upsert: true });
    expect((await anon.uploadToSignedUrl(`${m.id}/up.txt`, upsert.data!.token, text('reemplazado'))).error).toBeNull();
    expect(await (await b.download(`${m.id}/up.txt`)).data!.text()).toBe('reemplazado');
    const tooBig = await b.createSignedUploadUrl(`${m.id}/big.txt`);
    expect((await anon.uploadToSignedUrl(`${m.id}/big.txt`, tooBig.data!.token, new Blob([Buffer.alloc(70000)], { type: 'text/plain' }))).error).toMatchObject({ statusCode: '413' });
  });
});
