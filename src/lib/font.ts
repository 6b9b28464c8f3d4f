// Inter Variable without competing with the first page: used from the browser's Cache Storage when an earlier visit
// stored it, and fetched into it once a page has loaded otherwise (never applied mid-visit, so text never reflows).
import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

export const FONT_FAMILY = 'Inter Variable';
export const FONT_CACHE = 'nexo-fonts-v1';
export const FONT_URL: string = interUrl;

// No unicode-range: characters the latin subset lacks fall back to the next family glyph by glyph anyway.
const DESCRIPTORS: FontFaceDescriptors = { style: 'normal', weight: '100 900', display: 'optional' };

/** What the font code needs from the browser (tests pass their own). */
export interface FontEnv {
  caches?: Pick<CacheStorage, 'open'>;
  FontFace: new (family: string, source: string | ArrayBuffer, descriptors?: FontFaceDescriptors) => FontFace;
  fonts: Pick<FontFaceSet, 'add'>;
  fetch: typeof fetch;
  saveData: boolean;
}

export function browserEnv(): FontEnv {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return {
    // Cache Storage exists in secure contexts only (https, localhost).
    caches: typeof caches === 'undefined' ? undefined : caches,
    FontFace,
    fonts: document.fonts,
    fetch: (...args) => fetch(...args),
    saveData: connection?.saveData === true,
  };
}

/**
 * Adds Inter to the page when an earlier visit stored it (resolves true once it is usable, before the app's first
 * render). Without Cache Storage the page asks for the file as a stylesheet's @font-face would (display: optional).
 */
export async function applyStoredFont(env: FontEnv = browserEnv(), url: string = FONT_URL): Promise<boolean> {
  try {
    if (!env.caches) {
      env.fonts.add(new env.FontFace(FONT_FAMILY, `url(${url}) format('woff2')`, DESCRIPTORS));
      return false;
    }
    const stored = await (await env.caches.open(FONT_CACHE)).match(url);
    if (!stored) return false;
    const face = new env.FontFace(FONT_FAMILY, await stored.arrayBuffer(), DESCRIPTORS);
    await face.load();
    env.fonts.add(face);
    return true;
  } catch {
    // A broken stored copy or a storage error: the system font, as on a first visit.
    return false;
  }
}

/** Runs `storeFont` once the page has loaded and the browser is idle. */
export function storeFontWhenIdle(): void {
  const idle = (fn: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 5000 }) : setTimeout(fn, 1000));
  // A chunk of its own: nothing of it is needed before the page has loaded.
  const later = () => idle(() => void import('./font-store').then((m) => m.storeFont()).catch(() => undefined));
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
