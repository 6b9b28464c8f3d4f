// Inter from Cache Storage: applied only when stored by an earlier visit, stored once after a page loads.
import { describe, expect, it } from 'vitest';
import { applyStoredFont, FONT_CACHE, FONT_FAMILY, type FontEnv } from './font';
import { storeFont } from './font-store';

const URL_ = '/assets/inter-x.woff2';

class FakeCache {
  entries = new Map<string, Response>();
  async match(url: string) {
    return this.entries.get(url)?.clone();
  }
  async put(url: string, response: Response) {
    this.entries.set(url, response);
  }
}

interface Made {
  family: string;
  source: string | ArrayBuffer;
  loaded: boolean;
}

function env(opts: { cache?: FakeCache | null; loadFails?: boolean; saveData?: boolean; status?: number } = {}) {
  const cache = opts.cache === undefined ? new FakeCache() : opts.cache;
  const opened: string[] = [];
  const made: Made[] = [];
  const added: Made[] = [];
  const fetched: string[] = [];
  const e: FontEnv = {
    caches: cache ? { open: async (name: string) => (opened.push(name), cache as unknown as Cache) } : undefined,
    FontFace: class {
      made: Made;
      constructor(family: string, source: string | ArrayBuffer) {
        this.made = { family, source, loaded: false };
        made.push(this.made);
      }
      async load() {
        if (opts.loadFails) throw new Error('bad font data');
        this.made.loaded = true;
        return this;
      }
    } as unknown as FontEnv['FontFace'],
    fonts: { add: (f: FontFace) => void added.push((f as unknown as { made: Made }).made) } as unknown as FontEnv['fonts'],
    fetch: (async (url: string) => (fetched.push(url), new Response(new Uint8Array([1, 2, 3]), { status: opts.status ?? 200 }))) as typeof fetch,
    saveData: opts.saveData ?? false,
  };
  return { e, cache, opened, made, added, fetched };
}

describe('applyStoredFont', () => {
  it('adds nothing on a first visit (nothing stored): the page keeps the system font and fetches nothing', async () => {
    const t = env();
    expect(await applyStoredFont(t.e, URL_)).toBe(false);
    expect(t.added).toEqual([]);
    expect(t.fetched).toEqual([]);
    expect(t.opened).toEqual([FONT_CACHE]);
  });

  it('adds the stored copy, loaded from its bytes, when an earlier visit stored it', async () => {
    const t = env();
    t.cache!.entries.set(URL_, new Response(new Uint8Array([9, 8, 7])));
    expect(await applyStoredFont(t.e, URL_)).toBe(true);
    expect(t.added).toHaveLength(1);
    expect(t.added[0]!.family).toBe(FONT_FAMILY);
    expect(t.added[0]!.loaded).toBe(true);
    expect([...new Uint8Array(t.added[0]!.source as ArrayBuffer)]).toEqual([9, 8, 7]);
    expect(t.fetched).toEqual([]);
  });

  it('keeps the system font when the stored copy is broken', async () => {
    const t = env({ loadFails: true });
    t.cache!.entries.set(URL_, new Response(new Uint8Array([0])));
    expect(await applyStoredFont(t.e, URL_)).toBe(false);
    expect(t.added).toEqual([]);
  });

  it('without Cache Storage (not a secure context) declares the file as a stylesheet would', async () => {
    const t = env({ cache: null });
    expect(await applyStoredFont(t.e, URL_)).toBe(false);
    expect(t.added).toEqual([{ family: FONT_FAMILY, source: `url(${URL_}) format('woff2')`, loaded: false }]);
  });
});

describe('storeFont', () => {
  it('fetches the file once and stores it for the next visits', async () => {
    const t = env();
    expect(await storeFont(t.e, URL_)).toBe(true);
    expect(await storeFont(t.e, URL_)).toBe(false);
    expect(t.fetched).toEqual([URL_]);
    expect(t.cache!.entries.has(URL_)).toBe(true);
    // Not applied to the page it was fetched on.
    expect(t.added).toEqual([]);
  });

  it('stores nothing when the visitor saves data, the download fails or there is no Cache Storage', async () => {
    const saving = env({ saveData: true });
    expect(await storeFont(saving.e, URL_)).toBe(false);
    expect(saving.fetched).toEqual([]);
    const failing = env({ status: 404 });
    expect(await storeFont(failing.e, URL_)).toBe(false);
    expect(failing.cache!.entries.size).toBe(0);
    const none = env({ cache: null });
    expect(await storeFont(none.e, URL_)).toBe(false);
    expect(none.fetched).toEqual([]);
  });
});
