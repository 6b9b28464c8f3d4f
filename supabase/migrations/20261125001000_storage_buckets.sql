-- Storage buckets for members' own files and the RLS policies on storage.objects that guard them. Hosted Supabase
-- already has the storage schema: this only adds rows to storage.buckets (skipped when present) and policies.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('avatars', 'avatars', true, 2 * 1024 * 1024, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('post-images', 'post-images', true, 5 * 1024 * 1024, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('reels', 'reels', true, 50 * 1024 * 1024, array['video/mp4', 'video/webm']),
  ('community-banners', 'community-banners', true, 5 * 1024 * 1024, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do nothing;

-- Everyone reads the four buckets (they are public: pictures and videos shown to visitors too).
create policy "Anyone reads members' pictures, videos and banners"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id in ('avatars', 'post-images', 'reels', 'community-banners'));

-- A member writes only under their own folder: avatars/<uid>/…, post-images/<uid>/…, reels/<uid>/….mp4|webm.
create policy "Members upload into their own folder"
  on storage.objects for insert
  to authenticated
  with check (
    bucket_id in ('avatars', 'post-images', 'reels')
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (bucket_id <> 'reels' or lower(storage.extension(name)) in ('mp4', 'webm'))
  );

create policy "Members replace files in their own folder"
  on storage.objects for update
  to authenticated
  using (bucket_id in ('avatars', 'post-images', 'reels') and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (
    bucket_id in ('avatars', 'post-images', 'reels')
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (bucket_id <> 'reels' or lower(storage.extension(name)) in ('mp4', 'webm'))
  );

create policy "Members delete files in their own folder"
  on storage.objects for delete
  to authenticated
  using (bucket_id in ('avatars', 'post-images', 'reels') and (storage.foldername(name))[1] = (select auth.uid())::text);

-- Community banners: community-banners/<community id>/…, written by the community's owner (its host) only. The name is
-- qualified (objects.name): inside the subquery a bare `name` would be the community's name.
create policy "Hosts upload their community's banner"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'community-banners' and exists (select 1 from public.communities c where c.id::text = (storage.foldername(objects.name))[1] and c.host_id = (select auth.uid())));

create policy "Hosts replace their community's banner"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'community-banners' and exists (select 1 from public.communities c where c.id::text = (storage.foldername(objects.name))[1] and c.host_id = (select auth.uid())))
  with check (bucket_id = 'community-banners' and exists (select 1 from public.communities c where c.id::text = (storage.foldername(objects.name))[1] and c.host_id = (select auth.uid())));

create policy "Hosts delete their community's banner"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'community-banners' and exists (select 1 from public.communities c where c.id::text = (storage.foldername(objects.name))[1] and c.host_id = (select auth.uid())));
