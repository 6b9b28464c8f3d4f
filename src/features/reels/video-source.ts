// Which reel videos the app plays: the app's own files and this project's Storage (reels bucket) only. The database
// cannot know the project's public address (a hosted project may serve Storage under its own domain), so a row that
// points anywhere else shows its poster instead and no viewer's browser calls a third party for it.
import { SUPABASE_URL } from '@/lib/supabase';

export function reelVideoSource(url: string, apiUrl: string = SUPABASE_URL): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return url.startsWith(`${apiUrl.replace(/\/+$/, '')}/storage/v1/object/public/reels/`) ? url : null;
}
