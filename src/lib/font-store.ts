// Stores Inter Variable in Cache Storage for the next visits, after a page has loaded (see font.ts).
import { browserEnv, FONT_CACHE, FONT_URL, type FontEnv } from './font';

/** Stores Inter for the next visits unless it is stored already or the visitor asked to save data. */
export async function storeFont(env: FontEnv = browserEnv(), url: string = FONT_URL): Promise<boolean> {
  if (!env.caches || env.saveData) return false;
  try {
    const cache = await env.caches.open(FONT_CACHE);
    if (await cache.match(url)) return false;
    const response = await env.fetch(url);
    if (!response.ok) return false;
    await cache.put(url, response);
    return true;
  } catch {
    return false;
  }
}
