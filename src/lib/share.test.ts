// shareLink: Web Share first, clipboard fallback, user cancel is silent.
import { describe, expect, it } from 'vitest';
import { shareLink, shareWithToast } from './share';

const nav = (parts: Partial<Navigator>) => parts as Navigator;

describe('shareLink', () => {
  it('uses the Web Share API when present', async () => {
    let shared: ShareData | undefined;
    expect(await shareLink('u', 't', nav({ share: async (d) => void (shared = d) }))).toBe('shared');
    expect(shared).toEqual({ title: 't', url: 'u' });
  });

  it('treats an aborted share as cancelled and other failures as share-failed', async () => {
    const abort = Object.assign(new Error('x'), { name: 'AbortError' });
    expect(await shareLink('u', 't', nav({ share: async () => Promise.reject(abort) }))).toBe('cancelled');
    expect(await shareLink('u', 't', nav({ share: async () => Promise.reject(new Error('no')) }))).toBe('share-failed');
  });

  it('falls back to the clipboard', async () => {
    let copied = '';
    const clipboard = { writeText: async (t: string) => void (copied = t) } as Clipboard;
    expect(await shareLink('http://x/post/1', 't', nav({ clipboard }))).toBe('copied');
    expect(copied).toBe('http://x/post/1');
    const broken = { writeText: async () => Promise.reject(new Error('denied')) } as unknown as Clipboard;
    expect(await shareLink('u', 't', nav({ clipboard: broken }))).toBe('copy-failed');
  });
});

describe('shareWithToast', () => {
  const wording = {
    shared: { title: 'Compartido', variant: 'success' as const },
    copied: { title: 'Copiado', variant: 'success' as const },
    shareFailed: { title: 'Error al compartir', variant: 'destructive' as const },
  };

  it('answers the outcome of sharing, whatever the wording', async () => {
    const clipboard = { writeText: async () => undefined } as unknown as Clipboard;
    expect(await shareWithToast('u', 't', wording, nav({ clipboard }))).toBe('copied');
    const abort = Object.assign(new Error('x'), { name: 'AbortError' });
    expect(await shareWithToast('u', 't', wording, nav({ share: async () => Promise.reject(abort) }))).toBe('cancelled');
  });
});
