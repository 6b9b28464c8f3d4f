// The product's buckets and policies (supabase/migrations, applied for real) through supabase-js's storage client:
// avatars, post-images, reels and community-banners for the owner, a stranger, a visitor and the service key.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../local-supabase/keys/jwt.js';
import type { StackHandle } from '../../local-supabase/stack.js';
import { DEFAULT_KEYS } from '../../local-supabase/keys/defaults.js';
import { startProductStack } from './support/product-stack.js';

let stack: StackHandle;
const opts = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false }, realtime: { transport: WebSocket as any } };
const clientFor = (token?: string): SupabaseClient =>
  createClient(stack.apiUrl, DEFAULT_KEYS.publishableKey, token ? { ...opts, global: { headers: { Authorization: `Bearer ${token}` } } } : opts);

beforeAll(async () => {
  stack = await startProductStack();
});
afterAll(async () => {
  await stack?.stop();
});

/** A real member (auth user + profile) and a client carrying their token. */
async function member(name: string) {
  const service = createClient(stack.apiUrl, DEFAULT_KEYS.secretKey, opts);
  const email = `member-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const { data, error } = await service.auth.admin.createUser({ email, password: 'nexo1234', email_confirm: true, user_metadata: { full_name: name } });
  if (error) throw error;
  const now = Math.floor(Date.now() / 1000);
  const token = await signJwt({ sub: data.user.id, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600 }, stack.deps.jwtKeys);
  return { id: data.user.id, client: clientFor(token) };
}

const png = (bytes = 100) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });

describe('product storage buckets', () => {
  it('avatars: the owner writes under their folder (≤ 2 MB, raster images); others read; nobody else writes', async () => {
    const owner = await member('dueña');
    const stranger = await member('extraño');
    const avatars = owner.client.storage.from('avatars');
    expect((await avatars.upload(`${owner.id}/a.png`, png())).error).toBeNull();
    expect((await avatars.upload(`${owner.id}/big.png`, png(2 * 1024 * 1024 + 1))).error).toMatchObject({ statusCode: '413' });
    expect((await avatars.upload(`${owner.id}/x.svg`, new Blob(['<svg/>'], { type: 'image/svg+xml' }))).error).toMatchObject({ statusCode: '415' });
    expect((await avatars.upload(`${stranger.id}/a.png`, png())).error).toMatchObject({ statusCode: '403' });
    expect((await avatars.upload('root.png', png())).error).toMatchObject({ statusCode: '403' });
    expect((await clientFor().storage.from('avatars').upload(`${owner.id}/v.png`, png())).error).toMatchObject({ statusCode: '403' });
    expect((await clientFor().storage.from('avatars').download(`${owner.id}/a.png`)).error).toBeNull();
    expect((await stranger.client.storage.from('avatars').remove([`${owner.id}/a.png`])).data).toEqual([]);
    expect((await stranger.client.storage.from('avatars').update(`${owner.id}/a.png`, png(5))).error).toMatchObject({ statusCode: '403' });
    expect((await avatars.update(`${owner.id}/a.png`, png(7))).error).toBeNull();
    const service = createClient(stack.apiUrl, DEFAULT_KEYS.secretKey, opts);
    expect((await service.storage.from('avatars').upload(`${stranger.id}/by-service.png`, png())).error).toBeNull();
    expect((await avatars.remove([`${owner.id}/a.png`])).data).toHaveLength(1);
  });

  it('post-images: ≤ 5 MB under the member folder', async () => {
    const owner = await member('autor');
    const images = owner.client.storage.from('post-images');
    expect((await images.upload(`${owner.id}/p.png`, png(5 * 1024 * 1024))).error).toBeNull();
    expect((await images.upload(`${owner.id}/q.png`, png(5 * 1024 * 1024 + 1))).error).toMatchObject({ statusCode: '413' });
    expect((await images.upload(`${owner.id}/v.mp4`, new Blob(['x'], { type: 'video/mp4' }))).error).toMatchObject({ statusCode: '415' });
  });

  it('reels: mp4/webm named .mp4/.webm under the member folder', async () => {
    const owner = await member('creadora');
    const reels = owner.client.storage.from('reels');
    expect((await reels.upload(`${owner.id}/clip.mp4`, new Blob(['mp4'], { type: 'video/mp4' }))).error).toBeNull();
    expect((await reels.upload(`${owner.id}/clip.webm`, new Blob(['webm'], { type: 'video/webm' }))).error).toBeNull();
    expect((await reels.upload(`${owner.id}/clip.mov`, new Blob(['mov'], { type: 'video/mp4' }))).error).toMatchObject({ statusCode: '403' });
    expect((await reels.upload(`${owner.id}/clip2.mp4`, png())).error).toMatchObject({ statusCode: '415' });
    const info = await clientFor().storage.from('reels').info(`${owner.id}/clip.mp4`);
    expect(info.data).toMatchObject({ contentType: 'video/mp4', size: 3 });
  });

  it('community-banners: only the community host writes under <community id>/', async () => {
    const host = await member('anfitriona');
    const stranger = await member('visitante');
    const community = await stack.db.query<{ id: string }>(`insert into public.communities (name, host_id) values ('Banners de prueba', $1) returning id::text`, [host.id]);
    const id = community.rows[0]!.id;
    expect((await host.client.storage.from('community-banners').upload(`${id}/banner.png`, png())).error).toBeNull();
    expect((await stranger.client.storage.from('community-banners').upload(`${id}/mine.png`, png())).error).toMatchObject({ statusCode: '403' });
    expect((await stranger.client.storage.from('community-banners').remove([`${id}/banner.png`])).data).toEqual([]);
    expect((await host.client.storage.from('community-banners').remove([`${id}/banner.png`])).data).toHaveLength(1);
  });
});
