// A <video> for HLS (.m3u8) or plain sources: native playback where the browser has it, hls.js (loaded only then)
// elsewhere, torn down on unmount or a new source; a failure shows a Spanish message with 'Reintentar'. With `playlist`,
// every playlist hls.js loads is rewritten first (e.g. a VOD served as a looping live stream).
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type Ref, type VideoHTMLAttributes } from 'react';
import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui';
import { applyVideoProps, moveInto, takeBootVideo, unhide } from './boot-video';

export const PLAY_ERROR_MESSAGE = 'No se pudo reproducir el video.';

/** Whether `src` is an HLS playlist. */
export function isHls(src: string): boolean {
  return /\.m3u8(?:[?#]|$)/i.test(src);
}

/** Native playback: any non-HLS source, or HLS where the browser plays it itself (Safari, iOS). */
export function playsNatively(video: Pick<HTMLVideoElement, 'canPlayType'>, src: string): boolean {
  return !isHls(src) || video.canPlayType('application/vnd.apple.mpegurl') !== '';
}

/** The part of an hls.js instance this component uses. */
interface HlsInstance {
  loadSource(src: string): void;
  attachMedia(video: HTMLVideoElement): void;
  on(event: string, listener: (event: string, data: { fatal?: boolean }) => void): void;
  destroy(): void;
}

/** The part of hls.js's loader interface a playlist rewrite needs (hls.js's LoaderContext, LoaderCallbacks). */
interface LoaderResponse {
  url: string;
  data?: unknown;
}
interface LoaderCallbacks {
  onSuccess(response: LoaderResponse, stats: unknown, context: unknown, networkDetails: unknown): void;
}
export type LoaderClass = new (config: object) => { load(context: { url: string }, config: unknown, callbacks: LoaderCallbacks): void };

interface HlsModule {
  default: { new (config?: object): HlsInstance; isSupported(): boolean; Events: { ERROR: string }; DefaultConfig?: { loader: LoaderClass } };
}

/** Rewrites a playlist's text (its URL given for resolving); called on the first load and on every live reload. */
export type PlaylistRewrite = (text: string, url: string) => string;

/** An hls.js playlist loader (`pLoader`): hls.js's own loader, with each playlist's text passed through `rewrite`. */
export function rewritingPlaylistLoader(Base: LoaderClass, rewrite: () => PlaylistRewrite | undefined): LoaderClass {
  return class RewritingPlaylistLoader extends Base {
    override load(context: { url: string }, config: unknown, callbacks: LoaderCallbacks): void {
      super.load(context, config, {
        ...callbacks,
        onSuccess: (response, stats, ctx, details) => {
          const fn = rewrite();
          const data = fn && typeof response.data === 'string' ? fn(response.data, response.url) : response.data;
          callbacks.onSuccess({ ...response, data }, stats, ctx, details);
        },
      });
    }
  };
}

/** How hls.js is loaded: a separate chunk, fetched only for a page that plays HLS without native support. */
export type HlsLoader = () => Promise<HlsModule>;

const loadHls: HlsLoader = () => import('hls.js') as unknown as Promise<HlsModule>;

export interface HlsVideoProps extends Omit<VideoHTMLAttributes<HTMLVideoElement>, 'src'> {
  src: string;
  /** The <video> element, for callers that play and pause it (the reels feed). */
  videoRef?: Ref<HTMLVideoElement>;
  /** Tests pass their own loader; the app uses the lazy chunk. */
  loader?: HlsLoader;
  /**
   * Rewrites every playlist before hls.js reads it. Forces hls.js even where the browser plays HLS itself (native
   * playback cannot be intercepted). The latest function is used without setting the source up again.
   */
  playlist?: PlaylistRewrite;
  /** Extra hls.js settings (e.g. `liveSyncDurationCount` for a live stream), read when the source is set up. */
  hlsConfig?: Record<string, unknown>;
  /** Told of every play failure (a media error or a fatal hls.js error) as it happens, e.g. to log it. */
  onFailure?: (reason: unknown) => void;
  /**
   * Use the <video> index.html's boot loader already started for this source, if there is one (on a phone it is often
   * playing before React renders): the element is moved here as it is and kept in step with these props.
   */
  adoptBootVideo?: boolean;
  /**
   * A live source that may not exist yet or may pause (a stream starting, a host reconnecting): on a failure, set the
   * source up again after this many ms instead of showing the error.
   */
  retryAfterMs?: number;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

export function HlsVideo({ src, videoRef, loader = loadHls, playlist, hlsConfig, onFailure, adoptBootVideo = false, retryAfterMs, className = '', onError, ...rest }: HlsVideoProps) {
  const video = useRef<HTMLVideoElement | null>(null);
  // The boot loader's element for this source, when asked for; dropped for good on 'Reintentar'.
  const [adopted, setAdopted] = useState<HTMLVideoElement | null>(() => (adoptBootVideo && !playlist ? takeBootVideo(src) : null));
  const slot = useRef<HTMLDivElement | null>(null);
  const rewrite = useRef(playlist);
  const extraConfig = useRef(hlsConfig);
  const rewriting = !!playlist;
  useEffect(() => {
    rewrite.current = playlist;
    extraConfig.current = hlsConfig;
  });
  const [failed, setFailedState] = useState(false);
  const failureListener = useRef(onFailure);
  useEffect(() => {
    failureListener.current = onFailure;
  });
  const setFailed = useCallback((value: boolean, reason?: unknown) => {
    if (value) failureListener.current?.(reason);
    setFailedState(value);
  }, []);
  // Bumped by 'Reintentar' (or by itself with retryAfterMs): sets the source up again from scratch.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!failed || retryAfterMs === undefined) return;
    const timer = setTimeout(() => {
      setFailedState(false);
      setAttempt((n) => n + 1);
    }, retryAfterMs);
    return () => clearTimeout(timer);
  }, [failed, retryAfterMs]);

  // An adopted element gets what React would give a <video> it rendered (every render), then goes into the page.
  useLayoutEffect(() => {
    if (!adopted) return;
    return applyVideoProps(adopted, { ...rest, className: 'h-full w-full', onError: () => setFailed(true, adopted.error) });
  });
  useLayoutEffect(() => {
    if (!adopted) return;
    // It is playing already: one move, no reload, so the frame on screen and the playback position carry on.
    if (slot.current) moveInto(slot.current, adopted);
    unhide(adopted);
    // Placed: nothing else may take it (and releaseBootVideo leaves it alone).
    if (window.__nexoBootVideo === adopted) delete window.__nexoBootVideo;
    video.current = adopted;
    assignRef(videoRef, adopted);
    // Its 'playing' event fired before the player listened: told now, so the player knows it plays.
    if (!adopted.paused && adopted.readyState >= 3 /* HAVE_FUTURE_DATA */) adopted.dispatchEvent(new Event('playing'));
    return () => {
      adopted.remove();
      video.current = null;
      assignRef(videoRef, null);
    };
  }, [adopted, videoRef]);

  // A layout effect: the source is set as the <video> is inserted, so loading starts before the first paint of the page
  // rather than after it (a passive effect waits for the paint, which on a page opening is long).
  useLayoutEffect(() => {
    const el = video.current;
    if (!el) return;
    if (el === adopted && el.src === new URL(src, window.location.href).href) {
      // Loading this source since the boot loader started it.
      return () => {
        el.removeAttribute('src');
        el.load();
      };
    }
    if (!rewriting && playsNatively(el, src)) {
      el.src = src;
      el.load();
      return () => {
        el.removeAttribute('src');
        el.load();
      };
    }
    let hls: HlsInstance | null = null;
    let cancelled = false;
    loader()
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) return setFailed(true, new Error('hls.js is not supported here'));
        const Base = Hls.DefaultConfig?.loader;
        const pLoader = rewriting && Base ? { pLoader: rewritingPlaylistLoader(Base, () => rewrite.current) } : {};
        hls = new Hls({ ...extraConfig.current, ...pLoader });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setFailed(true, data);
        });
        hls.loadSource(src);
        hls.attachMedia(el);
      })
      .catch((e: unknown) => !cancelled && setFailed(true, e));
    return () => {
      cancelled = true;
      // Destroying releases the buffers and the network requests of this source.
      hls?.destroy();
    };
  }, [src, attempt, loader, rewriting, setFailed, adopted]);

  return (
    <div className={`relative ${className}`}>
      {adopted ? <div ref={slot} className="contents" /> : null}
      {adopted ? null : (
        <video
          ref={(el) => {
            video.current = el;
            assignRef(videoRef, el);
          }}
          className="h-full w-full"
          onError={(e) => {
            setFailed(true, e.currentTarget.error);
            onError?.(e);
          }}
          {...rest}
        />
      )}
      {failed && retryAfterMs === undefined ? (
        <div role="alert" className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/70 p-4 text-center text-white">
          <p>{PLAY_ERROR_MESSAGE}</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setFailed(false);
              setAdopted(null);
              setAttempt((n) => n + 1);
            }}
          >
            <RotateCcw size={16} aria-hidden="true" />
            Reintentar
          </Button>
        </div>
      ) : null}
    </div>
  );
}
