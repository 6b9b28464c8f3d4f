// Public Storage URLs as pages show them: transformed to the size a place needs (kept apart from the upload rules in
// storage-files.ts, so every page's first load carries only this).

/** Where a public object's path starts in its URL. */
export const PUBLIC_MARKER = '/storage/v1/object/public/';

/** Image transformation is a paid option on hosted Supabase: VITE_STORAGE_IMAGE_TRANSFORM=off serves originals. */
export const IMAGE_TRANSFORM: boolean = import.meta.env?.VITE_STORAGE_IMAGE_TRANSFORM !== 'off';

/**
 * A public Storage URL turned into its transformed form at `width`×`height` (cover), for the pixel size a place shows
 * (pass twice the CSS size for sharp screens). Other URLs (seed images, data URLs) come back unchanged.
 */
export function sizedImageUrl(url: string, width: number, height: number = width, enabled = IMAGE_TRANSFORM): string {
  const at = url.indexOf(PUBLIC_MARKER);
  if (!enabled || at < 0 || !/^https?:\/\//i.test(url)) return url;
  const [path, query = ''] = url.slice(at + PUBLIC_MARKER.length).split('?', 2);
  const params = new URLSearchParams(query);
  params.set('width', String(Math.round(width)));
  params.set('height', String(Math.round(height)));
  params.set('resize', 'cover');
  return `${url.slice(0, at)}/storage/v1/render/image/public/${path}?${params.toString()}`;
}
