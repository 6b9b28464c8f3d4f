// @vitest-environment happy-dom
// HlsVideo: hls.js is loaded only for HLS without native support, torn down on unmount and on a new source, and a fatal
// error shows the Spanish message with 'Reintentar', which sets the source up again; a playlist rewrite goes through
// hls.js's own loader (a pLoader) on every load, even where the browser plays HLS natively; the boot loader's playing
// video is adopted as it is, or released when no player takes it.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, settle } from '@/lib/test-utils/render';
import { HlsVideo, PLAY_ERROR_MESSAGE, isHls, type HlsLoader, type LoaderClass } from './HlsVideo';
import { releaseBootVideo } from './boot-video';
import { BootVideoSlot } from './BootVideoSlot';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A stand-in for the hls.js library (not our backend): records what the component asks of it. */
function fakeHls() {
  const instances: { src?: string; media?: HTMLVideoElement; destroyed: boolean; config?: Record<string, unknown>; fail(): void }[] = [];
  /** Stands in for hls.js's default loader: answers every request with the text '#VOD <url>'. */
  class BaseLoader {
    load(context: { url: string }, _config: unknown, callbacks: { onSuccess(r: { url: string; data: unknown }, s: unknown, c: unknown, d: unknown): void }) {
      callbacks.onSuccess({ url: context.url, data: `#VOD ${context.url}` }, {}, context, null);
    }
  }
  class Hls {
    static Events = { ERROR: 'hlsError' };
    static isSupported = () => true;
    static DefaultConfig = { loader: BaseLoader as LoaderClass };
    state: (typeof instances)[number];
    private listeners: ((e: string, d: { fatal?: boolean }) => void)[] = [];
    constructor(config?: object) {
      this.state = { destroyed: false, config: config as Record<string, unknown> | undefined, fail: () => this.listeners.forEach((l) => l('hlsError', { fatal: true })) };
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

  /** A video as index.html's boot loader leaves it: over the shell at the end of <body>, playing `src`. */
  function bootVideo(src: string, playing = true) {
    const boot = document.createElement('video');
    boot.src = src;
    boot.setAttribute('style', 'position:absolute;top:180px');
    boot.setAttribute('aria-hidden', 'true');
    boot.setAttribute('data-reel-id', '3');
    Object.defineProperty(boot, 'paused', { configurable: true, get: () => !playing });
    Object.defineProperty(boot, 'readyState', { configurable: true, get: () => (playing ? 4 : 0) });
    document.body.appendChild(boot);
    window.__nexoBootVideo = boot;
    return boot;
  }

  it('adopts the boot loader\'s playing video for the same source without reloading it, keeps it in step with the props and releases it on unmount', async () => {
    const { loader } = fakeHls();
    const boot = bootVideo('/media/clip.mp4');
    const load = vi.spyOn(boot, 'load');
    const onPlaying = vi.fn();
    const ref: { current: HTMLVideoElement | null } = { current: null };
    const view = render(<HlsVideo src="/media/clip.mp4" loader={loader} adoptBootVideo videoRef={ref} muted loop data-role="play" aria-label="Reel" onPlaying={onPlaying} />);
    await settle();
    expect(view.container.querySelector('video')).toBe(boot);
    expect(ref.current).toBe(boot);
    expect(window.__nexoBootVideo).toBeUndefined();
    // Placed by the page now: the boot loader's position, hiding and marker are gone; the source was not set again.
    expect([boot.getAttribute('style'), boot.getAttribute('aria-hidden'), boot.getAttribute('data-reel-id')]).toEqual([null, null, null]);
    expect(load).not.toHaveBeenCalled();
    expect([boot.muted, boot.loop, boot.getAttribute('data-role'), boot.getAttribute('aria-label')]).toEqual([true, true, 'play', 'Reel']);
    // It was playing before the player listened: the player is told once, at adoption.
    expect(onPlaying).toHaveBeenCalledTimes(1);
    view.rerender(<HlsVideo src="/media/clip.mp4" loader={loader} adoptBootVideo videoRef={ref} muted={false} loop data-role="next" aria-label="Reel" onPlaying={onPlaying} />);
    expect([boot.muted, boot.getAttribute('data-role')]).toEqual([false, 'next']);
    boot.dispatchEvent(new Event('playing'));
    expect(onPlaying).toHaveBeenCalledTimes(2);
    view.unmount();
    expect(boot.isConnected).toBe(false);
    expect(boot.getAttribute('src')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('adopts a boot video that is not playing yet without announcing playback', async () => {
    const { loader } = fakeHls();
    const boot = bootVideo('/media/clip.mp4', false);
    const onPlaying = vi.fn();
    const view = render(<HlsVideo src="/media/clip.mp4" loader={loader} adoptBootVideo onPlaying={onPlaying} />);
    await settle();
    expect(view.container.querySelector('video')).toBe(boot);
    expect(onPlaying).not.toHaveBeenCalled();
  });

  it('releaseBootVideo stops and removes a boot video no player took, and leaves an adopted one alone', async () => {
    const left = bootVideo('/media/other.mp4');
    const load = vi.spyOn(left, 'load');
    releaseBootVideo();
    expect([left.isConnected, left.getAttribute('src'), load.mock.calls.length, window.__nexoBootVideo]).toEqual([false, null, 1, undefined]);
    const { loader } = fakeHls();
    const taken = bootVideo('/media/clip.mp4');
    const view = render(<HlsVideo src="/media/clip.mp4" loader={loader} adoptBootVideo />);
    await settle();
    releaseBootVideo();
    expect(view.container.querySelector('video')).toBe(taken);
    expect(taken.getAttribute('src')).toBe('/media/clip.mp4');
  });

  it('a BootVideoSlot shows the boot video while the page loads, and the player that replaces it takes the same element, still in the page', async () => {
    const { loader } = fakeHls();
    const boot = bootVideo('/media/live.m3u8');
    const load = vi.spyOn(boot, 'load');
    const Page = ({ ready }: { ready: boolean }) =>
      ready ? <HlsVideo src="/media/live.m3u8" loader={loader} adoptBootVideo /> : <BootVideoSlot data-testid="slot" fallback={<p>cargando</p>} />;
    const view = render(<Page ready={false} />);
    await settle();
    const slot = view.container.querySelector('[data-testid="slot"]')!;
    expect([boot.parentNode, boot.getAttribute('style'), slot.textContent]).toEqual([slot, null, '']);
    // Still the boot loader's: the page's player has not taken it yet.
    expect(window.__nexoBootVideo).toBe(boot);
    view.rerender(<Page ready />);
    await settle();
    await act(() => new Promise((r) => setTimeout(r, 5)));
    expect(view.container.querySelector('video')).toBe(boot);
    expect([boot.isConnected, boot.getAttribute('src'), load.mock.calls.length, window.__nexoBootVideo]).toEqual([true, '/media/live.m3u8', 0, undefined]);
  });

  it('a BootVideoSlot left with no player releases the boot video; without one it shows its fallback', async () => {
    const boot = bootVideo('/media/live.m3u8');
    const view = render(<BootVideoSlot fallback={<p>cargando</p>} />);
    await settle();
    view.unmount();
    await act(() => new Promise((r) => setTimeout(r, 5)));
    expect([boot.isConnected, boot.getAttribute('src'), window.__nexoBootVideo]).toEqual([false, null, undefined]);
    const empty = render(<BootVideoSlot fallback={<p>cargando</p>} />);
    await settle();
    expect(empty.container.textContent).toBe('cargando');
  });

  it('renders its own video when the boot video is for another source or not asked for', async () => {
    const { loader } = fakeHls();
    const boot = bootVideo('/media/other.mp4');
    const other = render(<HlsVideo src="/media/clip.mp4" loader={loader} adoptBootVideo />);
    boot.src = '/media/clip.mp4';
    const unasked = render(<HlsVideo src="/media/clip.mp4" loader={loader} />);
    await settle();
    for (const view of [other, unasked]) {
      expect(view.container.querySelector('video')).not.toBe(boot);
      expect(view.container.querySelector('video')!.getAttribute('src')).toBe('/media/clip.mp4');
    }
    releaseBootVideo();
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

  it('with retryAfterMs, a failed live source is set up again by itself, with no error shown', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
      const { loader, instances } = fakeHls();
      const { container } = render(<HlsVideo src="/live/7/1/live.m3u8" loader={loader} retryAfterMs={1000} />);
      await settle();
      act(() => instances[0].fail());
      expect(container.querySelector('[role="alert"]')).toBeNull();
      expect(instances).toHaveLength(1);
      await act(async () => vi.advanceTimersByTime(1000));
      await settle();
      expect(instances[0].destroyed).toBe(true);
      expect(instances).toHaveLength(2);
      expect(instances[1].src).toBe('/live/7/1/live.m3u8');
    } finally {
      vi.useRealTimers();
    }
  });

  it('rewrites every playlist through a pLoader, with the latest rewrite, even where HLS plays natively', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const { loader, instances } = fakeHls();
    const view = render(<HlsVideo src="/v/a.m3u8" loader={loader} playlist={(text) => `${text} → live 1`} hlsConfig={{ liveSyncDurationCount: 2 }} />);
    await settle();
    expect(loader).toHaveBeenCalledTimes(1);
    const config = instances[0].config!;
    expect(config.liveSyncDurationCount).toBe(2);
    const PLoader = config.pLoader as LoaderClass;
    const load = (url: string) => {
      const onSuccess = vi.fn();
      new PLoader({}).load({ url }, {}, { onSuccess });
      return onSuccess.mock.calls[0][0] as { url: string; data: string };
    };
    expect(load('/v/a.m3u8')).toEqual({ url: '/v/a.m3u8', data: '#VOD /v/a.m3u8 → live 1' });
    // A new rewrite function (e.g. a later clock) is used by the next reload without setting the source up again.
    view.rerender(<HlsVideo src="/v/a.m3u8" loader={loader} playlist={(text) => `${text} → live 2`} />);
    await settle();
    expect(instances).toHaveLength(1);
    expect(load('/v/a.m3u8').data).toBe('#VOD /v/a.m3u8 → live 2');
  });

  it('keeps hls.js out of the module graph until it is needed (a dynamic import)', async () => {
    const source = await import('./HlsVideo.tsx?raw').then((m: { default: string }) => m.default);
    expect(source).toMatch(/import\('hls\.js'\)/);
    expect(source).not.toMatch(/^import .* from 'hls\.js'/m);
  });
});
