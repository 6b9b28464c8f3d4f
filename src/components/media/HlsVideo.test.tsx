// @vitest-environment happy-dom
// HlsVideo: hls.js is loaded only for HLS without native support, torn down on unmount and on a new source, and a fatal
// error shows the Spanish message with 'Reintentar', which sets the source up again.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, settle } from '@/lib/test-utils/render';
import { HlsVideo, PLAY_ERROR_MESSAGE, isHls, type HlsLoader } from './HlsVideo';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A stand-in for the hls.js library (not our backend): records what the component asks of it. */
function fakeHls() {
  const instances: { src?: string; media?: HTMLVideoElement; destroyed: boolean; fail(): void }[] = [];
  class Hls {
    static Events = { ERROR: 'hlsError' };
    static isSupported = () => true;
    state: (typeof instances)[number];
    private listeners: ((e: string, d: { fatal?: boolean }) => void)[] = [];
    constructor() {
      this.state = { destroyed: false, fail: () => this.listeners.forEach((l) => l('hlsError', { fatal: true })) };
      instances.push(this.state);
    }
    on(_event: string, l: (e: string, d: { fatal?: boolean }) => void) {
      this.listeners.push(l);
    }
    loadSource(src: string) {
      this.state.src = src;
    }
    attachMedia(media: HTMLVideoElement) {
      this.state.media = media;
    }
    destroy() {
      this.state.destroyed = true;
    }
  }
  const loader = vi.fn<HlsLoader>(async () => ({ default: Hls }));
  return { loader, instances };
}

describe('isHls', () => {
  it('recognises playlists, with or without a query', () => {
    expect(isHls('/media/video/a/index.m3u8')).toBe(true);
    expect(isHls('https://x/v.m3u8?token=1')).toBe(true);
    expect(isHls('/media/video/a.mp4')).toBe(false);
  });
});

describe('HlsVideo', () => {
  it('plays an mp4 natively without loading hls.js', async () => {
    const { loader } = fakeHls();
    const { container } = render(<HlsVideo src="/media/clip.mp4" loader={loader} />);
    await settle();
    expect(loader).not.toHaveBeenCalled();
    expect(container.querySelector('video')!.getAttribute('src')).toBe('/media/clip.mp4');
  });

  it('uses native HLS where the browser has it', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const { loader } = fakeHls();
    const { container } = render(<HlsVideo src="/v/index.m3u8" loader={loader} />);
    await settle();
    expect(loader).not.toHaveBeenCalled();
    expect(container.querySelector('video')!.getAttribute('src')).toBe('/v/index.m3u8');
  });

  it('loads hls.js for HLS without native support, attaches it, and destroys it on a new source and on unmount', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    const { loader, instances } = fakeHls();
    const view = render(<HlsVideo src="/v/a.m3u8" loader={loader} />);
    await settle();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(instances).toHaveLength(1);
    expect(instances[0].src).toBe('/v/a.m3u8');
    expect(instances[0].media).toBe(view.container.querySelector('video'));
    view.rerender(<HlsVideo src="/v/b.m3u8" loader={loader} />);
    await settle();
    expect(instances[0].destroyed).toBe(true);
    expect(instances[1].src).toBe('/v/b.m3u8');
    view.unmount();
    expect(instances[1].destroyed).toBe(true);
  });

  it('shows the error on a fatal failure and sets the source up again on Reintentar', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    const { loader, instances } = fakeHls();
    const { container } = render(<HlsVideo src="/v/a.m3u8" loader={loader} />);
    await settle();
    act(() => instances[0].fail());
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain(PLAY_ERROR_MESSAGE);
    act(() => alert!.querySelector('button')!.click());
    await settle();
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(instances[0].destroyed).toBe(true);
    expect(instances).toHaveLength(2);
    expect(instances[1].src).toBe('/v/a.m3u8');
  });

  it('keeps hls.js out of the module graph until it is needed (a dynamic import)', async () => {
    const source = await import('./HlsVideo.tsx?raw').then((m: { default: string }) => m.default);
    expect(source).toMatch(/import\('hls\.js'\)/);
    expect(source).not.toMatch(/^import .* from 'hls\.js'/m);
  });
});
